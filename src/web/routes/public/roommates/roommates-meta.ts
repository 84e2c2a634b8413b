import type { PageTexts } from '../../../../shared/i18n/runtime.ts';
import { errorMeta } from '../error-meta.ts';

type TitleKey = 'pageTitle' | 'manageTitle' | 'stopTitle';

/**
 * A roommates page's title (and noindex) in the page's language: the `roommates` texts its loader sent;
 * the frame's 'not found' when the loader sent none (its error page).
 */
export function roommatesMeta(data: unknown, key: TitleKey, matches: Parameters<typeof errorMeta>[1]) {
  const texts = (data as { i18n?: PageTexts } | undefined)?.i18n?.modules.roommates?.ROOMMATES_TEXT as
    Record<string, string> | undefined;
  return errorMeta(texts?.[key] ?? { frame: 'pageNotFound' }, matches);
}
