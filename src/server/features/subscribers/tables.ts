// The subscribers feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';

interface SubscribersTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  status: string;
  /** 1 when the address asked for the newsletter; 0 for an address with only saved searches. */
  newsletter: Generated<number>;
  /** The language the person wrote in; every later e-mail to them uses it (migration 033, decision 072). */
  language: Generated<Language>;
  created_at: string;
  updated_at: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    subscribers: SubscribersTable;
  }
}
