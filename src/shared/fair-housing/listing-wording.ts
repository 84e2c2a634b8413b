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
  better: string | null;
  ruleId: string;
  source: { title: string; url: string };
}

export interface ListingTexts {
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
  better: flagged.better,
  ruleId: flagged.ruleId,
  source: flagged.source,
});

/** The flagged phrases of a listing's texts, field by field in the form's order. */
export function listingWordingWarnings(listing: ListingTexts): WordingWarning[] {
  const warnings: WordingWarning[] = [];
  for (const flagged of findFlaggedPhrases(listing.description ?? '')) warnings.push(toWarning('description', flagged));
  for (const flagged of findFlaggedPhrases(listing.size ?? '')) warnings.push(toWarning('size', flagged));
  for (const fee of listing.fees ?? [])
    for (const flagged of findFlaggedPhrases(fee.name)) warnings.push(toWarning('fees', flagged));
  return warnings;
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
export const WORDING_LIST_VERSION = fnv1a(JSON.stringify({ RULES, GROUPS, FINE }));

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
