// Decided in docs/decisions/101-errors-travel-by-key: a schema's messages are keyed texts, said in the page's language.
import type { TextRef } from './text-ref.ts';

/** Where a schema's issue is: zod's raw issue as its error function sees it (its code and path). */
export interface IssuePlace {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
}
type Sayer = (text: TextRef, issue: IssuePlace) => string;

/** How the schemas' keyed messages are said while a parse runs: English unless a page parses in its language. */
let sayer: Sayer = (text) => text.english;

/**
 * A schema's message as zod's parameter (`z.string(said(T.nameRequired))`, `.min(1, said(…))`, `{ ...said(…),
 * abort: true }`) from a text: English for the API and the browser; in the page's language when a page parses
 * with `parsedIn` (web/refusals.server.ts). A plain string (no catalogue's words) stays as it is.
 */
export function said(message: string | TextRef): { error: string | ((issue: IssuePlace) => string) } {
  if (typeof message === 'string') return { error: message };
  return { error: (issue: IssuePlace) => sayer(message, issue) };
}

/** A text as the running parse says it: a refinement's own issue (`ctx.addIssue({ message: saying(T.x) })`). */
export const saying = (text: TextRef): string => sayer(text, {});

/**
 * Runs `parse` with the schemas' keyed messages said by `say`. It must be synchronous (nothing else runs
 * meanwhile) and read a failed result's `error` itself: zod makes the issues' messages on that first read.
 */
export function sayingWith<T>(say: Sayer, parse: () => T): T {
  const before = sayer;
  sayer = say;
  try {
    return parse();
  } finally {
    sayer = before;
  }
}
