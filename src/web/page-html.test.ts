import { describe, expect, it } from 'vitest';
import { finishPageHtml } from './page-html.ts';

const page =
  '<!DOCTYPE html><html><head><title>Café · 5½ rooms</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<style id="site-css" nonce="n"></style><link rel="preload" as="image" href="/p.webp"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>rel="modulepreload" in the text stays, <style id="site-css"></style> too</p><script type="module">import "/assets/a.js";</script></body></html>';
const css = Buffer.from('body{font-family:"Ünïcode",sans-serif}');

describe('finishPageHtml', () => {
  it('writes the stylesheet into its element and removes the module preloads of the head, leaving the rest byte for byte', () => {
    expect(finishPageHtml(Buffer.from(page), { stylesheet: css, withoutModulePreloads: true }).toString()).toBe(
      '<!DOCTYPE html><html><head><title>Café · 5½ rooms</title>' +
        '<style id="site-css" nonce="n">body{font-family:"Ünïcode",sans-serif}</style><link rel="preload" as="image" href="/p.webp"/></head>' +
        '<body><p>rel="modulepreload" in the text stays, <style id="site-css"></style> too</p><script type="module">import "/assets/a.js";</script></body></html>',
    );
  });

  it('writes the JSON-LD as a data block at the end of the head, with nothing in it that could close the script', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      name: '</script><script>alert(1)</script> & <!-- \u2028\u2029',
      price: 3450,
    };
    const html = finishPageHtml(Buffer.from(page), { jsonLd }).toString();
    const [, head, body] = /^([\s\S]*)<\/head>([\s\S]*)$/.exec(html)!;
    expect(head).toMatch(
      /<\/style><link rel="preload" as="image" href="\/p.webp"\/><link rel="modulepreload" href="\/assets\/b.js"\/><script type="application\/ld\+json">/,
    );
    const data = /<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(head)![1]!;
    expect(data).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(data)).toEqual(jsonLd);
    expect(`</head>${body}`).toBe(page.slice(page.indexOf('</head>')));
  });

  it('keeps the module preloads of the back-office', () => {
    const html = finishPageHtml(Buffer.from(page), { stylesheet: css }).toString();
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(html).toContain(`<style id="site-css" nonce="n">${css.toString()}</style>`);
  });

  it('passes a document without a head end, or with nothing to do, through whole', () => {
    const fragment = Buffer.from('<p>no head</p>');
    expect(finishPageHtml(fragment, { stylesheet: css, withoutModulePreloads: true })).toBe(fragment);
    const bare = Buffer.from(page);
    expect(finishPageHtml(bare, {})).toBe(bare);
  });
});
