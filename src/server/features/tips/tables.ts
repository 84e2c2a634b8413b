// The tips feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.
import type { Generated } from 'kysely';

interface TipsTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** The agent's Spanish and Chinese title and content ('' when not given; migration 033, decision 072). */
  title_es: Generated<string>;
  content_es: Generated<string>;
  title_zh: Generated<string>;
  content_zh: Generated<string>;
  is_active: number;
  created_at: string;
  updated_at: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    tips: TipsTable;
  }
}
