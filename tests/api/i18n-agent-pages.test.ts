import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { DATABASES } from '../support/app.ts';
import { CATALOGUES } from '../../src/shared/i18n/catalogues/index.ts';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { SETTINGS_TEXT as T } from '../../src/shared/texts/settings.ts';
import { decodeHtml } from '../support/i18n-pages.ts';
import { listingFields } from './viewings-fixtures.ts';

/** The property page shows the agent's description in the page's language, else the English marked lang="en" (decision 072). */
describe.each(DATABASES)('the agent’s description on the property page on %s', (database) => {
  let t: RunningServer;
  let id: number;

  beforeAll(async () => {
    t = await startServer({ database, build: { viewingReminders: false, digestScheduler: false, followUpDigest: false } });
    id = (
      await t.app.services.listings.create(
        listingFields({ description: 'Bright corner unit.', description_es: 'Esquina luminosa.', description_zh: '' }),
      )
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('Spanish page: the Spanish description; Chinese page: the English one with lang="en"; English page: the English', async () => {
    const es = await page(`/es/property/${id}`);
    expect(es).toContain('Esquina luminosa.');
    expect(es).not.toMatch(/<p lang="en"[^>]*>Esquina/);
    const zh = await page(`/zh/property/${id}`);
    expect(zh).toMatch(/<p lang="en"[^>]*>Bright corner unit\.<\/p>/);
    const en = await page(`/property/${id}`);
    expect(en).toMatch(/<p class="[^"]*">Bright corner unit\.<\/p>/);
  });
  it('the about page: the Spanish tagline and biography on /es/about; the English ones marked lang="en" on /zh/about', async () => {
    const auth = await t.login();
    const { photo: _photo, ...agent } = DEFAULT_SITE_SETTINGS.agent;
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: {
        ...DEFAULT_SITE_SETTINGS,
        agent,
        translations: { es: { tagline: 'Apartamentos en Manhattan.', biography: 'Ayudo a inquilinos.' }, zh: {} },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const es = await page('/es/about');
    expect(es).toMatch(/<p class="[^"]*">Apartamentos en Manhattan\.<\/p>/);
    expect(es).toContain('Ayudo a inquilinos.');
    const zh = await page('/zh/about');
    // The product's default tagline is the product's words: said in Chinese (issue 46), not marked English.
    expect(zh).toMatch(new RegExp(`<p class="[^"]*">${CATALOGUES.zh['site-settings']['DEFAULT_SETTINGS.tagline']}</p>`));
    expect(zh).toMatch(/<div lang="en" class="max-w-3xl/);
    const en = await page('/about');
    expect(en).not.toContain('lang="en" class="max-w-3xl');
  });
  it('the footer: the Fair Housing Notice in the page’s language when the agent gave its link, else the English one; the Spanish tagline on /es/', async () => {
    const auth = await t.login();
    const { photo: _photo, ...agent } = DEFAULT_SITE_SETTINGS.agent;
    const english = DEFAULT_SITE_SETTINGS.fairHousingNoticeUrl;
    const spanish = 'https://dos.ny.gov/system/files/documents/aviso-de-vivienda-justa.pdf';
    const put = (translations: unknown) =>
      t.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: auth,
        payload: { ...DEFAULT_SITE_SETTINGS, agent, translations },
      });
    const saved = await put({
      es: { tagline: 'Apartamentos en Manhattan.', fairHousingNoticeUrl: `  ${spanish} ` },
      zh: { fairHousingNoticeUrl: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.translations.es.fairHousingNoticeUrl).toBe(spanish);
    expect(saved.json().settings.translations.zh.fairHousingNoticeUrl).toBe('');

    /** The page's footer: where its Fair Housing Notice link goes, and its tagline. */
    const footer = async (path: string, language: 'en' | 'es' | 'zh') => {
      const html = await page(path);
      const part = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      const label = CATALOGUES[language].public['PUBLIC_TEXT.fairHousingNotice'];
      const notices = [...part.matchAll(/<a href="([^"]*)"[^>]*>((?:(?!<\/a>)[\s\S])*)<\/a>/g)].filter(([, , text]) =>
        text.includes(label),
      );
      expect(notices, path).toHaveLength(1);
      return {
        notice: decodeHtml(notices[0][1]),
        tagline: decodeHtml(/<p class="max-w-xs[^"]*">([^<]*)<\/p>/.exec(part)?.[1] ?? ''),
      };
    };
    expect(await footer('/es/about', 'es')).toEqual({ notice: spanish, tagline: 'Apartamentos en Manhattan.' });
    expect(await footer('/es/', 'es')).toEqual({ notice: spanish, tagline: 'Apartamentos en Manhattan.' });
    expect(await footer('/zh/about', 'zh')).toEqual({
      notice: english,
      tagline: CATALOGUES.zh['site-settings']['DEFAULT_SETTINGS.tagline'],
    });
    expect(await footer('/', 'en')).toEqual({ notice: english, tagline: DEFAULT_SITE_SETTINGS.tagline });
    expect(await footer('/about', 'en')).toEqual({ notice: english, tagline: DEFAULT_SITE_SETTINGS.tagline });

    // 19 NYCRR 175.28 (issue 47 item 8): where the link is the Department of State's English Notice, a sentence in
    // the page's language says so; not where the agent gave the Notice in the page's language, nor in English.
    const sentence = (language: 'en' | 'es' | 'zh') => CATALOGUES[language].public['PUBLIC_TEXT.fairHousingNoticeInEnglish'];
    const footerOf = async (path: string) => {
      const html = await page(path);
      return decodeHtml(html.slice(html.indexOf('<footer'), html.indexOf('</footer>')));
    };
    expect(await footerOf('/zh/about')).toContain(sentence('zh'));
    expect(await footerOf('/es/about')).not.toContain(sentence('es'));
    expect(await footerOf('/about')).not.toContain(sentence('en'));

    // A link that is not an https:// address is refused with the field's message, and nothing changes.
    const refused: Array<[unknown, string]> = [
      [{ es: { fairHousingNoticeUrl: 'http://dos.ny.gov/aviso.pdf' } }, T.httpsUrl('Fair Housing Notice link in Spanish')],
      [{ es: { fairHousingNoticeUrl: 'dos.ny.gov/aviso.pdf' } }, T.httpsUrl('Fair Housing Notice link in Spanish')],
      [{ zh: { fairHousingNoticeUrl: 'javascript:alert(1)' } }, T.httpsUrl('Fair Housing Notice link in Chinese')],
      [{ zh: { fairHousingNoticeUrl: 'https://' } }, T.httpsUrl('Fair Housing Notice link in Chinese')],
      [{ zh: { fairHousingNoticeUrl: 42 } }, T.httpsUrl('Fair Housing Notice link in Chinese')],
    ];
    for (const [translations, message] of refused) {
      const res = await put(translations);
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await footer('/es/about', 'es')).toEqual({ notice: spanish, tagline: 'Apartamentos en Manhattan.' });

    // Emptied: the Spanish page links the English notice again.
    expect((await put({ es: { tagline: 'Apartamentos en Manhattan.' }, zh: {} })).statusCode).toBe(200);
    expect((await footer('/es/about', 'es')).notice).toBe(english);
  });

  it('every word of a card and the frame in the page’s language: sizes, amenities, the default tagline, title and licence line, and the agent’s own', async () => {
    const roomie = await t.app.services.listings.create(listingFields({ size: '1 Roomie', amenities: ['Balcony', 'Elevator'] }));
    const es = await page('/es/');
    expect(es).toContain('1 compañero de cuarto');
    expect(es).not.toMatch(/>1 Roomie</);
    const property = await page(`/es/property/${roomie.id}`);
    expect(property).toContain('Balcón');
    expect(property).toContain('Ascensor');
    expect(property).toContain('1 compañero de cuarto');
    const zh = await page('/zh/');
    expect(zh).toContain('1位室友');
    // The grid's count says every home as English does ('2 homes'), not 'N of N'; a narrowing search says 'N of M'.
    const count = (html: string) => decodeHtml(/data-testid="result-count"[^>]*>([^<]*)</.exec(html)![1]!);
    const homes = Number(/^(\d+) homes?$/.exec(count(await page('/')))![1]);
    expect(count(es)).toBe(`${homes} ${homes === 1 ? 'propiedad' : 'propiedades'}`);
    expect(count(zh)).toBe(`${homes}套房源`);
    expect(count(await page('/es/?minPrice=999999'))).toMatch(/^0 de \d+ propiedad/);
    // The size filter names each size in the page's language and keeps the stored text as its value.
    expect(es).toMatch(/<option value="1 Roomie"[^>]*>1 compañero de cuarto<\/option>/);

    const auth = await t.login();
    const { photo: _photo, ...agent } = DEFAULT_SITE_SETTINGS.agent;
    const put = (payload: object) =>
      t.inject({ method: 'PUT', url: '/api/settings', headers: auth, payload: { ...DEFAULT_SITE_SETTINGS, agent, ...payload } });
    expect((await put({ translations: { es: {}, zh: {} } })).statusCode).toBe(200);
    expect(await page('/es/')).toContain(CATALOGUES.es['site-settings']['DEFAULT_SETTINGS.licenseLine']);
    // The agent's own licence line (with a licence number the product cannot translate): English until the agent gives theirs.
    const own = 'Licensed Real Estate Salesperson, NYS License No. 10401234567';
    expect((await put({ licenseLine: own, translations: { es: {}, zh: {} } })).statusCode).toBe(200);
    expect(await page('/es/')).toContain(own);
    const saved = await put({
      licenseLine: own,
      translations: {
        es: { licenseLine: 'Agente con licencia del estado de Nueva York, n.º 10401234567', title: 'Agente inmobiliaria' },
        zh: {},
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.translations.es).toMatchObject({ title: 'Agente inmobiliaria' });
    const spanish = await page('/es/');
    expect(spanish).toContain('Agente con licencia del estado de Nueva York, n.º 10401234567');
    expect(spanish).not.toContain(own);
    const tooLong = await put({ translations: { es: { title: 'x'.repeat(101) }, zh: {} } });
    expect(tooLong.statusCode).toBe(400);
  });
});
