import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { imagePart, jpeg, listingFields, multipart } from '../api/listings-fixtures.ts';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { startProductProcess, type ProductProcess } from '../support/product-process.ts';
import { startS3, type TestS3 } from '../support/s3.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: `owner-${randomBytes(4).toString('hex')}@test.local`, password: 'owner-password-1' };
const FORM_LIMIT = 5;

/**
 * Two instances of the product on one PostgreSQL, one Redis and one S3 bucket, with a scripted agent
 * and visitor whose requests alternate between them.
 */
describe.skipIf(!privatePostgresAvailable())('two instances behind one address', () => {
  let pg: PrivatePostgres;
  let s3: TestS3;
  let smtp: SmtpPeer;
  const instances: ProductProcess[] = [];
  const dataDirs: string[] = [];
  let requests = 0;
  const unexpected: string[] = [];

  beforeAll(async () => {
    [pg, s3, smtp] = await Promise.all([startPrivatePostgres(), startS3(), startSmtpPeer()]);
    const env = {
      DATABASE_URL: pg.url,
      // A Redis database of this run's own, so that other tests' throttle counts never meet ours.
      REDIS_URL: `${REDIS_URL.replace(/\/\d*$/, '')}/${randomInt(8, 16)}`,
      ...s3.env,
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The master key is the same on every instance (README): each opens the mail bodies the other sealed.
      APPLICATION_KEY: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      // Visitors are told apart by X-Forwarded-For, as behind the load balancer.
      TRUST_PROXY: 'true',
    };
    // The first creates the schema and the administrator; the second starts on them.
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-instance-'));
      dataDirs.push(dataDir);
      instances.push(await startProductProcess({ ...env, DATA_DIR: dataDir }));
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await Promise.all([pg?.destroy(), s3?.close(), smtp?.close()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** One request to instance `i % 2`, counted; `expected` statuses other than it are recorded. */
  async function call(i: number, pathname: string, init: RequestInit & { expect?: number } = {}) {
    requests++;
    const res = await fetch(`${instances[i % 2].url}${pathname}`, { ...init, signal: AbortSignal.timeout(20_000) });
    const expected = init.expect ?? (init.method === 'POST' ? 201 : 200);
    if (res.status !== expected)
      unexpected.push(`${init.method ?? 'GET'} ${pathname} on ${i % 2}: ${res.status} (wanted ${expected})`);
    return res;
  }
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  it('serves one agent and one visitor whichever instance answers', async () => {
    // Sign in on one, use the token on the other.
    const login = await call(0, '/api/auth/login', { method: 'POST', ...json(ADMIN), expect: 200 });
    let auth = { authorization: `Bearer ${(await login.json()).token}` };
    expect((await (await call(1, '/api/auth/me', { headers: auth })).json()).user.email).toBe(ADMIN.email);

    // A listing with photos saved on one instance is on the other's public pages, photos included.
    const form = multipart(listingFields({ address: '350 West 42nd Street, Apt 12B' }), [
      imagePart(await jpeg(1200, 800, '#336699'), 0),
      imagePart(await jpeg(1200, 800, '#996633'), 1),
    ]);
    const created = await call(0, '/api/listings', {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    const listing = (await created.json()).listing as ListingDto;
    expect(listing.images).toHaveLength(2);
    const page = await call(1, `/property/${listing.id}`);
    const html = await page.text();
    expect(html).toContain('350 West 42nd Street');
    for (const [i, image] of listing.images.entries()) {
      expect(html).toContain(image.url);
      const photo = await call(i + 1, image.url);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toContain('immutable');
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }

    // The page cache of each instance notices a change made through the other.
    expect((await call(1, `/property/${listing.id}`)).headers.get('x-cache')).toBe('HIT');
    expect((await call(0, `/property/${listing.id}`)).status).toBe(200);
    await call(0, `/api/listings/${listing.id}/status`, { method: 'PATCH', ...json({ status: 'inactive' }, auth), expect: 200 });
    await call(1, `/property/${listing.id}`, { expect: 404 });
    await call(0, `/property/${listing.id}`, { expect: 404 });
    await call(1, `/api/listings/${listing.id}/status`, { method: 'PATCH', ...json({ status: 'active' }, auth), expect: 200 });
    expect((await call(0, `/property/${listing.id}`)).status).toBe(200);

    // Visitors write to both; the agent sees every inquiry on either and replies on one.
    const visitor = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    const inquiryIds: number[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await call(n, '/api/inquiries', {
        method: 'POST',
        ...json(
          {
            name: `Visitor ${n}`,
            email: `visitor${n}@example.com`,
            message: `Is it still available? (${n})`,
            listingId: listing.id,
          },
          visitor,
        ),
      });
      inquiryIds.push((await res.json()).inquiry.id);
    }
    for (const i of [0, 1]) {
      const list = await (await call(i, '/api/inquiries?limit=50', { headers: auth })).json();
      expect(list.totalInquiries).toBe(4);
    }
    await call(1, `/api/inquiries/${inquiryIds[0]}/reply`, {
      method: 'POST',
      ...json(
        {
          subject: 'Re: your inquiry',
          message: 'Yes, it is. When would you like to see it?',
          recipientEmail: 'visitor0@example.com',
        },
        auth,
      ),
    });

    // The public form's limit is counted across both: the 6th post of the hour is refused on either.
    const other = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    for (let n = 0; n < FORM_LIMIT; n++) {
      await call(n, '/api/inquiries', {
        method: 'POST',
        ...json({ name: 'Spammy', email: `spam${n}@example.com`, message: 'Buy now, very cheap offer.' }, other),
      });
    }
    for (const i of [0, 1]) {
      await call(i, '/api/inquiries', {
        method: 'POST',
        ...json({ name: 'Spammy', email: 'spam@example.com', message: 'Buy now, very cheap offer.' }, other),
        expect: 429,
      });
    }

    // Each e-mail is delivered once, though both instances run the outbox worker.
    const expectedMails = 4 + FORM_LIMIT + 1; // an alert per inquiry to the agent, one reply
    await until(
      async () => smtp.messages.length,
      (count) => count >= expectedMails,
      30_000,
    );
    for (const i of [0, 1]) {
      await until(
        async () => (await (await fetch(`${instances[i].url}/api/health`)).json()).outbox,
        (outbox) => outbox?.pending === 0,
      );
    }
    expect(smtp.messages).toHaveLength(expectedMails);
    expect(new Set(smtp.messages.map((m) => m.header('message-id'))).size).toBe(expectedMails);
    expect(smtp.to('visitor0@example.com')).toHaveLength(1);

    // A password changed on one instance revokes the old token on the other.
    const changed = await call(1, '/api/auth/change-password', {
      method: 'PUT',
      ...json({ currentPassword: ADMIN.password, newPassword: 'a-new-password-2' }, auth),
      expect: 200,
    });
    const fresh = { authorization: `Bearer ${(await changed.json()).token}` };
    await call(0, '/api/auth/me', { headers: auth, expect: 401 });
    await call(0, '/api/auth/me', { headers: fresh });
    auth = fresh;

    // Sign-in attempts are counted across both: the account is throttled on either.
    const guesser = { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      requests++;
      const res = await fetch(`${instances[n % 2].url}/api/auth/login`, {
        method: 'POST',
        ...json({ email: ADMIN.email, password: `wrong-${n}` }, guesser),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    await call(0, '/api/auth/login', {
      method: 'POST',
      ...json({ ...ADMIN, password: 'a-new-password-2' }, guesser),
      expect: 429,
    });

    // Then a burst of visitors spread over both: listings, pages and photos, 8 at a time.
    const urls = ['/api/listings?page=1&limit=6', `/property/${listing.id}`, '/sublets', listing.images[0].url, '/api/buildings'];
    let k = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (k < 800) {
          const n = k++;
          const res = await call(n, urls[n % urls.length]);
          await res.arrayBuffer();
        }
      }),
    );

    for (const instance of instances) expect(instance.output()).not.toMatch(/request failed|Internal server error/);
    expect(unexpected).toEqual([]);
    console.log(JSON.stringify({ instances: 2, requests, unexpected: unexpected.length, mails: smtp.messages.length }));
  });
});
