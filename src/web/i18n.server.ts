import { payloadFor, textsFor } from '../shared/i18n/catalogues.ts';
import { languageOfPath, type Language } from '../shared/i18n/languages.ts';
import type { PageTexts } from '../shared/i18n/runtime.ts';
import type { TextModule } from '../shared/i18n/types.ts';

/** The language of a request's page (its path's prefix: /es/, /zh/, else English). */
export const requestLanguage = (request: Request): Language => languageOfPath(new URL(request.url).pathname);

/** What a loader returns as `i18n`: the page's language and the compiled texts of `modules` in it (i18n.tsx reads them). */
export function pageTexts(request: Request, modules: readonly TextModule[]): PageTexts {
  const language = requestLanguage(request);
  return { language, modules: Object.fromEntries(modules.map((module) => [module, payloadFor(language, module)])) };
}

export { roomFacts, textsFor } from '../shared/i18n/catalogues.ts';

/** A module's texts in the language of the request's page, for a loader or an action (on the server). */
export const serverTexts = <M extends TextModule>(request: Request, module: M) => textsFor(requestLanguage(request), module);
