import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../src/shared/texts/admin-inquiries.ts';
import { VIEWINGS_ADMIN_TEXT as A } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { createListing } from '../api/listings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let staff: { authorization: string };
let listing: ListingDto;
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  staff = await server.login();
  token = await adminToken(server);
  listing = await createListing(server, staff, { address: '88 Greenwich Street, New York, NY 10006', neighborhood: '12C' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const summary = (violations: Array<{ id: string }>) => violations.map((v) => v.id);

/**
 * The inquiry a booking made follows its viewing, and each links to the other: the agent confirms
 * from the inquiry, sees it Responded with 'Viewing confirmed · {time}' in its timeline, follows the
 * time to the Viewings page (the viewing marked) and comes back with 'Open inquiry'.
 */
describe.each(Object.entries(VIEWPORTS))('a viewing and its inquiry at %s', (name, viewport) => {
  it('confirm from the inquiry: its status and timeline follow; the two link to each other', async () => {
    const slots: SlotDto[] = (await server.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listing.id}` })).json()
      .slots;
    const slot = slots[name === 'desktop' ? 0 : 1];
    const renter = `Vera ${name === 'desktop' ? 'Desk' : 'Phone'}`;
    const booked = await server.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId: listing.id, start: slot.start, name: renter, email: `vera-${name}@example.com` },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const viewing = await server.app.services.viewings.get(booked.json().viewing.id as number);

    const { context, page } = await newPage(browser, server.url, viewport);
    await signInContext(context, token);
    await page.goto(`/admin/inquiries?view=${viewing.inquiryId}`);
    const modal = page.getByRole('dialog');
    await modal.getByTestId('inquiry-viewing').waitFor();
    await modal.getByTestId('inquiry-viewing').getByRole('button', { name: 'Confirm' }).click();

    const entry = modal.getByTestId('viewing-event');
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`${T.viewingEvent['viewing-confirmed']} · ${slot.day}, ${slot.time}`);
    await expect.poll(async () => (await server.app.services.inquiries.read.get(viewing.inquiryId!)).status).toBe('responded');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, `admin-viewing-inquiry-${name}`);

    // The viewing's time leads to the Viewings page, the viewing marked; 'Open inquiry' leads back.
    await entry.getByRole('link').click();
    await page.waitForURL(`**/admin/viewings?show=${viewing.id}`);
    const marked = page.locator('[data-testid="viewing"][aria-current="true"]');
    await marked.waitFor();
    expect(await marked.textContent()).toContain(renter);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await marked.getByRole('link', { name: A.openInquiry }).click();
    await page.waitForURL(`**/admin/inquiries?view=${viewing.inquiryId}`);
    await page.getByRole('dialog').getByTestId('viewing-event').waitFor();
    await context.close();
  });
});
