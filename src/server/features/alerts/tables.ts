// The alerts feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';

/** A renter's saved search (docs/decisions/039): e-mailed when new listings match it. */
export interface SavedSearchesTable {
  id: Generated<number>;
  email: string;
  /** The subscriber row of the address, set when the search is confirmed. */
  subscriber_id: number | null;
  /** The grid it was saved on: '/', '/sublets' or a building's path. */
  grid: string;
  /** What that grid is called ('All listings', 'Sublets', the building's name). */
  grid_label: string;
  /** The search's canonical query without '?' (shared/listing-search.ts), '' for none. */
  criteria: string;
  frequency: 'instant' | 'daily';
  status: 'pending' | 'active' | 'stopped';
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  confirmed_at: string | null;
  updated_at: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    saved_searches: SavedSearchesTable;
  }
}
