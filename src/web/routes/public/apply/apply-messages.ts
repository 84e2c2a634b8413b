import type { ModuleTexts } from '../../../../shared/i18n/types.ts';
import { APPLY_TEXT } from '../../../../shared/texts/apply.ts';
import { APPLICATIONS_TEXT } from '../../../../shared/texts/applications.ts';

/** The application pages' two text modules in one language (the English exports' shape). */
export interface ApplyTexts {
  A: ModuleTexts['apply']['APPLY_TEXT'];
  T: ModuleTexts['applications']['APPLICATIONS_TEXT'];
}

/** The texts in English: what the service, the schemas and the API say. */
export const ENGLISH: ApplyTexts = { A: APPLY_TEXT, T: APPLICATIONS_TEXT };
