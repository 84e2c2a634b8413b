import { describe, expect, it } from 'vitest';
import { linkify, textToHtmlBody } from './render.ts';

describe('linkify (the e-mail renderer’s link finder)', () => {
  it('links web addresses, mailto:, tel: and bare e-mail addresses, leaving sentence punctuation out', () => {
    expect(linkify('See https://example.com/property/7, then (http://a.example/b).')).toBe(
      'See <a href="https://example.com/property/7">https://example.com/property/7</a>, then (<a href="http://a.example/b">http://a.example/b</a>).',
    );
    expect(linkify('Write to me@example.com. Or mailto:nora@example.com')).toBe(
      'Write to <a href="mailto:me@example.com">me@example.com</a>. Or <a href="mailto:nora@example.com">nora@example.com</a>',
    );
    expect(linkify('Call tel:+19175550188.')).toBe('Call <a href="tel:+19175550188">+19175550188</a>.');
  });

  it('links nothing that only looks like part of a link', () => {
    for (const text of ['xhttp://example.com', 'a@b', 'a@b.c1', 'http://', 'tel:abc', 'user@localhost'])
      expect(linkify(text), text).not.toContain('<a ');
  });

  it('escapes everything else and keeps a quote out of the link', () => {
    expect(linkify('<img src="https://evil.example/x.png">')).toBe(
      '&lt;img src=&quot;<a href="https://evil.example/x.png">https://evil.example/x.png</a>&quot;&gt;',
    );
  });

  it('reads inputs built to make a pattern backtrack to the right answer (one pass each)', () => {
    const n = 200_000;
    const cases: Array<[string, number]> = [
      [`a@${'a.'.repeat(n)}`, 0],
      ['@'.repeat(n), 0],
      ['a@'.repeat(n), 0],
      [`http://${'.'.repeat(n)}x`, 1],
      [`${'a'.repeat(10)}@`.repeat(n / 10), 0],
      [`${'tel:1.'.repeat(n / 5)}`, n / 5],
      [`${'x@y.com,'.repeat(n / 8)}`, n / 8],
    ];
    for (const [text, links] of cases) expect(linkify(text).split('<a ').length - 1, text.slice(0, 12)).toBe(links);
  });

  it('keeps paragraphs and line breaks', () => {
    expect(textToHtmlBody('one\ntwo\n\n\nthree')).toBe(
      '<p style="margin:0 0 1em">one<br>\ntwo</p>\n<p style="margin:0 0 1em">three</p>',
    );
  });
});
