import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOMMATES_TEXT as T } from '../../src/shared/texts/roommates.ts';
import { DATABASES } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { createRoom, dayFromNow, questionnaire } from './roommate-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

const ORIGIN = 'https://rentals.example';
const OFF = { viewingReminders: false, digestScheduler: false, followUpDigest: false, roommateAlerts: false } as const;
const EMAIL = 'nina@example.com';

/**
 * The room alerts' one-click stop (RFC 8058 List-Unsubscribe-Post), which a mail client may post by
 * itself: it pauses the seeker's alerts and never deletes the profile; the seeker resumes them from
 * the profile's page (issue 46 item 6, docs/decisions/092).
 */
describe.each(DATABASES)("the room alerts' one-click stop on %s", (database) => {
  let t: RunningServer;
  let token: string;
  let seekerId: number;
  let stopPath: string;

  const seekerRow = () =>
    t.app.database.db
      .selectFrom('roommate_seekers')
      .select(['id', 'name', 'budget_cents', 'alerts_paused_at'])
      .where('email', '=', EMAIL)
      .executeTakeFirst();
  const alertsTo = async (email: string) =>
    (
      await t.app.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'roommate-alert')
        .where('recipient', '=', email)
        .execute()
    ).length;
  const oneClick = (path: string) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });

  beforeAll(async () => {
    t = await startServer({ database, env: { PUBLIC_URL: ORIGIN }, build: OFF });
    const sent = await t.inject({
      method: 'POST',
      url: '/api/roommates',
      payload: questionnaire({ email: EMAIL, name: 'Nina Park', budget: 1500, moveInDate: dayFromNow(30) }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await outboxMails(t, { kind: 'roommate-confirm', recipient: EMAIL });
    token = new RegExp(`^${ORIGIN}/roommates/([A-Za-z0-9_-]{22})$`, 'm').exec(mail.text)![1];
    expect((await t.inject({ method: 'POST', url: `/api/roommates/${token}/confirm` })).statusCode).toBe(200);
    seekerId = Number((await seekerRow())!.id);
    stopPath = t.app.services.roommates.seekers.stopLink({ id: seekerId, email: EMAIL }).slice(ORIGIN.length);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('opening the stop link stops nothing (mail scanners follow links)', async () => {
    const res = await fetch(`${t.url}${stopPath}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(T.stopButton);
    expect((await seekerRow())!.alerts_paused_at).toBeNull();
  });

  it("the mail app's one-click POST pauses the alerts and keeps the profile; no alert goes while paused", async () => {
    const res = await oneClick(stopPath);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(T.stopped);
    const row = await seekerRow();
    expect(row).toMatchObject({ id: row!.id, name: 'Nina Park', budget_cents: 150000 });
    expect(row!.alerts_paused_at).not.toBeNull();
    const own = await t.inject({ method: 'GET', url: `/api/roommates/${token}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().seeker).toMatchObject({ status: 'confirmed', alertsPaused: true, name: 'Nina Park' });

    // Posted again (a mail app retrying): still success, the first time kept.
    const first = row!.alerts_paused_at;
    const again = await oneClick(stopPath);
    expect(again.status).toBe(200);
    // Every answer read to its end: an unread body keeps its connection open and the server's close waits on it.
    await again.arrayBuffer();
    expect((await seekerRow())!.alerts_paused_at).toBe(first);
    const page = await fetch(`${t.url}${stopPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(T.stopped);

    await createRoom(t, { price: 1400 });
    expect(await t.app.services.roommates.seekers.sendRoomAlerts()).toBe(0);
    expect(await alertsTo(EMAIL)).toBe(0);
  });

  it('a stranger: a forged stop link pauses nothing, and resuming needs the private link', async () => {
    const [id, signature] = stopPath.split('/')[2].split('.');
    for (const forged of [`${id}.${'A'.repeat(signature.length)}`, `${Number(id) + 1}.${signature}`, 'x'.repeat(5000)]) {
      const res = await oneClick(`/roommates/${forged}/stop`);
      expect([404, 414, 431], forged.slice(0, 20)).toContain(res.status);
      await res.arrayBuffer();
    }
    for (const [url, status] of [
      [`/api/roommates/${'x'.repeat(22)}/alerts/resume`, 404],
      ['/api/roommates/short/alerts/resume', 404],
      [`/api/roommates/${'x'.repeat(5000)}/alerts/resume`, 404],
    ] as const) {
      const res = await t.inject({ method: 'POST', url });
      expect(res.statusCode, url.slice(0, 40)).toBe(status);
      expect(res.json().success).toBe(false);
    }
    expect((await seekerRow())!.alerts_paused_at).not.toBeNull();
  });

  it('the seeker resumes the alerts from their page, and the rooms that fit come again', async () => {
    const res = await t.inject({ method: 'POST', url: `/api/roommates/${token}/alerts/resume` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: T.resumed, seeker: { alertsPaused: false } });
    expect((await seekerRow())!.alerts_paused_at).toBeNull();
    expect(await t.app.services.roommates.seekers.sendRoomAlerts()).toBe(1);
    expect(await alertsTo(EMAIL)).toBe(1);
    // The alert's own stop text says the profile stays.
    const [alert] = await outboxMails(t, { kind: 'roommate-alert', recipient: EMAIL });
    expect(alert.text).toContain(T.alertStop(`${ORIGIN}${stopPath}`));
  });
});
