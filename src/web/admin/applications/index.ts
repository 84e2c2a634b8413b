// What the applications screens offer the rest of the back-office; the other files of this folder are its own business.
export { ApplicationsCard } from './applications-card.tsx';
export { InviteToApply } from './invite-to-apply.tsx';
export { ListingApplicationsSection, useListingApplications } from './listing-applications.tsx';
