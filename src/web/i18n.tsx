import { createContext, useContext } from 'react';
import type { Language } from '../shared/i18n/languages.ts';
import { localizedPath } from '../shared/i18n/languages.ts';
import { moduleTexts, type PageTexts } from '../shared/i18n/runtime.ts';
import type { ModuleTexts, TextModule } from '../shared/i18n/types.ts';

/**
 * The page's language and its texts (docs/decisions/069): the public layout provides what its loader and
 * the page's loader sent (`i18n` in their data, made by i18n.server.ts), components read a module's texts
 * with `useTexts`. Only the page's language travels to the browser. MemoHtml gives kept parts the same value.
 */
export const I18nContext = /* @__PURE__ */ createContext<PageTexts>({ language: 'en', modules: {} });

export const useLanguage = (): Language => useContext(I18nContext).language;

/** A module's texts in the page's language, the English exports' shape (`useTexts('public').PUBLIC_TEXT.about`). */
export function useTexts<M extends TextModule>(module: M): ModuleTexts[M] {
  const { language, modules } = useContext(I18nContext);
  const payload = modules[module];
  // A module no loader sent (pageTexts in the layout's or the page's loader) is a programming error.
  if (!payload) throw new Error(`texts ${module}`);
  return moduleTexts<M>(language, payload);
}

/** The public frame's texts in the page's language (PUBLIC_TEXT: navbar, footer, grids, filters, errors): one short call for the many components that read them. */
export const usePublicText = () => useTexts('public').PUBLIC_TEXT;

/** A site path in the page's language ('/property/4' → '/es/property/4' on a Spanish page). */
export const useLocalPath = () => {
  const language = useLanguage();
  return (path: string) => localizedPath(path, language);
};

/** The texts the matched routes' loaders sent (`data.i18n`), merged: the layout's and the page's. */
export function mergePageTexts(matches: readonly { data?: unknown; loaderData?: unknown }[]): PageTexts {
  let language: Language = 'en';
  const modules: PageTexts['modules'] = {};
  for (const match of matches) {
    const data = (match.loaderData ?? match.data) as { i18n?: PageTexts } | undefined;
    if (data?.i18n) {
      language = data.i18n.language;
      Object.assign(modules, data.i18n.modules);
    }
  }
  return { language, modules };
}
