import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_CHARACTERS, MAX_PATH_SEGMENTS } from '../../src/server/platform/plugins/path-bounds.ts';
import { PUBLIC_TEXT } from '../../src/shared/texts/public.ts';
import { REQUEST_LIMIT_TEXT } from '../../src/shared/texts/common.ts';
import { DATABASES } from '../support/app.ts';
import { decodeHtml } from '../support/i18n-pages.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const ORIGIN = 'https://rentals.example';

interface Answer {
  status: number;
  location: string | undefined;
  contentType: string;
  body: string;
  ms: number;
}

/** A GET with its path sent exactly as written (fetch would read `\`, `.` and `..` first, as a browser does). */
function rawGet(base: string, path: string, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - start,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every address a page's HTML names (links, forms, images, scripts, meta content that is a URL). */
function addresses(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src|action|content)="([^"]*)"/g)]
    .map((m) => decodeHtml(m[1]))
    .filter((value) => /^[/\\]|^https?:/i.test(value.trim()));
}

/** The host a browser on `page` would go to for `address`. */
const hostOf = (address: string, page: string) => new URL(address, `${ORIGIN}${page.startsWith('/') ? '' : '/'}`).host;

/** What attackers put after a language prefix to make the page write a link to their host. */
const CRAFTED = [
  '//evil.example',
  '//evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/.//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/%09/evil.example',
];
const PREFIXES = ['', '/es', '/zh'];
/** The external sites the footer links to (the agency's social pages, the State's notice) and maps. */
const EXTERNAL = /(^|\.)(instagram\.com|facebook\.com|linkedin\.com|dos\.ny\.gov|google\.com|x\.com|twitter\.com)$/;

/**
 * Issue 44 items 1 and 2 (docs/decisions/093): a path past the bounds is refused at once, before any page is
 * rendered (the 7,000-segment path that held the server 3 to 4 s); no crafted path makes a page write a link
 * to another site, under every language prefix; a language prefix in another case is no English duplicate.
 * The production build over HTTP.
 */
describe.each(DATABASES)('hostile paths on %s', (database) => {
  let t: RunningServer;

  beforeAll(async () => {
    t = await startServer({ database, env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(() => t?.close());

  it('answers a 7,000-segment path at once with a small page (414: 14,003 characters), and /api/health stays fast during it', async () => {
    const path = `/zh${'/a'.repeat(7000)}`;
    // Warm: the first page render of a process loads its modules.
    await rawGet(t.url, '/');
    const health: number[] = [];
    let hostileDone = false;
    const hostile = Promise.all(Array.from({ length: 10 }, () => rawGet(t.url, path))).finally(() => (hostileDone = true));
    while (!hostileDone) {
      const answer = await rawGet(t.url, '/api/health');
      expect(answer.status).toBe(200);
      health.push(answer.ms);
    }
    const answers = await hostile;
    for (const answer of answers) {
      expect(answer.status).toBe(414);
      // The refusal page, not the site's rendered 404 page (no React Router, no hydration data).
      expect(answer.body).toContain(`<h1>${REQUEST_LIMIT_TEXT.addressTooLongTitle}</h1>`);
      expect(answer.body).not.toContain('__reactRouter');
      expect(answer.body.length).toBeLessThan(4096);
      // Before the bound, one such request took 3.9 s (issue 44); a loaded two-core machine has room here.
      expect(answer.ms).toBeLessThan(1000);
    }
    expect(Math.max(...health)).toBeLessThan(1000);
  });

  it('refuses a path over the character bound with 414 (the API: its 404, as any guess) and over the segment bound with 404, the API in its envelope', async () => {
    const long = `/${'b'.repeat(MAX_PATH_CHARACTERS)}`;
    const page = await rawGet(t.url, long);
    expect(page.status).toBe(414);
    expect(page.body).toContain(`<h1>${REQUEST_LIMIT_TEXT.addressTooLongTitle}</h1>`);
    const api = await rawGet(t.url, `/api/${'b'.repeat(MAX_PATH_CHARACTERS)}`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ success: false, message: 'Route not found' });
    // A query is not the path: React Router's route discovery sends long ones.
    expect((await rawGet(t.url, `/about?x=${'q'.repeat(MAX_PATH_CHARACTERS * 2)}`)).status).toBe(200);

    const deep = await rawGet(t.url, '/x'.repeat(MAX_PATH_SEGMENTS + 1));
    expect(deep.status).toBe(404);
    expect(deep.body).toContain(`<h1>${PUBLIC_TEXT.pageNotFound}</h1>`);
    expect(deep.body).not.toContain('__reactRouter');
    const apiDeep = await rawGet(t.url, `/api${'/x'.repeat(MAX_PATH_SEGMENTS)}`);
    expect(apiDeep.status).toBe(404);
    expect(JSON.parse(apiDeep.body)).toEqual({ success: false, message: 'Route not found' });
    // At the bound, the site's own 404 page is rendered as before.
    const atBound = await rawGet(t.url, '/x'.repeat(MAX_PATH_SEGMENTS));
    expect(atBound.status).toBe(404);
    expect(atBound.body).toContain('__reactRouter');
  });

  it.each(PREFIXES)('writes no link to another site from a crafted path under the prefix "%s"', async (prefix) => {
    for (const crafted of CRAFTED) {
      const path = `${prefix}${crafted}`;
      const answer = await rawGet(t.url, path);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.location !== undefined)
        expect(hostOf(answer.location, path), `${path} → ${answer.location}`).toBe('rentals.example');
      const written = addresses(answer.body);
      expect(written.length, path).toBeGreaterThan(0);
      for (const address of written) {
        const host = hostOf(address, path);
        expect(host === 'rentals.example' || EXTERNAL.test(host), `${path} writes ${address}`).toBe(true);
      }
      // The language switch's links in particular: each a path from this site's root.
      const switchLinks = [...answer.body.matchAll(/<a href="([^"]*)" hreflang="[^"]+" lang="[^"]+" data-language=/g)].map((m) =>
        decodeHtml(m[1]),
      );
      expect(switchLinks.length, path).toBeGreaterThanOrEqual(3);
      for (const link of switchLinks) expect(link, path).toMatch(/^\/(?![/\\])/);
    }
  });

  it("gives '/es//evil.example' a switch whose English link stays on the site", async () => {
    const answer = await rawGet(t.url, '/es//evil.example');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('href="//evil.example"');
    const english = /<a href="([^"]*)" hreflang="en"/.exec(answer.body)?.[1];
    expect(english).toBe('/evil.example');
  });

  it('sends a language prefix in another case to its lowercase address, never an English duplicate', async () => {
    const cases: Array<[string, string]> = [
      ['/ZH/', '/zh/'],
      ['/ZH', '/zh/'],
      ['/Es/about', '/es/about'],
      ['/eS/about?listing=3', '/es/about?listing=3'],
      ['/Zh//evil.example', '/zh//evil.example'],
    ];
    for (const [path, lowercase] of cases) {
      const answer = await rawGet(t.url, path);
      expect(answer.status, path).toBe(301);
      expect(answer.location, path).toBe(lowercase);
    }
    // A form posted there and a data request are not pages to read: 404.
    expect((await rawGet(t.url, '/Es/about', 'POST')).status).toBe(404);
    expect((await rawGet(t.url, '/ES/about.data')).status).toBe(404);
    // The lowercase addresses are the pages themselves.
    const spanish = await rawGet(t.url, '/es/about');
    expect(spanish.status).toBe(200);
    expect(spanish.body).toMatch(/<html lang="es"/);
    // A path merely starting with the letters is not a prefix (a building's page, 404 here).
    expect((await rawGet(t.url, '/Estates')).status).toBe(404);
  });
});
