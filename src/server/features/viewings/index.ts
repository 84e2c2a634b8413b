/** What the viewings feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { ViewingActionLinks } from './action-links.ts';
export { ViewingManageLinks } from './manage-links.ts';
export { BookingLimits } from './booking-limits.ts';
export { MAIL_WHEN } from './slots.ts';
export { viewingsRoutes } from './viewings.routes.ts';
export { ViewingsService } from './viewings.service.ts';
export { viewingsOfPerson } from './person-records.ts';
