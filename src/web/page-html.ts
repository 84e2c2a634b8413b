const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The empty `<style>` React writes for the inline stylesheet (inline-style.tsx), up to its end tag. */
const STYLE_SLOT = /<style id="site-css"[^>]*>(?=<\/style>)/;

export interface PageHtmlOptions {
  /** The built stylesheet's bytes, written into the page's empty `<style id="site-css">`. */
  stylesheet?: Buffer;
  /** Drop the `<link rel="modulepreload">` elements of the head (public pages, decision 028). */
  withoutModulePreloads?: boolean;
  /** The page's JSON-LD, written as a data block at the end of the head (decision 051). */
  jsonLd?: Record<string, unknown>;
}

/** Characters of JSON that could end or reopen markup inside a `<script>`, written as JSON escapes (as React Router's <Meta> writes them). */
const SCRIPT_UNSAFE = /[&<>\u2028\u2029]/g;
const jsonEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A `<script type="application/ld+json">` holding `jsonLd`: a data block, not a script the CSP has to allow. */
const jsonLdScript = (jsonLd: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(SCRIPT_UNSAFE, jsonEscape)}</script>`;

/**
 * The last pass over a page's HTML once React has written all of it (entry.server.tsx), on its head
 * only (a few KB: everything before `</head>`); the body is passed through byte for byte.
 *
 * - The stylesheet goes into the `<style id="site-css">` element, which React renders empty: the
 *   80 KB of CSS are encoded once at start, not by React on every render (and copied through every
 *   stream of it), and the head stays small for the rest of this pass.
 * - The page's JSON-LD goes at the end of the head: search engines read it from the HTML; React
 *   does not render it, the browser is not sent it a second time in the page's data, and hydration
 *   passes over it (React leaves elements it did not render in the head alone).
 * - Public pages lose their module preloads: on a phone's connection the page's own bytes and its
 *   first photo have the bandwidth to themselves, and the scripts (which only hydrate a page that is
 *   already complete) follow from the page's module script at their normal, lower priority.
 */
export function finishPageHtml(html: Buffer, { stylesheet, withoutModulePreloads = false, jsonLd }: PageHtmlOptions): Buffer {
  const end = html.indexOf(HEAD_END);
  if (end === -1 || (!stylesheet && !withoutModulePreloads && !jsonLd)) return html;
  let head = html.subarray(0, end).toString('utf8');
  if (withoutModulePreloads) head = head.replace(MODULE_PRELOAD, '');
  if (jsonLd) head += jsonLdScript(jsonLd);
  const slot = stylesheet ? STYLE_SLOT.exec(head) : null;
  if (!slot) return Buffer.concat([Buffer.from(head), html.subarray(end)]);
  const at = slot.index + slot[0].length;
  return Buffer.concat([Buffer.from(head.slice(0, at)), stylesheet!, Buffer.from(head.slice(at)), html.subarray(end)]);
}
