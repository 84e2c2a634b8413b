// What the viewings screens offer the rest of the back-office; the other files of this folder are its own business.
export { InquiryViewing } from './inquiry-viewing.tsx';
export { ListingViewingsSection, useListingViewings } from './listing-viewings.tsx';
export { UpcomingViewings } from './upcoming-viewings.tsx';
export { viewingHref } from './viewing-link.ts';
export { ViewingSettingsCard } from './viewing-settings-card.tsx';
export { parseViewingForm, sameViewingForm, toViewingForm, type ViewingForm } from './viewing-settings-model.ts';
