import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPEN_VIEWINGS_PER_ADDRESS } from '../../src/server/features/viewings/booking-limits.ts';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { readRefusalHeader, REFUSAL_HEADER } from '../../src/shared/i18n/refusal-header.ts';
import { VIEWING_PAGES_TEXT as P, VIEWINGS_TEXT as T } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { decodeAnswer } from '../support/page-answer.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { rawRequest } from '../support/raw-http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

/**
 * Issue 31, the pages (the production build: `npm run build` first): a Confirm or Decline link that
 * acted answers 200 with its success page and a spent one 410; a path starting with `//` answers the
 * 404 page and logs no error. A refusal with its parameters (the notice's hours, the open viewings an address
 * may hold) is said on the Spanish and Chinese booking pages in their language, from its key (decision 101),
 * while the API answers it in English as before.
 */

/** Monday, November 23, 2026, 9:30 AM in New York. */
const START = new Date('2026-11-23T14:30:00Z');

describe.each(DATABASES)('the viewing links and // paths on %s', (database) => {
  let t: TestApp;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      build: { web: 'build', clock: () => START, viewingReminders: false, digestScheduler: false },
    });
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(() => t?.close());

  /** Books the `index`-th free slot and returns the alert's Confirm and Decline tokens. */
  const request = async (index: number, email: string) => {
    const slots = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    const res = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId, start: slots[index].start, name: 'Link Tester', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [alert] = await outboxMails(t, { kind: 'viewing-alert', textContains: email });
    const token = (label: string) => new RegExp(`^${label}: \\S+/viewings/respond/(\\S+)$`, 'm').exec(alert.text)![1];
    return { id: res.json().viewing.id as number, confirm: token('Confirm'), decline: token('Decline') };
  };
  const post = (token: string) =>
    t.inject({
      method: 'POST',
      url: `/viewings/respond/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('Confirm that acts answers 200 with its success page; the link again (POST or GET) answers 410', async () => {
    const links = await request(3, 'links-confirm@example.com');
    const ready = await t.inject({ method: 'GET', url: `/viewings/respond/${links.confirm}` });
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toContain(P.actionConfirm);
    const acted = await post(links.confirm);
    expect(acted.statusCode).toBe(200);
    expect(acted.body).toContain(P.actionConfirmed);
    expect((await t.app.services.viewings.get(links.id)).status).toBe('confirmed');
    for (const again of [
      await post(links.confirm),
      await post(links.decline),
      await t.inject({ method: 'GET', url: `/viewings/respond/${links.confirm}` }),
    ]) {
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(P.actionExpired);
    }
    expect((await t.app.services.viewings.get(links.id)).status).toBe('confirmed');
  });

  it('Decline that acts answers 200 with its success page; a guessed link 404', async () => {
    const links = await request(4, 'links-decline@example.com');
    const acted = await post(links.decline);
    expect(acted.statusCode).toBe(200);
    expect(acted.body).toContain(P.actionDeclined);
    expect((await t.app.services.viewings.get(links.id)).status).toBe('declined');
    expect((await post(links.decline)).statusCode).toBe(410);
    expect((await post('not-a-token')).statusCode).toBe(404);
  });

  /** The booking page's form sent as its script sends it (a fetcher's `.data` POST), on the page in `language`. */
  const bookOnPage = async (language: 'es' | 'zh', start: string, email: string) => {
    const answer = await t.inject({
      method: 'POST',
      url: `/${language}/property/${listingId}/viewing.data`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ start, name: 'Página Tester', email, agencyAcknowledged: 'true' }).toString(),
    });
    return { status: answer.statusCode, data: (decodeAnswer(answer.body) as { data: unknown }).data };
  };
  const bookByApi = (start: string, email: string) =>
    t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId, start, name: 'Api Tester', email },
    });

  it('a refusal with its parameters is said on the Spanish and Chinese booking pages in their language; the API answers it in English as before', async () => {
    // 10:00 in New York, half an hour away: inside the notice.
    const soon = '2026-11-23T15:00:00.000Z';
    const { noticeHours } = await t.app.services.viewings.settings();
    const api = await bookByApi(soon, 'notice@example.com');
    expect(api.statusCode).toBe(400);
    expect(api.body).toBe(JSON.stringify({ success: false, message: T.insideNotice(noticeHours) }));
    expect(readRefusalHeader(api.headers[REFUSAL_HEADER] as string)).toEqual({
      module: 'viewings',
      key: 'VIEWINGS_TEXT.insideNotice',
      values: [noticeHours],
    });
    const spanish = textsFor('es', 'viewings').VIEWINGS_TEXT.insideNotice(noticeHours);
    expect(spanish).not.toBe(T.insideNotice(noticeHours));
    expect(await bookOnPage('es', soon, 'notice@example.com')).toEqual({
      status: 400,
      data: { kind: 'error', message: spanish, values: expect.any(Object) },
    });

    // The address's open viewings: two booked, the third refused with the number, in Chinese on the page.
    const slots: SlotDto[] = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    const [first, second, third] = slots.slice(-3);
    const email = 'three-open@example.com';
    for (const slot of [first, second]) expect((await bookByApi(slot.start, email)).statusCode).toBe(201);
    expect(await bookOnPage('zh', third.start, email)).toEqual({
      status: 409,
      data: {
        kind: 'error',
        message: textsFor('zh', 'viewings').VIEWINGS_TEXT.tooManyOpen(OPEN_VIEWINGS_PER_ADDRESS),
        values: expect.any(Object),
      },
    });
    const refused = await bookByApi(third.start, email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: T.tooManyOpen(OPEN_VIEWINGS_PER_ADDRESS) });
  });

  it('//, ///, //x/.. and //about answer the 404 page, not the home page, and log no error', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      for (const url of ['//', '///', '//x/..', '//about', '//?page=2']) {
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.body, url).not.toContain('rel="canonical"');
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('// paths over a real connection (the path as the client wrote it)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('answers 404 for //, ///, //x/.. and keeps answering', async () => {
    for (const path of ['//', '///', '//x/..']) {
      const answer = await rawRequest(server.url, { method: 'GET', path, bodyBytes: 0, headers: { 'content-length': '0' } });
      expect(answer.status, path).toBe(404);
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
