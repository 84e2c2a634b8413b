import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import type { SiteSettings } from '../../src/shared/site-settings.schema.ts';
import { SETTINGS_TEXT as T } from '../../src/shared/texts/settings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { imagePart, multipart } from './listings-fixtures.ts';

const AGENT = { name: 'Jane Agent', email: 'jane.agent@test.local', password: 'agent-password-1', role: 'agent' };

/** The editable part of the settings (what PUT takes): everything but the headshot. */
function editable(settings: SiteSettings) {
  const { photo: _photo, ...agent } = settings.agent;
  return { ...settings, agent };
}

describe.each(DATABASES)('site settings API on %s', (database) => {
  let t: TestApp;
  let admin: { authorization: string };
  let agent: { authorization: string };

  beforeAll(async () => {
    // The production web build too: saving must drop the cached public pages.
    t = await createTestApp({ database, build: { web: 'build' } });
    admin = await t.login();
    const created = await t.inject({ method: 'POST', url: '/api/auth/register', headers: admin, payload: AGENT });
    expect(created.statusCode, created.body).toBe(201);
    agent = await t.login({ email: AGENT.email, password: AGENT.password });
  });
  afterAll(() => t.close());

  const get = async (headers = admin) => t.inject({ method: 'GET', url: '/api/settings', headers });
  const put = (payload: unknown, headers = admin) =>
    t.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as object });

  it('a fresh database answers the defaults, to every signed-in account, and to nobody else', async () => {
    for (const headers of [admin, agent]) {
      const res = await get(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, settings: DEFAULT_SITE_SETTINGS });
    }
    const anonymous = await t.inject({ method: 'GET', url: '/api/settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves every field for an administrator, trimmed, and reads it back', async () => {
    const next = {
      ...editable(DEFAULT_SITE_SETTINGS),
      brand: '  Uptown Homes ',
      agent: {
        ...editable(DEFAULT_SITE_SETTINGS).agent,
        phone: '(646) 555-0199',
        biography: 'First paragraph.\n\nSecond paragraph\nwith a line break.',
      },
      office: { ...DEFAULT_SITE_SETTINGS.office, region: 'ny' },
      social: { instagram: '', facebook: 'https://www.facebook.com/uptown', linkedin: '', x: 'https://x.com/uptown' },
      inquiryAcknowledgement: true,
      newsletterPeriod: 'daily',
    };
    const res = await put(next);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(T.saved);
    expect(body.settings.brand).toBe('Uptown Homes');
    expect(body.settings.agent.phone).toBe('(646) 555-0199');
    expect(body.settings.agent.biography).toEqual(['First paragraph.', 'Second paragraph with a line break.']);
    expect(body.settings.office.region).toBe('NY');
    expect(body.settings.social).toEqual(next.social);
    expect(body.settings.inquiryAcknowledgement).toBe(true);
    expect(body.settings.newsletterPeriod).toBe('daily');
    expect((await get(agent)).json().settings).toEqual(body.settings);
  });

  it('refuses writes from an agent account with 403, whatever the body', async () => {
    const before = (await get()).json().settings;
    for (const payload of [editable(DEFAULT_SITE_SETTINGS), {}]) {
      const res = await put(payload, agent);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: T.adminOnly });
    }
    const form = multipart({}, [
      imagePart(
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      ),
    ]);
    const photo = await t.inject({
      method: 'POST',
      url: '/api/settings/photo',
      headers: { ...agent, ...form.headers },
      payload: form.payload,
    });
    expect(photo.statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: '/api/settings/photo', headers: agent })).statusCode).toBe(403);
    expect((await get()).json().settings).toEqual(before);
  });

  it('validates every field with a clear message, and changes nothing', async () => {
    const before = (await get()).json().settings;
    const base = editable(before);
    const cases: Array<[string, unknown, string]> = [
      ['brand empty', { ...base, brand: '  ' }, T.brandRequired],
      ['agent missing', { ...base, agent: undefined }, T.agentNameRequired],
      ['phone letters', { ...base, agent: { ...base.agent, phone: 'call me' } }, T.phoneInvalid],
      ['phone too short', { ...base, agent: { ...base.agent, phone: '555-0143' } }, T.phoneInvalid],
      ['email', { ...base, agent: { ...base.agent, email: 'dana@' } }, T.emailInvalid],
      ['biography empty', { ...base, agent: { ...base.agent, biography: ' \n\n ' } }, T.biographyRequired],
      ['zip', { ...base, office: { ...base.office, postalCode: '1001' } }, T.postalCodeInvalid],
      ['state', { ...base, office: { ...base.office, region: 'New York' } }, T.regionInvalid],
      ['social http', { ...base, social: { ...base.social, instagram: 'http://instagram.com/x' } }, T.httpsUrl('Instagram link')],
      ['social script', { ...base, social: { ...base.social, x: 'javascript:alert(1)' } }, T.httpsUrl('X link')],
      ['notice url', { ...base, fairHousingNoticeUrl: 'ftp://dos.ny.gov/notice.pdf' }, T.httpsUrl('Fair Housing Notice link')],
      ['period', { ...base, newsletterPeriod: 'hourly' }, T.newsletterPeriodInvalid],
      ['acknowledgement', { ...base, inquiryAcknowledgement: 'maybe' }, T.inquiryAcknowledgementInvalid],
      ['brand too long', { ...base, brand: 'x'.repeat(101) }, T.tooLong('Brand name', 100)],
    ];
    for (const [name, payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ success: false, message });
    }
    const notJson = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1,',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get()).json().settings).toEqual(before);
  });

  it('drops every cached public page when the settings are saved', async () => {
    const page = () => t.inject({ method: 'GET', url: '/about' });
    await page();
    const hit = await page();
    expect(hit.headers['x-cache']).toBe('HIT');
    const base = editable((await get()).json().settings);
    const saved = await put({ ...base, agent: { ...base.agent, phone: '(917) 555-0123' } });
    expect(saved.statusCode).toBe(200);
    const after = await page();
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('(917) 555-0123');
    expect(after.body).toContain('href="tel:+19175550123"');
  });

  it('takes a headshot through the photo pipeline: upright WebP variants without metadata; replacing and removing delete the files', async () => {
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8899aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'TestPhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5489/100' } })
      .toBuffer();
    const upload = async (data: Buffer) => {
      const form = multipart({}, [imagePart(data)]);
      return t.inject({
        method: 'POST',
        url: '/api/settings/photo',
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
    };
    const res = await upload(original);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(T.photoSaved);
    const photo = res.json().settings.agent.photo;
    expect(photo).toMatchObject({ width: 600, height: 900 });
    expect(photo.url).toMatch(/^\/uploads\/photos\/[0-9a-f]{2}\/[0-9a-f]{20}-600\.webp$/);
    expect(photo.srcset).toContain('-480.webp 480w');
    const served = await t.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const file = path.join(t.dataDir, 'uploads', photo.url.replace('/uploads/', ''));
    await readFile(file);
    const replaced = await upload(
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    expect(replaced.statusCode).toBe(200);
    await expect(readFile(file)).rejects.toThrow();
    expect((await t.inject({ method: 'GET', url: '/about' })).body).toContain(replaced.json().settings.agent.photo.url);

    const notImage = await upload(Buffer.from('%PDF-1.4 not a photo'));
    expect(notImage.statusCode).toBe(415);
    const none = await t.inject({
      method: 'POST',
      url: '/api/settings/photo',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ success: false, message: T.photoRequired });

    const removed = await t.inject({ method: 'DELETE', url: '/api/settings/photo', headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().settings.agent.photo).toBeNull();
    expect(removed.json().message).toBe(T.photoRemoved);
  });
});
