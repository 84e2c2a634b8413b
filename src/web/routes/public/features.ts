import agency from './agency/feature.ts';
import alerts from './alerts/feature.ts';
import apply from './apply/feature.ts';
import disclosures from './disclosures/feature.ts';
import leases from './leases/feature.ts';
import newsletter from './newsletter/feature.ts';
import roommates from './roommates/feature.ts';
import viewings from './viewings/feature.ts';

/**
 * What a public feature declares of itself in its folder's `feature.ts` (decision 104), beside its
 * pages, components, words and actions. Plain data: React Router's route config (src/web/routes.ts)
 * reads it in Node at build time.
 */
export interface PublicFeature {
  /** Its pages: a path of the public site (in English; the same under /es/ and /zh/) → its route module, in the feature's folder. */
  pages: Readonly<Record<string, string>>;
}

/** The public site's features, the one list (decision 104): each by the name of its folder. */
export const PUBLIC_FEATURES: Readonly<Record<string, PublicFeature>> = {
  viewings,
  apply,
  disclosures,
  agency,
  leases,
  newsletter,
  alerts,
  roommates,
};
