import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../src/shared/texts/admin-applications.ts';
import { PACKAGE_TEXT as P } from '../../src/shared/texts/application-package.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { outboxMails } from '../support/mail.ts';
import { until } from '../support/wait.ts';
import { pdfFile, uploadDocument, type UploadFile } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

const DAY = 24 * 60 * 60 * 1000;
const LINK = /\/apply\/([A-Za-z0-9_-]{22})/;
const PLACE = placeIn('en', '145 East 29th Street, New York, NY 10016', '4B');
const NO_JOBS = { viewingReminders: false, digestScheduler: false, followUpDigest: false, applicationRetention: false } as const;

const jpeg = async (): Promise<UploadFile> => ({
  name: 'id.jpg',
  type: 'image/jpeg',
  data: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer(),
});

/** What the tests of one app share: starting an application, reading its rows. */
function helpers(get: () => { t: TestApp; listingId: number }) {
  const db = () => get().t.app.database.db;
  return {
    /** Starts an application as a visitor; answers its id and the applicant's token (read from the e-mail). */
    async start(email: string, name = 'Dana Docs', remoteAddress?: string) {
      const { t, listingId } = get();
      const res = await t.inject({
        method: 'POST',
        url: '/api/applications',
        payload: { agencyAcknowledged: true, listingId, name, email },
        ...(remoteAddress ? { remoteAddress } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      const mail = (await outboxMails(t, { recipient: email, kind: 'application-link' })).at(-1)!;
      const token = LINK.exec(mail.text)![1];
      const row = await db()
        .selectFrom('application_people')
        .select('application_id')
        .where('email', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { id: Number(row.application_id), token };
    },
    count: async (
      table:
        'applications' | 'application_people' | 'application_documents' | 'application_packages' | 'application_document_access',
      applicationId: number,
    ) => {
      const column = table === 'applications' ? 'id' : 'application_id';
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', applicationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    storageKeys: async (applicationId: number) =>
      (
        await db().selectFrom('application_documents').select('storage_key').where('application_id', '=', applicationId).execute()
      ).map((r) => r.storage_key),
  };
}

describe.each(DATABASES)('what dies when, on %s (decision 094)', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let listingId: number;
  let now = new Date('2026-11-02T15:00:00Z');
  const h = helpers(() => ({ t, listingId }));

  beforeAll(async () => {
    t = await createTestApp({ database, build: { ...NO_JOBS, clock: () => now } });
    auth = await t.login();
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => t?.close());

  const sendPackage = (id: number, email?: string) =>
    t.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/package`,
      headers: auth,
      ...(email ? { payload: { email } } : {}),
    });
  const linkAnswers = async (url: string) => {
    const path = new URL(url).pathname;
    const head = await t.inject({ method: 'HEAD', url: path });
    return head.statusCode;
  };
  const setStatus = (id: number, status: string) =>
    t.inject({ method: 'PATCH', url: `/api/admin/applications/${id}`, headers: auth, payload: { status } });

  it("withdrawing revokes the landlord's link for good: a later status change does not bring it back", async () => {
    const { id, token } = await h.start('withdraws@example.com');
    expect((await uploadDocument(t, token, 'photo_id', await jpeg())).statusCode).toBe(201);
    const made = await sendPackage(id);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json();
    expect(await linkAnswers(url)).toBe(200);

    const withdrawn = await t.inject({ method: 'POST', url: `/api/applications/${token}/withdraw` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await linkAnswers(url)).toBe(404);
    const revoked = await t.app.database.db
      .selectFrom('application_packages')
      .select('revoked_at')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).toBe(now.toISOString());

    // The staff move it on: the old link stays dead, on HEAD and GET alike.
    for (const status of ['submitted', 'approved']) {
      expect((await setStatus(id, status)).statusCode).toBe(200);
      expect(await linkAnswers(url)).toBe(404);
      const opened = await t.inject({ method: 'GET', url: new URL(url).pathname });
      expect(opened.statusCode).toBe(404);
      expect(opened.json()).toEqual({ success: false, message: P.notFound });
    }
    expect(
      (await t.inject({ method: 'GET', url: `/api/admin/applications/${id}/package`, headers: auth })).json().package,
    ).toBeNull();
  });

  it("the staff's 'Withdrawn' revokes the link too, for good", async () => {
    const { id, token } = await h.start('staff-withdraws@example.com');
    expect((await uploadDocument(t, token, 'photo_id', await jpeg())).statusCode).toBe(201);
    const { url } = (await sendPackage(id)).json();
    expect(await linkAnswers(url)).toBe(200);
    expect((await setStatus(id, 'withdrawn')).statusCode).toBe(200);
    expect(await linkAnswers(url)).toBe(404);
    expect((await setStatus(id, 'sent_to_landlord')).statusCode).toBe(200);
    expect(await linkAnswers(url)).toBe(404);
  });

  it('deleting on request removes the package rows, the access log and the e-mails addressed to or naming the person; nothing else', async () => {
    const email = 'forget-me@example.com';
    const { id, token } = await h.start(email, 'Fern Forget');
    const upload = await uploadDocument(t, token, 'photo_id', await jpeg());
    expect(upload.statusCode).toBe(201);
    // A co-applicant with a document of their own.
    const invited = await t.inject({
      method: 'POST',
      url: `/api/applications/${token}/people`,
      payload: { role: 'co_applicant', name: 'Cole Coapplicant', email: 'cole@example.com' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const coleToken = LINK.exec(
      (await outboxMails(t, { recipient: 'cole@example.com', kind: 'application-invite' }))[0].text,
    )![1];
    const coleDoc = await uploadDocument(t, coleToken, 'pay_stub', pdfFile('cole-stub'));
    expect(coleDoc.statusCode, coleDoc.body).toBe(201);
    // The staff open both documents (logged), and send the package to a landlord (an e-mail to them, news to the tenants).
    for (const doc of [upload.json().document.id, coleDoc.json().document.id]) {
      const opened = await t.inject({ method: 'GET', url: `/api/admin/applications/${id}/documents/${doc}`, headers: auth });
      expect(opened.statusCode).toBe(200);
    }
    const made = await sendPackage(id, 'landlord-forget@example.com');
    expect(made.statusCode, made.body).toBe(201);
    // Rows queued before the application's e-mails carried its thread: one to the applicant, the staff's alert naming her.
    await t.app.database.db.transaction().execute(async (trx) => {
      await t.app.services.mail.queue(trx, { kind: 'application-decision', to: { email }, subject: 'Earlier news', text: 'x' });
      await t.app.services.mail.queue(trx, {
        kind: 'application-alert',
        to: { email: 'admin@test.local' },
        subject: A.staffSentSubject('Fern Forget', PLACE),
        text: 'x',
      });
    });
    // Not about this application: another person's application, and Fern's newsletter welcome.
    const other = await h.start('other-person@example.com', 'Otto Other');
    expect((await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email, name: 'Fern' } })).statusCode).toBe(201);

    const thread = `application:${id}`;
    expect((await outboxMails(t, { thread })).map((m) => m.recipient).sort()).toEqual(
      ['cole@example.com', 'cole@example.com', email, email, 'landlord-forget@example.com'].sort(),
    );
    expect(await h.count('application_document_access', id)).toBe(2);
    expect(await h.count('application_packages', id)).toBe(1);
    const keys = await h.storageKeys(id);
    expect(keys).toHaveLength(2);

    // The co-applicant deletes their own part: their e-mails and the log of their document go; the applicant's stay.
    expect((await t.inject({ method: 'DELETE', url: `/api/applications/${coleToken}` })).statusCode).toBe(200);
    expect(await outboxMails(t, { recipient: 'cole@example.com' })).toEqual([]);
    expect(await h.count('application_document_access', id)).toBe(1);
    expect(await h.count('application_packages', id)).toBe(1);
    expect(await t.app.services.applications.storedKeys()).not.toContain(keys[1]);
    expect(await t.app.services.applications.storedKeys()).toContain(keys[0]);

    // The applicant deletes the application.
    const deleted = await t.inject({ method: 'DELETE', url: `/api/applications/${token}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: T.deleted });
    for (const table of [
      'applications',
      'application_people',
      'application_documents',
      'application_packages',
      'application_document_access',
    ] as const)
      expect(await h.count(table, id), table).toBe(0);
    expect(await t.app.services.applications.storedKeys()).not.toContain(keys[0]);
    expect(await outboxMails(t, { thread })).toEqual([]);
    expect(await outboxMails(t, { recipient: 'landlord-forget@example.com' })).toEqual([]);
    const left = await outboxMails(t, { recipient: email });
    expect(left.map((m) => m.kind)).toEqual(['newsletter-welcome']);
    const alerts = await outboxMails(t, { kind: 'application-alert' });
    expect(alerts.filter((m) => m.subject.includes('Fern'))).toEqual([]);
    // Another person's application is untouched.
    expect(await h.count('applications', other.id)).toBe(1);
    expect(await outboxMails(t, { recipient: 'other-person@example.com' })).toHaveLength(1);
    expect((await t.inject({ method: 'DELETE', url: `/api/applications/${other.token}` })).statusCode).toBe(200);
  });

  it('an application never sent is deleted with its documents after the days set (30 by default); one sent, or changed since, stays', async () => {
    const started = now;
    const stale = await h.start('stale@example.com');
    expect((await uploadDocument(t, stale.token, 'photo_id', await jpeg())).statusCode).toBe(201);
    const staleKeys = await h.storageKeys(stale.id);
    const busy = await h.start('busy@example.com');
    const withdrawnEarly = await h.start('withdrawn-early@example.com');
    expect((await t.inject({ method: 'POST', url: `/api/applications/${withdrawnEarly.token}/withdraw` })).statusCode).toBe(200);
    const sent = await h.start('sent@example.com');
    expect((await setStatus(sent.id, 'submitted')).statusCode).toBe(200);
    const settings = (await t.inject({ method: 'GET', url: '/api/admin/applications/settings', headers: auth })).json().settings;
    expect(settings.unsubmittedDays).toBe(30);

    try {
      // Day 20: the busy applicant saves their part (a change by a person on it).
      now = new Date(started.getTime() + 20 * DAY);
      expect(
        (await t.inject({ method: 'PUT', url: `/api/applications/${busy.token}`, payload: { feesAcknowledged: true } }))
          .statusCode,
      ).toBe(200);
      // Day 29: nothing is old enough.
      now = new Date(started.getTime() + 29 * DAY);
      expect(await t.app.services.applications.deleteUnsubmitted()).toBe(0);
      // Day 31: the two never sent and untouched go, with their documents and e-mails.
      now = new Date(started.getTime() + 31 * DAY);
      expect(await t.app.services.applications.deleteUnsubmitted()).toBe(2);
      for (const gone of [stale, withdrawnEarly]) {
        expect(await h.count('applications', gone.id)).toBe(0);
        expect(await h.count('application_people', gone.id)).toBe(0);
        expect(await outboxMails(t, { thread: `application:${gone.id}` })).toEqual([]);
        expect((await t.inject({ method: 'GET', url: `/api/applications/${gone.token}` })).statusCode).toBe(404);
      }
      expect(await h.count('application_documents', stale.id)).toBe(0);
      for (const key of staleKeys) expect(await t.app.services.applications.storedKeys()).not.toContain(key);
      expect(await h.count('applications', busy.id)).toBe(1);
      expect(await h.count('applications', sent.id)).toBe(1);

      // Fewer days: the busy one, changed 11 days ago, goes too; the one sent never does.
      const bad = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 0, retentionDays: 60, unsubmittedDays: 0 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: T.unsubmittedDaysInvalid });
      const set = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 0, retentionDays: 60, unsubmittedDays: '10' },
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().settings).toEqual({ screeningFee: 0, retentionDays: 60, unsubmittedDays: 10 });
      // Left out, the setting keeps its value.
      const kept = await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 0, retentionDays: 60 },
      });
      expect(kept.json().settings.unsubmittedDays).toBe(10);
      expect(await t.app.services.applications.deleteUnsubmitted()).toBe(1);
      expect(await h.count('applications', busy.id)).toBe(0);
      now = new Date(started.getTime() + 400 * DAY);
      expect(await t.app.services.applications.deleteUnsubmitted()).toBe(0);
      expect(await h.count('applications', sent.id)).toBe(1);
    } finally {
      now = started;
      await t.inject({
        method: 'PUT',
        url: '/api/admin/applications/settings',
        headers: auth,
        payload: { screeningFee: 0, retentionDays: 60, unsubmittedDays: 30 },
      });
    }
  });
});

describe.each(DATABASES)('the retention job purges applications never sent, on %s', (database) => {
  let t: TestApp;
  let listingId: number;
  let now = new Date('2026-11-02T15:00:00Z');
  const h = helpers(() => ({ t, listingId }));

  beforeAll(async () => {
    t = await createTestApp({
      database,
      build: { ...NO_JOBS, applicationRetention: { everyMs: 100 }, clock: () => now },
    });
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => t?.close());

  it('runs on its own: 31 days later the application is gone', async () => {
    const { id } = await h.start('job@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await h.count('applications', id)).toBe(1);
    now = new Date(now.getTime() + 31 * DAY);
    await until(
      () => h.count('applications', id),
      (n) => n === 0,
    );
    expect(await h.count('application_people', id)).toBe(0);
  });
});

describe.each(DATABASES)('uploads are limited per application and per client address in an hour, on %s', (database) => {
  let t: TestApp;
  let listingId: number;
  const h = helpers(() => ({ t, listingId }));

  beforeAll(async () => {
    t = await createTestApp({ database, build: NO_JOBS, env: { UPLOADS_PER_HOUR: '5', UPLOADS_PER_APPLICATION_HOUR: '3' } });
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => t?.close());

  const upload = (token: string, kind: string, remoteAddress: string) =>
    t.inject({
      ...uploadRequest(token, kind),
      remoteAddress,
    });
  /** The same request uploadDocument makes, with a client address of our choosing. */
  function uploadRequest(token: string, kind: string) {
    const boundary = '----limit-test';
    const file = pdfFile(`limit-${kind}`);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      method: 'POST' as const,
      url: `/api/applications/${token}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    };
  }

  it('answers 429 with the wait past 3 uploads to one application, and past 5 from one client; another client still uploads', async () => {
    const first = await h.start('limit-one@example.com');
    const second = await h.start('limit-two@example.com');
    const client = '198.51.100.7';
    for (const kind of ['pay_stub', 'pay_stub', 'bank_statement'])
      expect((await upload(first.token, kind, client)).statusCode).toBe(201);
    const refused = await upload(first.token, 'bank_statement', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: T.tooManyUploads(60) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await h.count('application_documents', first.id)).toBe(3);

    // The client has sent 4; one more to another application, then it is refused everywhere.
    expect((await upload(second.token, 'pay_stub', client)).statusCode).toBe(201);
    const clientRefused = await upload(second.token, 'pay_stub', client);
    expect(clientRefused.statusCode).toBe(429);
    expect(clientRefused.json().message).toBe(T.tooManyUploads(60));
    // Another client, to the second application (2 of its 3): accepted.
    expect((await upload(second.token, 'bank_statement', '203.0.113.50')).statusCode).toBe(201);
    // The first application's limit holds whoever uploads.
    expect((await upload(first.token, 'tax_return', '203.0.113.51')).statusCode).toBe(429);
    expect(await h.count('application_documents', second.id)).toBe(2);
  });
});

const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

describe.skipIf(!shared)('the upload limits across two instances on PostgreSQL + Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let listingId: number;
  const h = helpers(() => ({ t: a, listingId }));

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, UPLOADS_PER_HOUR: '100', UPLOADS_PER_APPLICATION_HOUR: '3' };
    a = await createTestApp({ database: 'postgres', env, build: NO_JOBS });
    b = await createTestApp({ env: { ...env, DATABASE_URL: a.config.databaseUrl! }, build: NO_JOBS });
    listingId = (await a.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("one application's uploads are counted once, whichever instance receives them", async () => {
    const { id, token } = await h.start(`two-instances-${Date.now()}@example.com`);
    // The application's id repeats on each fresh database: its count of an earlier run is forgotten first.
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const stale = await redis.keys(`form-limit:*upload-subject:application:${id}`);
      if (stale.length > 0) await redis.del(...stale);
    } finally {
      redis.disconnect();
    }
    const statuses: number[] = [];
    for (const [i, kind] of ['pay_stub', 'pay_stub', 'bank_statement', 'bank_statement'].entries()) {
      const via = i % 2 === 0 ? a : b;
      statuses.push((await uploadDocument(via, token, kind, pdfFile(`two-${i}`))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await h.count('application_documents', id)).toBe(3);
  });
});
