// What the deals screens offer the rest of the back-office; the other files of this folder are its own business.
export { CommissionPanel } from './commission-panel.tsx';
export { dayLabel } from './deal-format.ts';
export { LeasesEndingCard } from './leases-ending-card.tsx';
