/** Rental applications (docs/decisions/053 and 055): what the rest of the server uses. */
export { applicationsOfPerson } from './person-records.ts';
// The leases feature keeps its files the way applicants' documents are kept (docs/decisions/055, 084).
export { checkDocument } from './document-check.ts';
export { sealedFiles } from './create.ts';
export type { DocumentCipher, SealedKey } from './document-crypto.ts';
export type { SealedStore } from './document-store.ts';
export { applicationsFeature, type ApplicationsServices, type ApplicationsOptions } from './feature.ts';
