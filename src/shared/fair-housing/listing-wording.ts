import { findFlaggedPhrases, type FlaggedPhrase } from './matcher.ts';
import { FINE, GROUPS, RULES } from './phrases.ts';

/** The listing texts an agent writes that the wording check reads (the fee names too). */
type CheckedListingField = 'description' | 'size' | 'fees';

/** One flagged phrase of a listing, as the API answers it beside the listing (`warnings`). */
export interface WordingWarning {
  field: CheckedListingField;
  phrase: string;
  /** The protected class, in words, and its id. */
  class: string;
  classId: string;
  explanation: string;
  /** The law the phrase breaks (decision 095). */
  law: string;
  better: string | null;
  ruleId: string;
  source: { title: string; url: string };
}

export interface ListingTexts {
  /** A room in a shared apartment may be exempt from the one-sex rule (SHARED_LIVING); missing is a whole apartment. */
  kind?: 'apartment' | 'room';
  /** A room's household: the exemption needs the owner or the tenant to live in the apartment and share it. */
  household?: { hostLivesIn?: boolean; hostShares?: boolean } | null;
  description?: string;
  size?: string;
  fees?: ReadonlyArray<{ name: string }>;
}

const toWarning = (field: CheckedListingField, flagged: FlaggedPhrase): WordingWarning => ({
  field,
  phrase: flagged.phrase,
  class: flagged.class,
  classId: flagged.classId,
  explanation: flagged.explanation,
  law: flagged.law,
  better: flagged.better,
  ruleId: flagged.ruleId,
  source: flagged.source,
});

/**
 * The shared-living exemption (docs/decisions/064, 095): on a room whose listing says the owner or the
 * tenant of the apartment lives in it and shares it with the renter, a preference for flatmates of one
 * sex is lawful, so it is a note with this reason, never a warning. Without those two facts the room is
 * checked like any listing. It covers the one-sex rule only: age, income source, children, religion,
 * origin, gender identity and every other class stay flagged on rooms.
 */
export const SHARED_LIVING = {
  ruleIds: ['one-sex'] as readonly string[],
  reason:
    'Allowed on a room in a shared apartment: New York City’s Human Rights Law does not apply to letting all the rooms of a home to people of the same sex (Administrative Code § 8-107(5)(a)(4)), and HUD accepts the sex of a roommate in ads for shared living. It must hold for the whole home, and it covers sex only: never age, income source, children, religion, origin or any other trait.',
  source: {
    title:
      'NYC Administrative Code § 8-107(5)(a)(4); HUD: Guidance Regarding Advertisements Under § 804(c) of the Fair Housing Act (1995)',
    url: 'https://www.nyc.gov/site/cchr/law/the-law.page',
  },
} as const;

/** Whether the shared-living exemption can apply: a room whose owner or tenant lives in it and shares it. */
export function sharesHome(listing: Pick<ListingTexts, 'kind' | 'household'>): boolean {
  return listing.kind === 'room' && listing.household?.hostLivesIn === true && listing.household.hostShares === true;
}

/** A phrase the check found and allows on this listing, with the reason (`wordingNotes` beside `warnings`). */
export interface WordingNote {
  field: CheckedListingField;
  phrase: string;
  ruleId: string;
  note: string;
  source: { title: string; url: string };
}

/** The phrases of a listing's texts the check flags (`warnings`) and those it allows with a reason (`notes`). */
export function listingWording(listing: ListingTexts): { warnings: WordingWarning[]; notes: WordingNote[] } {
  const warnings: WordingWarning[] = [];
  const notes: WordingNote[] = [];
  const sharedLiving = sharesHome(listing);
  const add = (field: CheckedListingField, text: string) => {
    for (const flagged of findFlaggedPhrases(text)) {
      if (sharedLiving && SHARED_LIVING.ruleIds.includes(flagged.ruleId))
        notes.push({
          field,
          phrase: flagged.phrase,
          ruleId: flagged.ruleId,
          note: SHARED_LIVING.reason,
          source: SHARED_LIVING.source,
        });
      else warnings.push(toWarning(field, flagged));
    }
  };
  add('description', listing.description ?? '');
  add('size', listing.size ?? '');
  for (const fee of listing.fees ?? []) add('fees', fee.name);
  return { warnings, notes };
}

/** The flagged phrases of a listing's texts, field by field in the form's order. */
export function listingWordingWarnings(listing: ListingTexts): WordingWarning[] {
  return listingWording(listing).warnings;
}

/** The distinct phrases of a list of warnings, as the agent wrote them (first spelling kept). */
export function flaggedPhraseList(warnings: ReadonlyArray<Pick<WordingWarning, 'phrase'>>): string[] {
  const seen = new Map<string, string>();
  for (const { phrase } of warnings) {
    const key = phrase.toLowerCase().replace(/\s+/g, ' ');
    if (!seen.has(key)) seen.set(key, phrase);
  }
  return [...seen.values()];
}

/** FNV-1a of a text, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The version of the phrase list: it changes with any change to phrases.ts, and the server then
 * checks every stored listing again (the listings table's marker and filter, the dashboard's count).
 */
export const WORDING_LIST_VERSION = fnv1a(JSON.stringify({ RULES, GROUPS, FINE, SHARED_LIVING }));

/** Publishing flagged wording, confirmed: who, when, and the phrases the listing held then. */
export interface WordingConfirmation {
  by: { id: number; name: string; email: string };
  at: string;
  phrases: string[];
}

/** The flagged phrases a confirmation does not cover yet (compared ignoring case and spacing). */
export function unconfirmedPhrases(
  warnings: ReadonlyArray<Pick<WordingWarning, 'phrase'>>,
  confirmation: WordingConfirmation | null,
): string[] {
  const key = (phrase: string) => phrase.toLowerCase().replace(/\s+/g, ' ');
  const confirmed = new Set((confirmation?.phrases ?? []).map(key));
  return flaggedPhraseList(warnings).filter((phrase) => !confirmed.has(key(phrase)));
}
