// What the listings screens offer the rest of the back-office; the other files of this folder are its own business.
export { UI } from './listings-ui-text.ts';
export { RecentListings } from './recent-listings.tsx';
export { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
export { preparePhoto } from './prepare-photo.ts';
