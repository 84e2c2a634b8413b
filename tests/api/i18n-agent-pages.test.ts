import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { DATABASES } from '../support/app.ts';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
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
    expect(zh).toContain(`<p lang="en"`);
    expect(zh).toContain(DEFAULT_SITE_SETTINGS.tagline);
    expect(zh).toMatch(/<div lang="en" class="max-w-3xl/);
    const en = await page('/about');
    expect(en).not.toContain('lang="en" class="max-w-3xl');
  });
});
