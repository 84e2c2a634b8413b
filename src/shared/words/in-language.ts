// The words of src/shared/words in a language named by its code, for the server's e-mails, PDFs and pages
// (every language's catalogue is imported: never a browser module).
import { textsFor } from '../i18n/catalogues.ts';
import type { Language } from '../i18n/languages.ts';
import { withApartmentIn } from './place.ts';

/** An address with its apartment in `language`: '145 East 29th Street, Apt 4B' ('…, Apto. 4B', '…, 4B室'). */
export const placeIn = (language: Language, address: string, unit: string | null | undefined): string =>
  withApartmentIn(textsFor(language, 'public').PUBLIC_TEXT, address, unit);
