/** What the agency disclosure feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { recordTenantAcknowledgement, tenantAcknowledged } from './acknowledgements.ts';
export { AgencyService } from './agency.service.ts';
export { agencyFeature, type AgencyServices } from './feature.ts';
