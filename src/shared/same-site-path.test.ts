import { describe, expect, it } from 'vitest';
import { LANGUAGES, localizedPath } from './i18n/languages.ts';
import { sameSitePath } from './same-site-path.ts';

const ORIGIN = 'https://rentals.example';
/** Where a browser on this site goes for `href`. */
const hostOf = (href: string) => new URL(href, `${ORIGIN}/es/page`).host;

/** What attackers write to make a path lead to their host, raw and in the forms a browser or the router decodes. */
const CRAFTED = [
  '//evil.example',
  '///evil.example',
  '//evil.example/x?y=1#z',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'evil.example',
];

/** Issue 44 item 2 (docs/decisions/093): one function keeps every link the server writes from a path on the site. */
describe('sameSitePath', () => {
  it.each(CRAFTED)('keeps %j on the site', (path) => {
    const safe = sameSitePath(path);
    expect(safe).toMatch(/^\/(?![/\\])/);
    expect(hostOf(safe)).toBe('rentals.example');
  });

  it('leaves the site’s own paths as they are', () => {
    for (const path of ['/', '/about', '/es/', '/zh/property/4?x=1#top', '/%2F%2Fevil.example', '/a/%5Cb'])
      expect(sameSitePath(path)).toBe(path);
    expect(sameSitePath('//evil.example/x?y=1')).toBe('/evil.example/x?y=1');
    expect(sameSitePath('/\\evil.example')).toBe('/evil.example');
  });
});

describe('localizedPath from a crafted path, in every language', () => {
  const prefixes = ['', '/es', '/zh'];
  it.each(prefixes.flatMap((prefix) => CRAFTED.filter((c) => /^[\t ]*[/\\]/.test(c)).map((c) => `${prefix}${c}`)))(
    '%j stays on the site in en, es and zh',
    (path) => {
      for (const language of LANGUAGES) {
        const link = localizedPath(path, language);
        expect(link, language).toMatch(/^\/(?![/\\])/);
        expect(hostOf(link), `${language}: ${link}`).toBe('rentals.example');
      }
    },
  );

  it("writes '/es//evil.example' in English as '/evil.example', and the site's paths as before", () => {
    expect(localizedPath('/es//evil.example', 'en')).toBe('/evil.example');
    expect(localizedPath('/zh//evil.example/x', 'en')).toBe('/evil.example/x');
    expect(localizedPath('/es/\\evil.example', 'en')).toBe('/evil.example');
    expect(localizedPath('/property/4', 'es')).toBe('/es/property/4');
    expect(localizedPath('/es/property/4?x=1', 'zh')).toBe('/zh/property/4?x=1');
    expect(localizedPath('/zh', 'en')).toBe('/');
    expect(localizedPath('/', 'zh')).toBe('/zh/');
    expect(localizedPath('#main', 'es')).toBe('#main');
    expect(localizedPath('mailto:agent@example.com', 'es')).toBe('mailto:agent@example.com');
  });
});
