/** What the auth feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { accountById, deleteAccount, disableAccount, enableAccount, lockAdministrators } from './accounts.ts';
export { authFeature, type AuthServices, type AuthOptions } from './feature.ts';
export type { UserRow } from './tables.ts';
