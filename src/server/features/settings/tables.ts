// The settings feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.

interface SiteSettingsTable {
  name: string;
  /** A JSON document. */
  value: string;
  updated_at: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    site_settings: SiteSettingsTable;
  }
}
export {};
