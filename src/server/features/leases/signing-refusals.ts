import { textIn } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { keyed, type TextRef } from '../../../shared/i18n/text-ref.ts';
import { LEASE_SIGNING_TEXT } from '../../../shared/texts/deals-public.ts';
import { AppError } from '../../platform/errors.ts';

/** What a signer's link is refused with, by key (docs/decisions/101): the signing page says it in its language. */
export const SIGNING = keyed('deals-public', 'LEASE_SIGNING_TEXT', LEASE_SIGNING_TEXT);

/** The refusals of a lease's signing: each carries its key, and the API answers it in the lease's language. */
export const signingRefusals =
  (language: Language) =>
  (status: number, text: TextRef): AppError =>
    new AppError(status, text, textIn(language, text));
