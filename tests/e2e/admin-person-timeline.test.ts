import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_TEXT as P } from '../../src/shared/texts/people.ts';
import { seedPerson } from '../api/person-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let token: string;
let rita: Awaited<ReturnType<typeof seedPerson>>;
let lone: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await adminToken(server);
  const db = server.app.database.db;
  // Rita booked, applied, was approved and has a deal and a roommate profile; Joann's address contains hers.
  rita = await seedPerson(db, 'Rita.Moreno@Example.com', 'Rita Moreno', '2026-05-10');
  await seedPerson(db, 'joann.rita.moreno@example.com', 'Joann Other', '2026-05-11');
  const row = await db
    .insertInto('inquiries')
    .values({
      name: 'Lone Lead',
      email: 'lone@example.com',
      phone: '',
      message: 'Hello',
      inquiry_type: 'general',
      listing_id: null,
      listing_address: null,
      status: 'new',
      notes: '',
      follow_up_on: null,
      created_at: '2026-05-12T15:00:00.000Z',
      updated_at: '2026-05-12T15:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  lone = Number(row.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const summary = (violations: Array<{ id: string }>) => violations.map((v) => v.id);

describe.each(Object.entries(VIEWPORTS))('one person, one timeline at %s', (name, viewport) => {
  it("the inquiry dialog shows the renter's viewing, application, deal and roommate records, newest first, each a link", async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await signInContext(context, token);
    await page.goto(`/admin/inquiries?view=${rita.inquiry}`);
    const modal = page.getByRole('dialog');
    const timeline = modal.getByTestId('person-timeline');
    await timeline.getByTestId('person-event').first().waitFor();
    const kinds = await timeline
      .getByTestId('person-event')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')));
    expect(kinds).toEqual(['introduction', 'roommate-profile', 'deal', 'application', 'viewing', 'message', 'reply', 'inquiry']);
    const text = (await timeline.textContent()) ?? '';
    expect(text).toContain(P.hint('Rita.Moreno@Example.com'));
    expect(text).not.toContain('Joann');
    // New York time: 01:00 UTC on 10 May is 9:00 PM on 9 May in New York.
    expect(text).toContain('2026-05-09 9:00 PM');
    expect(text).toContain(`${P.kind.application} · 145 East 29th Street, New York, NY 10016, Apt 4B`);
    expect(text).toContain('Approved · Co-applicant');
    // The inquiry on screen, its reply and the renter's e-mail are 'This one', not links; the others link to their records.
    expect(await timeline.getByRole('link').count()).toBe(5);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, `admin-person-timeline-${name}`);

    await timeline.getByRole('link', { name: new RegExp(`^${P.kind.application}`) }).click();
    await page.waitForURL(`**/admin/applications/${rita.application}`);
    const onApplication = page.getByTestId('application-timelines');
    await onApplication.getByTestId('person-event').first().waitFor();
    expect(await onApplication.textContent()).toContain(`${P.kind.deal} · 145 East 29th Street`);
    expect(summary(await seriousViolations(page))).toEqual([]);

    await onApplication
      .getByRole('link', { name: new RegExp(`^${P.kind.deal}`) })
      .first()
      .click();
    await page.waitForURL('**/admin/deals');
    const dealTimeline = page.getByRole('dialog').getByTestId('deal-timelines');
    await dealTimeline.getByTestId('person-event').first().waitFor();
    expect(await dealTimeline.textContent()).toContain(`${P.kind.inquiry} · 145 East 29th Street`);
    await screenshot(page, `admin-person-timeline-deal-${name}`);
    await context.close();
  });

  it('a lead the product knows nothing else of: the empty state', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await signInContext(context, token);
    await page.goto(`/admin/inquiries?view=${lone}`);
    const empty = page.getByRole('dialog').getByTestId('person-timeline-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toBe(P.empty);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await context.close();
  });
});
