/** The administrator the benchmark server is created with. */
export const BENCH_ADMIN = { email: 'bench@bench.local', password: 'bench-password-1' };

/** What a scenario module (bench/api.ts, bench/pages.ts, …) exports as its default. */
export interface ScenarioGroup {
  name: string;
  /** How the server under test serves the web app: 'none' for API-only scenarios, 'build' for pages. */
  web: 'none' | 'build';
  scenarios: (context: BenchContext) => Scenario[];
  /** Extra lines for the report (e.g. asset sizes), asked once while the group's server runs. */
  report?: (server: { app: string }) => Promise<string[]>;
}

export interface Scenario {
  name: string;
  /** Path and query on the server under test, e.g. /api/listings?page=1&limit=6. */
  path: string;
  /** Send the administrator's bearer token. */
  signedIn?: boolean;
  /** POST this JSON body instead of a GET (the bare and floor routes answer the same method). */
  post?: Record<string, unknown>;
  /** Minimum share of the bare route's requests per second (0.5 = 50%); omitted: no target. */
  target?: number;
}

/** Facts about the seeded data that scenarios may use. */
export interface BenchContext {
  listings: number;
  /** A building slug with many active sublets. */
  busyBuilding: string;
  /** A word found in about a third of the listing descriptions. */
  searchTerm: string;
  /** The id of an active listing (for detail pages). */
  activeListingId: number;
  /** Inquiries seeded beside the listings. */
  inquiries: number;
  /** A word found in about one inquiry message in eight. */
  inquirySearchTerm: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
}
