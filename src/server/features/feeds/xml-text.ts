/**
 * Characters XML 1.0 cannot carry at all (C0 controls except tab, line feed and carriage return;
 * U+FFFE, U+FFFF; lone surrogates): an agent's pasted text may hold them, the feed drops them.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters to drop
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text an XML document can carry: invalid characters dropped, line ends as line feeds (what a parser reads back). */
export function xmlText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(NOT_XML, '');
}

/** Text for an attribute value: as xmlText, with line breaks and tabs as spaces (what a parser would make of them). */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/[\t\n]/g, ' ');
}

/**
 * The text as CDATA sections: one section cannot hold `]]>`, so the text is cut after its `]]` and
 * the next section starts with `>` (a parser joins adjacent sections back into the text).
 */
export function cdataSections(text: string): string[] {
  const parts = xmlText(text).split(']]>');
  return parts.map((part, i) => `${i > 0 ? '>' : ''}${part}${i < parts.length - 1 ? ']]' : ''}`);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** A plain text as the little HTML StreetEasy reads in a description: escaped, line breaks as `<br>`. */
export function htmlLines(text: string): string {
  return xmlText(text)
    .replace(/[&<>]/g, (c) => HTML_ESCAPES[c] as string)
    .replace(/\n/g, '<br>');
}
