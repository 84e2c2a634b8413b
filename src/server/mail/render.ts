/**
 * The HTML part of a message, built from its plain text: every character escaped, line breaks and
 * paragraphs kept, web addresses and e-mail addresses turned into links. Nothing the sender typed
 * becomes markup (no script, no image, no style), and nothing loads from elsewhere.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

// http(s) links, mailto:/tel: links, and bare e-mail addresses.
const LINK =
  /\b(?:https?:\/\/[^\s<>"']+|mailto:[^\s<>"']+|tel:\+?[0-9][0-9\-().]*[0-9])|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Punctuation that ends a sentence rather than the link.
const TRAILING = /[.,;:!?)\]]+$/;

/** One line of text as HTML: escaped, with its links. */
export function linkify(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    let link = match[0];
    const trailing = TRAILING.exec(link)?.[0] ?? '';
    if (trailing) link = link.slice(0, -trailing.length);
    const start = match.index;
    out += escapeHtml(line.slice(last, start));
    const href = /^(https?:|mailto:|tel:)/i.test(link) ? link : `mailto:${link}`;
    const label = link.replace(/^(mailto:|tel:)/i, '');
    out += `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
    last = start + link.length;
  }
  return out + escapeHtml(line.slice(last));
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
export function htmlDocument(subject: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.55">',
    `<div style="max-width:640px">${body}</div>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** The HTML part of a plain-text message. */
export const textToHtml = (subject: string, text: string) => htmlDocument(subject, textToHtmlBody(text));
