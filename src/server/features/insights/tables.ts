// The insights feature's tables (docs/decisions/097-feature-manifest): their types, added to the product's
// database type by declaration, so the platform's schema lists only the tables every feature shares.

/** Views per New York day, page and referring source (decision 040). */
interface PageViewsTable {
  day: string;
  page: string;
  source: string;
  listing_id: number | null;
  views: number;
}

/** Who was counted today for a page (migration 022): 52 bits of sha256(day's salt, page, visitor key). */
interface ViewVisitorsTable {
  visitor: number;
  day: string;
}

interface ViewSaltsTable {
  day: string;
  salt: string;
}

declare module '../../platform/db/schema.ts' {
  interface Database {
    page_views: PageViewsTable;
    view_visitors: ViewVisitorsTable;
    view_salts: ViewSaltsTable;
  }
}
export {};
