import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/**
 * The New York State agency disclosure (Real Property Law §443) as one text in `language`: what the
 * forms show, and what is stored with each acknowledgement (decision 088).
 */
export function agencyDisclosureText(language: Language): string {
  const A = textsFor(language, 'agency').AGENCY_TEXT;
  return [A.title, A.notAContract, A.intro, A.landlordsAgent, A.tenantsAgent, A.brokersAgent, A.dualAgent, A.thisAgent].join(
    '\n\n',
  );
}
