import type { TextRef } from '../../shared/i18n/text-ref.ts';

/** What a refusal says: a keyed text of the catalogues (docs/decisions/101), or words of no catalogue (the agent's own). */
export type Said = string | TextRef;

/**
 * The one error type services throw; the error handler turns it into `{ success: false, message }`.
 * A refusal made from a keyed text carries it as `text` (its key and values): a page says it in its own
 * language, and its `message` is the English the API answers (or `message` given: the words of another
 * language the API answers, as a lease's refusals in the lease's language).
 */
export class AppError extends Error {
  readonly text: TextRef | null;

  constructor(
    public readonly statusCode: number,
    said: Said,
    message?: string,
  ) {
    super(message ?? (typeof said === 'string' ? said : said.english));
    this.name = 'AppError';
    this.text = typeof said === 'string' ? null : said;
  }
}

export const badRequest = (said: Said) => new AppError(400, said);
export const unauthorized = (said: Said = 'Authentication required') => new AppError(401, said);
export const notFound = (said: Said = 'Not found') => new AppError(404, said);
export const conflict = (said: Said) => new AppError(409, said);
