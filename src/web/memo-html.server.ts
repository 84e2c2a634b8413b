import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import type { MemoRenderer } from './memo-html.tsx';

/** Marks the ids `useId` gives inside a memoised render: they depend on the place in the page, so such content is not kept. */
const ID_PREFIX = 'memo-html-';

/**
 * The server's MemoRenderer (decision 051): content rendered to HTML by React on first use of a key,
 * kept in memory up to `maxChars` characters of keys and HTML (least recently used first out).
 * Content that would not be the same HTML in place is rendered in place instead, and remembered as
 * such: content that asks the page to preload an image (React writes those links into the page's
 * head, not the content), content with `useId`, and content whose render throws (it throws in place
 * too, where the page's error handling sees it).
 */
export function createMemoRenderer({ maxChars }: { maxChars: number }): MemoRenderer {
  const kept = new LRUCache<string, { html: string | null }>({
    maxSize: maxChars,
    sizeCalculation: ({ html }, key) => key.length + (html?.length ?? 0),
  });
  return (key, content) => {
    let entry = kept.get(key);
    if (!entry) kept.set(key, (entry = { html: keptHtml(content) }));
    return entry.html;
  };
}

function keptHtml(content: React.ReactElement): string | null {
  try {
    const html = renderToString(content, { identifierPrefix: ID_PREFIX });
    return html.startsWith('<link') || html.includes(ID_PREFIX) ? null : html;
  } catch {
    return null;
  }
}
