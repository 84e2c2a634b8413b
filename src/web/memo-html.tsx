import { createContext, createElement, useContext } from 'react';
import { I18nContext } from './i18n.tsx';

/**
 * The HTML of `content`, rendered once per key and kept, or null where it cannot be reused (then
 * the element renders its content in place). entry.server.tsx provides it (memo-html.server.ts);
 * the browser has none.
 */
export type MemoRenderer = (key: string, content: React.ReactElement) => string | null;

/** Where entry.server.tsx provides the renderer (React 19: the context is its own provider). */
export const MemoRenderer = /* @__PURE__ */ createContext<MemoRenderer | null>(null);

type MemoHtmlProps<Data extends object> = React.HTMLAttributes<HTMLElement> & {
  as: 'div' | 'nav' | 'header' | 'dl';
  /**
   * Draws the content from `data` alone (and the page's texts, i18n.tsx): no other context, no `useId`, no image the page preloads (such
   * content is rendered in place: memo-html.server.ts).
   */
  render: (data: Data) => React.ReactNode;
  /** Everything the content shows; with `render`, its key (as JSON): the same data always gives the same HTML. */
  data: Data;
};

/**
 * An element whose content the server renders once per data and then writes as kept HTML
 * (decision 051): the parts of a page that are the same on every page that shows them (a listing's
 * card, the browse bar, the footer). In the browser it is the element with its content, which
 * hydrates against that HTML as it would against its own render.
 */
export const MemoHtml: <Data extends object>(props: MemoHtmlProps<Data>) => React.ReactNode = import.meta.env.SSR
  ? ServerMemoHtml
  : ({ as, render, data, ...attributes }) => createElement(as, attributes, createElement(render, data));

/** A number for each function that draws memoised content: the first part of its keys. */
const renderIds = new WeakMap<object, number>();
let nextRenderId = 0;

function ServerMemoHtml<Data extends object>({ as, render, data, ...attributes }: MemoHtmlProps<Data>) {
  // The page's language and texts (i18n.tsx) are the one context kept content reads: given to it, and in its key.
  const i18n = useContext(I18nContext);
  const content = createElement(I18nContext, { value: i18n }, createElement(render, data));
  let id = renderIds.get(render);
  if (id === undefined) renderIds.set(render, (id = nextRenderId++));
  const html = useContext(MemoRenderer)?.(`${id}:${i18n.language}:${JSON.stringify(data)}`, content) ?? null;
  return html === null
    ? createElement(as, attributes, content)
    : createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
