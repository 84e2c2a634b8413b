import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMIT_TEXT as L } from '../../src/shared/texts/common.ts';
import { AGENCY_TEXT } from '../../src/shared/texts/agency.ts';
import { INQUIRIES_TEXT as I } from '../../src/shared/texts/inquiries.ts';
import { NEWSLETTER_TEXT as N } from '../../src/shared/texts/newsletter-form.ts';
import { SUBSCRIBERS_TEXT as S } from '../../src/shared/texts/subscribers.ts';
import { VIEWINGS_TEXT as V } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { BODY_TIMEOUT_MS } from '../../src/server/platform/plugins/request-limits.ts';
import { decodeAnswer } from '../support/page-answer.ts';
import { rawRequest, type RawAnswer } from '../support/raw-http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { createListing } from './listings-fixtures.ts';

/**
 * What one hostile visitor can do to the production build (SQLite): bodies far over their cap,
 * declared or chunked; a body that trickles; e-mail addresses built to make a pattern backtrack;
 * forms sent past their limit or from another site; junk in the path and the query string. Each
 * answer is checked, and that nothing was stored and the server kept answering meanwhile.
 */

const MB = 1024 * 1024;
/** `a@` then `a.` repeated: what made the former e-mail pattern take seconds (quadratic in length). */
const evilEmail = (bytes: number) => `a@${'a.'.repeat(Math.floor((bytes - 2) / 2))}`;
/** A fresh client address (TRUST_PROXY is on here, so the test picks it), so the form limits of one test never touch another's. */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let t: RunningServer;
/** Body bytes the server had read from a connection when it answered 413 on it. */
const readAt413: number[] = [];
let trickle: Promise<RawAnswer>;

async function count(table: 'subscribers' | 'inquiries' | 'saved_searches' | 'viewings'): Promise<number> {
  const row = await t.app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Milliseconds `GET /api/health` takes, sampled every 50 ms until `work` settles. */
async function healthWhile<T>(work: Promise<T>): Promise<{ result: T; slowestHealthMs: number; samples: number }> {
  let settled = false;
  const done = work.finally(() => (settled = true));
  let slowest = 0;
  let samples = 0;
  while (!settled) {
    const start = performance.now();
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - start);
    samples++;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { result: await done, slowestHealthMs: slowest, samples };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The controls of a page's HTML, each as its tag and its name. */
const controls = (html: string) =>
  [...html.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)].map(([tag]) => ({ tag, name: /\bname="(\w+)"/.exec(tag)?.[1] }));
/** The names of the controls marked invalid, in alphabetical order. */
const refusedNames = (html: string) =>
  controls(html)
    .filter(({ tag }) => tag.includes('aria-invalid="true"'))
    .map(({ name }) => name)
    .sort();
/** The name of the one control the browser focuses as the page loads (none: undefined). */
const autoFocusedName = (html: string) => {
  const focused = controls(html).filter(({ tag }) => /\bautofocus=""/.test(tag));
  expect(focused.length).toBeLessThanOrEqual(1);
  return focused[0]?.name;
};

/**
 * What a hostile client sends a page form's `path` (a plain post or a fetcher's `.data` sending), each
 * answered before anything is stored: 200 MB chunked (413, the connection closed), `valid` from another
 * site (403), junk that is no form (400: for `.data` React Router's own answer, which the fetcher decodes
 * into the form's message, not an error page), and `valid` once the limit is spent (429 with the
 * message; a body then is left unread).
 */
async function attackPageForm(path: string, valid: string) {
  const huge = await rawRequest(t.url, {
    path,
    chunked: true,
    bodyBytes: 200 * MB,
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(huge.status, path).toBe(413);
  expect(huge.closed, path).toBe(true);

  const post = (body: string, headers: Record<string, string> = {}, address = clientAddress()) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...headers },
      body,
    });
  const foreign = await post(valid, { origin: 'http://evil.example' });
  expect(foreign.status, path).toBe(403);
  expect(await foreign.text(), path).toContain(L.foreignOriginTitle);
  for (const junk of ['\u0000'.repeat(1000), '%%%&=&==', form({ email: ['a', 'b'].join('\u0000') })]) {
    const answer = await post(junk, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(answer.status, path).toBe(400);
    if (path.split('?')[0].endsWith('.data')) expect(answer.headers.get('x-remix-response'), path).toBe('yes');
  }
  const address = clientAddress();
  for (let i = 0; i < 3; i++) await post(form({ email: 'x' }), {}, address);
  const limited = await post(valid, {}, address);
  expect(limited.status, path).toBe(429);
  expect(await limited.text(), path).toContain(I.tooManyRequests(10));
  const unread = await rawRequest(t.url, { path, bodyBytes: 60_000, headers: { 'x-forwarded-for': address } });
  expect(unread.status, path).toBe(429);
  expect(unread.closed, path).toBe(true);
}

beforeAll(async () => {
  t = await startServer({ env: { TRUST_PROXY: 'true', FORM_RATE_LIMIT: '3' } });
  t.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => {
      if (response.statusCode === 413) readAt413.push(request.socket.bytesRead);
    });
  });
  // One byte a second, started first so that its 30 s run alongside the other tests.
  trickle = rawRequest(t.url, {
    path: '/about',
    bodyBytes: 1000,
    trickleMs: 1000,
    headers: { 'x-forwarded-for': clientAddress() },
  });
});

afterAll(() => t?.close());

describe('request limits against the production build', () => {
  it('refuses a 1 MB e-mail built to backtrack on every public endpoint that takes one, while /api/health keeps answering', async () => {
    const email = evilEmail(MB - 200);
    const endpoints: Array<[string, Record<string, unknown>, string]> = [
      ['/api/subscribers', { email }, S.emailInvalid],
      ['/api/subscribers/unsubscribe', { email }, S.emailInvalid],
      ['/api/inquiries', { name: 'Eve', email, message: 'Hello' }, I.emailInvalid],
      ['/api/auth/login', { email, password: 'whatever-1' }, ''],
    ];
    const sends = Array.from({ length: 10 }, (_, i) => endpoints[i % endpoints.length]).map(async ([url, payload, message]) => {
      const res = await fetch(`${t.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        body: JSON.stringify(payload),
      });
      const body = (await res.json()) as { success: boolean; message: string };
      expect(res.status, url).toBe(400);
      expect(body.success).toBe(false);
      if (message) expect(body.message).toBe(message);
    });
    const { slowestHealthMs, samples } = await healthWhile(Promise.all(sends));
    expect(samples).toBeGreaterThan(0);
    // The former pattern held the event loop for minutes on one of these.
    expect(slowestHealthMs).toBeLessThan(2_000);
    // The page forms take up to 64 KB: a 60 KB address of the same shape is refused with the form's message.
    const page = await fetch(`${t.url}/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
      body: form({ email: evilEmail(60_000), consent: 'on' }),
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(N.needValidEmail);
    const about = await fetch(`${t.url}/about`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
      body: form({ name: 'Eve', email: evilEmail(60_000), message: 'Hi' }),
    });
    expect(about.status).toBe(400);
    expect(await about.text()).toContain(I.emailInvalid);
    expect(await count('subscribers')).toBe(0);
    expect(await count('inquiries')).toBe(0);
  });

  it('answers 200 MB posted to /about and /newsletter, declared or chunked, with 413 before 1 MB is read, and closes the connection', async () => {
    readAt413.length = 0;
    const attacks = ['/about', '/newsletter'].flatMap((path) =>
      [false, true].flatMap((chunked) =>
        [0, 1].map(() =>
          rawRequest(t.url, { path, chunked, bodyBytes: 200 * MB, headers: { 'x-forwarded-for': clientAddress() } }),
        ),
      ),
    );
    const { result: answers } = await healthWhile(Promise.all(attacks));
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain(L.tooLargeTitle);
      expect(answer.body).toContain(L.tooLargeDetail(64));
      expect(answer.closed).toBe(true);
    }
    expect(readAt413).toHaveLength(answers.length);
    for (const bytes of readAt413) expect(bytes).toBeLessThan(MB);
    expect(await count('subscribers')).toBe(0);
    expect(await count('inquiries')).toBe(0);
  });

  it("treats the forms' fetcher sendings (/about.data, /newsletter.data) as their pages' posts: 413, 403, 429 and 400, never a 500", async () => {
    const paths = ['/about.data', '/newsletter.data'];
    const before = { subscribers: await count('subscribers'), inquiries: await count('inquiries') };
    for (const path of paths) {
      await attackPageForm(path, form({ name: 'Eve', email: 'eve@example.com', message: 'Hi', consent: 'on' }));
    }
    expect(await count('subscribers')).toBe(before.subscribers);
    expect(await count('inquiries')).toBe(before.inquiries);
  });

  it('answers every refused field of an inquiry at once, each beside its field, with and without scripts', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ name: 'N'.repeat(101), email: 'n@example.com', message: 'Hi' }, { name: I.nameTooLong }],
      [{ name: 'Mo', email: 'm@example.com', message: 'M'.repeat(5001) }, { message: I.messageTooLong }],
      [
        { name: 'N'.repeat(101), email: 'p@example', message: 'M'.repeat(5001), phone: '5'.repeat(41) },
        { name: I.nameTooLong, email: I.emailInvalid, phone: I.phoneInvalid, message: I.messageTooLong },
      ],
    ];
    for (const [fields, errors] of cases) {
      const label = Object.keys(errors).join(',');
      const page = await fetch(`${t.url}/about`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
        body: form(fields),
      });
      expect(page.status, label).toBe(400);
      const html = await page.text();
      for (const message of Object.values(errors)) expect(html, label).toContain(message);
      expect(refusedNames(html), label).toEqual(Object.keys(errors).sort());
      // The browser focuses the first of them on the page a form posted without scripts gets back.
      expect(autoFocusedName(html), label).toBe(Object.keys(errors)[0]);

      const sent = await fetch(`${t.url}/about.data`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
        body: form(fields),
      });
      expect(sent.status, label).toBe(400);
      expect(decodeAnswer(await sent.text()), label).toEqual({
        data: { sent: false, message: '', errors, values: expect.any(Object) },
      });
    }
    expect(await count('inquiries')).toBe(0);
  });

  it('treats the viewing booking, posted to /property/{id}/viewing or sent to its .data, as a page form: 413, 403, 400 and 429, never a 500', async () => {
    const listing = await createListing(t, await t.login());
    const [slot] = ((await (await fetch(`${t.url}/api/viewings/slots?listingId=${listing.id}`)).json()) as { slots: SlotDto[] })
      .slots;
    const before = await count('viewings');
    // Without scripts the form posts to the confirmation page it is on (?start=); the modal's fetcher to its .data.
    for (const path of [
      `/property/${listing.id}/viewing?start=${encodeURIComponent(slot.start)}`,
      `/property/${listing.id}/viewing.data`,
    ]) {
      await attackPageForm(path, form({ start: slot.start, name: 'Eve', email: 'eve@example.com' }));
    }
    expect(await count('viewings')).toBe(before);
  });

  it('answers every refused field of a booking at once, each beside its field, with and without scripts', async () => {
    const listing = await createListing(t, await t.login());
    const [slot] = ((await (await fetch(`${t.url}/api/viewings/slots?listingId=${listing.id}`)).json()) as { slots: SlotDto[] })
      .slots;
    const page = `/property/${listing.id}/viewing`;
    const start = slot.start;
    const agencyAcknowledged = 'true';
    const before = await count('viewings');
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ start, name: 'N'.repeat(101), email: 'n@example.com', agencyAcknowledged }, { name: I.nameTooLong }],
      [
        { start, name: 'Mo', email: 'm@example.com', message: 'M'.repeat(2001), agencyAcknowledged },
        { message: V.messageTooLong },
      ],
      // The agency disclosure's checkbox left unticked is refused beside it, with the other fields.
      [
        { start, name: 'Pat', email: 'pat@example', phone: '5'.repeat(41) },
        { email: I.emailInvalid, phone: I.phoneInvalid, agencyAcknowledged: AGENCY_TEXT.required },
      ],
    ];
    for (const [fields, errors] of cases) {
      const label = Object.keys(errors).join(',');
      const posted = await fetch(`${t.url}${page}?start=${encodeURIComponent(start)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
        body: form(fields),
      });
      expect(posted.status, label).toBe(400);
      const html = await posted.text();
      for (const message of Object.values(errors)) expect(html, label).toContain(message);
      expect(refusedNames(html), label).toEqual(Object.keys(errors).sort());
      expect(autoFocusedName(html), label).toBe(Object.keys(errors)[0]);

      const sent = await fetch(`${t.url}${page}.data`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
        body: form(fields),
      });
      expect(sent.status, label).toBe(400);
      expect(decodeAnswer(await sent.text()), label).toEqual({
        data: { kind: 'error', message: '', errors, values: expect.any(Object) },
      });
    }
    // A start that is not a time is the form's error, beside no field.
    const badStart = await fetch(`${t.url}${page}.data`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
      body: form({ start: 'soon', name: 'Eve', email: 'eve@example.com', agencyAcknowledged }),
    });
    expect(badStart.status).toBe(400);
    expect(decodeAnswer(await badStart.text())).toEqual({
      data: { kind: 'error', message: expect.any(String), errors: {}, values: expect.any(Object) },
    });
    expect(await count('viewings')).toBe(before);
  });

  it('answers an API body over its cap with the 413 envelope, declared or chunked, and closes the connection', async () => {
    for (const chunked of [false, true]) {
      const answer = await rawRequest(t.url, {
        path: '/api/inquiries',
        chunked,
        bodyBytes: 8 * MB,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: L.bodyTooLarge });
      expect(answer.closed).toBe(true);
    }
  });

  it("refuses a photo upload declared over the photo limits before reading it, and a stranger's upload before that", async () => {
    readAt413.length = 0;
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    const stranger = await rawRequest(t.url, { path: '/api/listings', bodyBytes: 200 * MB, headers });
    expect(stranger.status).toBe(401);
    const auth = await t.login();
    const staff = await rawRequest(t.url, { path: '/api/listings', bodyBytes: 200 * MB, headers: { ...headers, ...auth } });
    expect(staff.status).toBe(413);
    expect(JSON.parse(staff.body)).toEqual({ success: false, message: L.bodyTooLarge });
    expect(staff.closed).toBe(true);
    expect(readAt413[0]).toBeLessThan(MB);
  });

  it('counts a page form against its limit before reading the body: past it, even a body that is no form is answered 429', async () => {
    const address = clientAddress();
    const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
      fetch(`${t.url}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': address },
        body,
      });
    for (let i = 0; i < 3; i++) expect((await post(form({ email: `limit${i}@example.com`, consent: 'on' }))).status).toBe(200);
    const junk = await post('\u0000'.repeat(50_000), 'multipart/form-data; boundary=nothing');
    expect(junk.status).toBe(429);
    expect(await junk.text()).toContain(I.tooManyRequests(10));
    const over = await rawRequest(t.url, { path: '/newsletter', bodyBytes: 60_000, headers: { 'x-forwarded-for': address } });
    expect(over.status).toBe(429);
    expect(over.closed).toBe(true);
    expect(await count('subscribers')).toBe(3);
  });

  it("shares the newsletter's limit with saved searches: past it, a search is answered 429 with the message and nothing is kept, while another address may still save one", async () => {
    const address = clientAddress();
    const save = (email: string, from = address) =>
      fetch(`${t.url}/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
        body: form({ grid: '/', query: '?beds=1', email, frequency: 'instant', consent: 'on' }),
      });
    for (let i = 0; i < 3; i++) expect((await save(`alert${i}@example.com`)).status).toBe(200);
    const before = await count('saved_searches');
    const over = await save('alert-over@example.com');
    expect(over.status).toBe(429);
    expect(await over.text()).toContain(I.tooManyRequests(10));
    const newsletter = await fetch(`${t.url}/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: form({ email: 'alert-over@example.com', consent: 'on' }),
    });
    expect(newsletter.status).toBe(429);
    expect(await count('saved_searches')).toBe(before);
    expect((await save('alert-other@example.com', clientAddress())).status).toBe(200);
    expect(await count('saved_searches')).toBe(before + 1);
  });

  it('refuses a page form posted from another site, also through a path that starts with //', async () => {
    const before = await count('subscribers');
    for (const path of ['/newsletter', '//evil.example/newsletter']) {
      const res = await fetch(`${t.url}/newsletter`.replace('/newsletter', path), {
        method: 'POST',
        headers: {
          origin: 'http://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': clientAddress(),
        },
        body: form({ email: 'csrf@example.com', consent: 'on' }),
      });
      expect(res.status, path).toBe(403);
      const html = await res.text();
      expect(html).toContain(L.foreignOriginTitle);
      expect(html).toContain(L.foreignOriginDetail);
    }
    expect(await count('subscribers')).toBe(before);
    const own = await fetch(`${t.url}/newsletter`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() },
      body: form({ email: 'own-site@example.com', consent: 'on' }),
    });
    expect(own.status).toBe(200);
    expect(await count('subscribers')).toBe(before + 1);
  });

  it('answers a path that starts with // or holds a backslash as that path on this site', async () => {
    for (const path of ['//evil.example/about', '/\\evil.example/about']) {
      const answer = await rawRequest(t.url, { method: 'GET', path, bodyBytes: 0, headers: { 'content-length': '0' } });
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toMatch(/(href|content)="https?:\/\/evil\.example/);
    }
    const res = await fetch(`${t.url}/about`);
    expect(await res.text()).toContain(`<link rel="canonical" href="${t.url}/about"`);
  });

  it('keys the page cache by the path and the parameters the page reads: junk parameters share its entry', async () => {
    const cache = async (path: string) => (await fetch(`${t.url}${path}`)).headers.get('x-cache');
    expect(await cache('/blog?utm_source=a')).toBe('MISS');
    for (let i = 0; i < 5; i++) expect(await cache(`/blog?junk=${i}&x=${'y'.repeat(i)}`)).toBe('HIT');
    expect(await cache('/blog')).toBe('HIT');
    // /about reads `listing` (the listing a visitor asks about): another value is another page.
    await cache('/about');
    expect(await cache('/about?listing=5')).toBe('MISS');
    expect(await cache('/about?utm_source=b&listing=5')).toBe('HIT');
    expect(await cache('/about?fbclid=c')).toBe('HIT');
  });

  it(
    `cuts a body sent at one byte a second within ${BODY_TIMEOUT_MS / 1000} s, and answers others meanwhile`,
    { timeout: 60_000 },
    async () => {
      const { result, samples } = await healthWhile(trickle);
      expect(samples).toBeGreaterThan(0);
      expect(result.closed).toBe(true);
      expect([0, 408]).toContain(result.status);
      expect(result.ms).toBeLessThan(BODY_TIMEOUT_MS + 1_500);
      expect(result.sentBeforeAnswer).toBeLessThan(40);
      expect(await count('inquiries')).toBe(0);
    },
  );
});
