import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentText } from '../../src/shared/agent-text.ts';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields } from './viewings-fixtures.ts';

/** Issue 37: the agent's own words in Spanish and Chinese, optional, the English shown (marked) where none (decision 072). */
describe.each(DATABASES)('the agent’s translated texts on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, build: { viewingReminders: false, digestScheduler: false, followUpDigest: false } });
    auth = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a listing keeps a Spanish and a Chinese description; staff read them beside the listing, whose shape stays the spec’s', async () => {
    const { id } = await t.app.services.listings.create(listingFields({ description_es: 'Luminoso y tranquilo.' }));
    const staff = (await t.inject({ method: 'GET', url: `/api/listings/${id}`, headers: auth })).json();
    expect(staff.translations).toEqual({ description_es: 'Luminoso y tranquilo.', description_zh: '' });
    expect(staff.listing.description_es).toBeUndefined();
    const visitor = (await t.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
    expect(visitor.translations).toBeUndefined();

    const edited = await t.inject({
      method: 'POST',
      url: `/api/listings/${id}`,
      headers: auth,
      payload: { description_zh: '明亮安静。' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [translations] = (await t.app.services.listings.descriptionTranslations([id])).values();
    expect(translations).toEqual({ description_es: 'Luminoso y tranquilo.', description_zh: '明亮安静。' });
    const tooLong = await t.inject({
      method: 'POST',
      url: `/api/listings/${id}`,
      headers: auth,
      payload: { description_es: 'a'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Spanish description must be at most 5000 characters');

    // What a page shows: the language's text, else the English one marked as English.
    expect(agentText('es', { en: 'Bright.', es: translations.description_es })).toEqual({
      text: 'Luminoso y tranquilo.',
      language: 'es',
    });
    expect(agentText('zh', { en: 'Bright.', zh: '' })).toEqual({ text: 'Bright.', language: 'en' });
  });

  it('a tip keeps a Spanish and a Chinese title and content; the back-office list answers them by tip, the tip keeps the spec’s shape', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/tips',
      headers: auth,
      payload: {
        title: 'Check the lease',
        content: 'Read every clause.',
        title_es: 'Revise el contrato',
        content_zh: '请阅读每一条。',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { tip } = created.json();
    expect(Object.keys(tip).sort()).toEqual(['content', 'created_at', 'id', 'is_active', 'title', 'updated_at']);
    const list = (await t.inject({ method: 'GET', url: '/api/admin/tips', headers: auth })).json();
    expect(list.translations[String(tip.id)]).toEqual({
      title_es: 'Revise el contrato',
      content_es: '',
      title_zh: '',
      content_zh: '请阅读每一条。',
    });
    const edited = await t.inject({
      method: 'PUT',
      url: `/api/tips/${tip.id}`,
      headers: auth,
      payload: { title: 'Check the lease', content: 'Read every clause.', title_es: '' },
    });
    expect(edited.statusCode).toBe(200);
    const [translations] = (await t.app.services.tips.translations([tip.id])).values();
    expect(translations).toEqual({ title_es: '', content_es: '', title_zh: '', content_zh: '请阅读每一条。' });
  });

  it('the settings keep the tagline and biography in Spanish and Chinese', async () => {
    const { photo: _photo, ...agent } = DEFAULT_SITE_SETTINGS.agent;
    const res = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: {
        ...DEFAULT_SITE_SETTINGS,
        agent,
        translations: { es: { tagline: 'Apartamentos en Manhattan.', biography: 'Uno.\n\nDos.' }, zh: {} },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.translations).toEqual({
      es: { tagline: 'Apartamentos en Manhattan.', title: '', licenseLine: '', biography: ['Uno.', 'Dos.'], fairHousingNoticeUrl: '' },
      zh: { tagline: '', title: '', licenseLine: '', biography: [], fairHousingNoticeUrl: '' },
    });
    const tooLong = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: { ...DEFAULT_SITE_SETTINGS, agent, translations: { es: { tagline: 'a'.repeat(201) } } },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
