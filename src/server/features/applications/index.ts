/** Rental applications (docs/decisions/053 and 055): what the rest of the server uses. */
export { applicationsRoutes } from './applications.routes.ts';
export type { ApplicationsService } from './applications.service.ts';
export { createApplicationsService } from './create.ts';
export { applicationsOfPerson } from './person-records.ts';
