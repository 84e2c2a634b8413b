import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads.ts';

const page =
  '<!DOCTYPE html><html><head><title>Café · 5½ rooms</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="preload" as="image" href="/p.webp"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
  '<body><p>rel="modulepreload" in the text stays</p><script type="module">import "/assets/a.js";</script></body></html>';
const expected =
  '<!DOCTYPE html><html><head><title>Café · 5½ rooms</title><link rel="preload" as="image" href="/p.webp"/></head>' +
  '<body><p>rel="modulepreload" in the text stays</p><script type="module">import "/assets/a.js";</script></body></html>';

/** The page's bytes cut into pieces of `size` (cutting through tags and multi-byte characters). */
const pieces = (size: number) => {
  const bytes = Buffer.from(page);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
};

describe('withoutModulePreloads', () => {
  it('removes the module preloads of the head, whatever the chunks, and leaves the rest byte for byte', async () => {
    for (const size of [1, 3, 7, 64, page.length]) {
      expect(await text(Readable.from(pieces(size)).pipe(withoutModulePreloads())), String(size)).toBe(expected);
    }
  });

  it('passes a document without a head end through whole', async () => {
    const fragment = '<p>no head</p>';
    expect(await text(Readable.from([Buffer.from(fragment)]).pipe(withoutModulePreloads()))).toBe(fragment);
  });
});
