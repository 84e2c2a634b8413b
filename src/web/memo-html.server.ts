import { renderToString } from 'react-dom/server';
import type { MemoRenderer } from './memo-html.tsx';

/** Marks the ids `useId` gives inside a memoised render: they depend on the place in the page, so such content is not kept. */
const ID_PREFIX = 'memo-html-';

/**
 * The server's MemoRenderer (decision 051): `children` rendered to HTML by React on first use of a
 * key, kept in memory up to `maxChars` characters of keys and HTML (least recently used first out).
 * Content that would not be the same HTML in place is rendered in place instead, and remembered as
 * such: content that asks the page to preload an image (React writes those links into the page's
 * head, not the content), content with `useId`, and content whose render throws (it throws in place
 * too, where the page's error handling sees it).
 */
export function createMemoRenderer({ maxChars }: { maxChars: number }): MemoRenderer {
  const kept = new Map<string, string | null>();
  let chars = 0;
  return (key, content) => {
    const known = kept.get(key);
    if (known !== undefined) {
      // Most recently used last.
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    let html: string | null;
    try {
      html = renderToString(content, { identifierPrefix: ID_PREFIX });
      if (html.startsWith('<link') || html.includes(ID_PREFIX)) html = null;
    } catch {
      html = null;
    }
    kept.set(key, html);
    chars += key.length + (html?.length ?? 0);
    for (const [oldKey, oldHtml] of kept) {
      if (chars <= maxChars) break;
      kept.delete(oldKey);
      chars -= oldKey.length + (oldHtml?.length ?? 0);
    }
    return html;
  };
}
