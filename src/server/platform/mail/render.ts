/**
 * The HTML part of a message, built from its plain text: every character escaped, line breaks and
 * paragraphs kept, web addresses and e-mail addresses turned into links. Nothing the sender typed
 * becomes markup (no script, no image, no style), and nothing loads from elsewhere.
 */

import { LANGUAGE_TAGS, type Language } from '../../../shared/i18n/languages.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Characters that end a word, and so a link: white space, quotes and angle brackets. */
const isBreak = (c: string) => c === '<' || c === '>' || c === '"' || c === "'" || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /\w/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isLocalChar = (c: string | undefined) => c !== undefined && (isLetter(c) || isDigit(c) || '._%+-'.includes(c));
const isDomainChar = (c: string | undefined) => c !== undefined && (isLetter(c) || isDigit(c) || c === '.' || c === '-');
/** Punctuation that ends a sentence rather than the link. */
const isTrailing = (c: string) => '.,;:!?)]'.includes(c);

const SCHEMES = ['https://', 'http://', 'mailto:', 'tel:'] as const;

type Link = { start: number; end: number; href: string; label: string };

/** `word[from, to)` without the sentence punctuation at its end. */
function trimTrailing(word: string, from: number, to: number): number {
  while (to > from && isTrailing(word[to - 1])) to--;
  return to;
}

/**
 * Finds the scheme links of one word in order. Each scheme's next position is searched for once and
 * kept until the reading passes it, so the word is scanned once per scheme however many links it holds.
 */
function schemeFinder(word: string) {
  const next = new Map<(typeof SCHEMES)[number], number>(SCHEMES.map((scheme) => [scheme, -2]));
  return (from: number): Link | null => {
    let best: { at: number; scheme: (typeof SCHEMES)[number] } | null = null;
    for (const scheme of SCHEMES) {
      let at = next.get(scheme) as number;
      if (at !== -1 && at < from) {
        at = word.indexOf(scheme, from);
        // A scheme starts a word: not `xhttp://`.
        while (at !== -1 && isWordChar(word[at - 1])) at = word.indexOf(scheme, at + 1);
        next.set(scheme, at);
      }
      if (at !== -1 && (!best || at < best.at)) best = { at, scheme };
    }
    return best ? schemeLink(word, best.at, best.scheme) : null;
  };
}

/** The link of `scheme` at `at` in `word`, or null when nothing follows the scheme. */
function schemeLink(word: string, at: number, scheme: (typeof SCHEMES)[number]): Link | null {
  const body = at + scheme.length;
  if (scheme === 'tel:') {
    let i = word[body] === '+' ? body + 1 : body;
    if (!isDigit(word[i])) return null;
    let end = i;
    for (; i < word.length && (isDigit(word[i]) || '-().'.includes(word[i])); i++) if (isDigit(word[i])) end = i + 1;
    const link = word.slice(at, end);
    return { start: at, end, href: link, label: link.slice(scheme.length) };
  }
  const end = trimTrailing(word, body, word.length);
  if (end === body) return null;
  const link = word.slice(at, end);
  return { start: at, end, href: link, label: scheme === 'mailto:' ? link.slice(scheme.length) : link };
}

/** The first bare e-mail address in `word[from, to)` whose `@` is at or after `firstAt`, or null. */
function addressLink(word: string, from: number, to: number, firstAt: number): Link | null {
  for (let at = firstAt; at !== -1 && at < to; at = word.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && isLocalChar(word[start - 1])) start--;
    let end = at + 1;
    while (end < to && isDomainChar(word[end])) end++;
    end = trimTrailing(word, at + 1, end);
    while (end > at + 1 && word[end - 1] === '-') end--;
    // The domain ends in a dot and two letters or more (a top-level domain).
    let tldStart = end;
    while (tldStart > at + 1 && isLetter(word[tldStart - 1])) tldStart--;
    const tldOk = end - tldStart >= 2 && word[tldStart - 1] === '.' && tldStart - 1 > at + 1;
    if (start === at || !tldOk) continue;
    const address = word.slice(start, end);
    return { start, end, href: `mailto:${address}`, label: address };
  }
  return null;
}

/** The links of one word: http(s), mailto: and tel: links, and bare e-mail addresses. */
function wordLinks(word: string): Link[] {
  const links: Link[] = [];
  const findScheme = schemeFinder(word);
  let nextAt = word.indexOf('@');
  let from = 0;
  while (from < word.length) {
    const scheme = findScheme(from);
    const limit = scheme ? scheme.start : word.length;
    if (nextAt !== -1 && nextAt < from) nextAt = word.indexOf('@', from);
    const address = addressLink(word, from, limit, nextAt);
    const next = address ?? scheme;
    if (!next) break;
    links.push(next);
    from = next.end;
  }
  return links;
}

/**
 * One line of text as HTML: escaped, with its links. The line is read word by word in one pass
 * (no regular expression that could backtrack on what a visitor typed, decision 029).
 */
export function linkify(line: string): string {
  const out: string[] = [];
  let last = 0;
  let wordStart = 0;
  for (let i = 0; i <= line.length; i++) {
    if (i < line.length && !isBreak(line[i])) continue;
    if (i > wordStart) {
      for (const link of wordLinks(line.slice(wordStart, i))) {
        out.push(escapeHtml(line.slice(last, wordStart + link.start)));
        out.push(`<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`);
        last = wordStart + link.end;
      }
    }
    wordStart = i + 1;
  }
  out.push(escapeHtml(line.slice(last)));
  return out.join('');
}

/** Paragraphs (blank-line separated) with their line breaks. */
export function textToHtmlBody(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p style="margin:0 0 1em">${paragraph.split('\n').map(linkify).join('<br>\n')}</p>`)
    .join('\n');
}

/** A complete HTML document around a body, with the styles mail apps keep (inline). */
export function htmlDocument(subject: string, body: string, language: Language = 'en'): string {
  return [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[language]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.55">',
    `<div style="max-width:640px">${body}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** The HTML part of a plain-text message. */
export const textToHtml = (subject: string, text: string, language?: Language) =>
  htmlDocument(subject, textToHtmlBody(text), language);
