import { CATALOGUES } from '../../src/shared/i18n/catalogues/index.ts';
import type { TextModule } from '../../src/shared/i18n/types.ts';

/** An HTML text decoded as a reader gets it (the entities React and the renderer write). */
export const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** What a reader of the page gets: its text and its attributes people read (alt, aria-label, title, placeholder). */
export function readableText(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<style\b[\s\S]*?<\/style>/g, ' ');
  const attributes = [...body.matchAll(/\b(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  return decodeHtml(`${body.replace(/<[^>]+>/g, '\n')}\n${attributes.join('\n')}`);
}

/**
 * The English catalogue's texts a translated page must not show: every plain text of `modules`, longer than
 * a few words' worth, that its translations do not keep as they are (names, the brand).
 */
export function englishTexts(modules: readonly TextModule[]): string[] {
  const texts = new Set<string>();
  for (const module of modules) {
    const en = CATALOGUES.en[module];
    for (const [key, message] of Object.entries(en)) {
      if (/[{}]/.test(message)) continue;
      const text = message.replace(/''/g, "'");
      if (text.length < 12) continue;
      if (CATALOGUES.es[module]?.[key] === message || CATALOGUES.zh[module]?.[key] === message) continue;
      texts.add(text);
    }
  }
  return [...texts];
}

/** The English catalogue texts `html` shows (none on a Spanish or Chinese page). */
export function englishShown(html: string, english: readonly string[]): string[] {
  const text = readableText(html);
  return english.filter((phrase) => text.includes(phrase));
}
