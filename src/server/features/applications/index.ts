/** Rental applications (docs/decisions/053-rental-applications-compliance.md): what the rest of the server uses. */
export { applicationsRoutes } from './applications.routes.ts';
export { ApplicationsService } from './applications.service.ts';
