import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_INQUIRIES_TEXT as T } from '../../src/shared/texts/admin-inquiries.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { quotedReply, rawMail } from '../support/inbound-mail.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, seedListings, signInContext } from './admin-listings-fixtures.ts';

const TOKEN = 'conversation-inbound-token-0123456789';
const ADDRESS = '50 West 34th Street';

/**
 * The inquiry modal shows the whole conversation: the inquiry, the agent's reply with its delivery,
 * the renter's answer (new text, full text on demand, attachment), oldest first, long texts folded;
 * the listing named with its apartment and a link. Chromium at 1280 and 390 px, with axe.
 */
describe('the conversation in the inquiry modal', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let inquiryId: number;
  let listingId: number;
  const attachment = Buffer.from('%PDF-1.4\nA pay stub, as a renter would attach it.\n');
  const longAnswer = Array.from({ length: 14 }, (_, i) => `Line ${i + 1} of a long answer about the move-in date.`).join('\n');

  beforeAll(async () => {
    server = await startServer({ env: { INBOUND_TOKEN: TOKEN } });
    // Two listings at one address: the modal names the apartment.
    [, listingId] = await seedListings(server, [
      { address: ADDRESS, neighborhood: '12B', status: 'active' },
      { address: ADDRESS, neighborhood: '31A', status: 'active' },
    ]);
    token = await adminToken(server);
    const headers = { 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Omar Haddad', email: 'omar@example.com', message: 'Is 31A still available?', listingId }),
    });
    inquiryId = ((await created.json()) as { inquiry: { id: number } }).inquiry.id;
    const replied = await fetch(`${server.url}/api/inquiries/${inquiryId}/reply`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: JSON.stringify({
        subject: 'Re: Inquiry about 50 West 34th Street',
        message: 'Hello Omar,\n\nYes, it is. Would Tuesday at 6 suit you for a viewing?',
        recipientEmail: 'omar@example.com',
      }),
    });
    expect(replied.status).toBe(201);
    const sent = await server.app.database.db
      .selectFrom('mail_outbox')
      .select('message_id')
      .where('kind', '=', 'reply')
      .executeTakeFirstOrThrow();
    const post = async (raw: Buffer) => {
      const res = await fetch(`${server.url}/api/inbound/email`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
        body: new Uint8Array(raw),
      });
      expect(await res.json()).toEqual({ success: true, imported: true });
    };
    await post(
      await rawMail({
        from: 'Omar Haddad <omar@example.com>',
        subject: 'Re: Inquiry about 50 West 34th Street',
        text: quotedReply('Tuesday at 6 works for me. My pay stub is attached.', 'Yes, it is. Would Tuesday at 6 suit you?'),
        inReplyTo: sent.message_id!,
        attachments: [{ filename: 'pay-stub.pdf', content: attachment, contentType: 'application/pdf' }],
      }),
    );
    await post(
      await rawMail({
        from: 'omar@example.com',
        subject: 'One more thing',
        text: longAnswer,
        inReplyTo: sent.message_id!,
      }),
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = async (viewport: { width: number; height: number }) => {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto(`/admin/inquiries?view=${inquiryId}`);
    const modal = session.page.getByRole('dialog');
    await modal.getByTestId('timeline').waitFor();
    return { ...session, modal };
  };
  const summary = (violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the inquiry, the reply and the renter's answers oldest first, at ${viewport.width} px`, async () => {
      const { page, modal } = await open(viewport);
      // The inquiry is New again: the renter answered.
      await modal.getByText(T.receivedOn(new Date().toISOString().slice(0, 10))).waitFor();
      expect(await modal.getByTestId('inquiry-status').textContent()).toBe('New');

      const property = modal.getByTestId('detail-property').getByRole('link');
      expect(await property.textContent()).toBe(`${ADDRESS}, Apt 31A`);
      expect(await property.getAttribute('href')).toBe(`/admin/listings/edit/${listingId}`);

      const items = modal.getByTestId('timeline').locator(':scope > li');
      expect(await items.count()).toBe(3);
      expect(await items.nth(0).getAttribute('data-testid')).toBe('reply');
      expect(await items.nth(1).getAttribute('data-testid')).toBe('renter-message');
      expect(await items.nth(2).getAttribute('data-testid')).toBe('renter-message');
      await items.nth(0).getByText(T.agentReplied).waitFor();
      const answer = items.nth(1);
      await answer.getByText(T.renterReplied('Omar Haddad')).waitFor();
      expect(await answer.getByTestId('renter-message-text').innerText()).toBe(
        'Tuesday at 6 works for me. My pay stub is attached.',
      );

      // The quoted history on demand, and back.
      await answer.getByRole('button', { name: T.showFullMessage }).click();
      await expect
        .poll(() => answer.getByTestId('renter-message-text').innerText())
        .toContain('> Yes, it is. Would Tuesday at 6 suit you?');
      await answer.getByRole('button', { name: T.showNewText }).click();
      await expect
        .poll(() => answer.getByTestId('renter-message-text').innerText())
        .toBe('Tuesday at 6 works for me. My pay stub is attached.');

      // A long message folds, and unfolds.
      const long = items.nth(2);
      const more = long.getByRole('button', { name: T.showMore });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      const folded = await long.getByTestId('renter-message-text').boundingBox();
      await more.click();
      await long.getByRole('button', { name: T.showLess }).waitFor();
      expect((await long.getByTestId('renter-message-text').boundingBox())!.height).toBeGreaterThan(folded!.height * 1.5);

      expect(summary(await seriousViolations(page))).toEqual([]);
      await screenshot(page, `admin-inquiry-conversation-${label}`);

      // The dialog's actions: on a phone one row, the status as a menu; at 1280 px the status buttons.
      const actions = modal.getByTestId('inquiry-actions');
      const close = actions.getByRole('button', { name: T.close, exact: true });
      if (label === 'phone') {
        const menu = actions.getByRole('combobox', { name: T.setStatus });
        expect(await menu.inputValue()).toBe('new');
        const [menuBox, closeBox] = await Promise.all([menu.boundingBox(), close.boundingBox()]);
        expect(Math.abs(menuBox!.y + menuBox!.height / 2 - (closeBox!.y + closeBox!.height / 2))).toBeLessThan(2);
        expect(await actions.getByRole('button', { name: T.responded, exact: true }).count()).toBe(0);
      } else {
        expect(await actions.getByRole('button', { name: T.responded, exact: true }).isVisible()).toBe(true);
        expect(await actions.getByRole('combobox', { name: T.setStatus }).count()).toBe(0);
      }

      // Staff download the attachment.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        answer.getByRole('button', { name: T.downloadAttachment('pay-stub.pdf') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('pay-stub.pdf');
      expect((await readFile((await download.path())!)).equals(attachment)).toBe(true);
      await page.context().close();
    });
  }

  it('answers in the same thread: the next reply is In-Reply-To the renter’s last message', async () => {
    const { page, modal } = await open(VIEWPORTS.desktop);
    await modal.getByRole('button', { name: T.newReply }).click();
    await modal.getByRole('textbox', { name: T.replyMessage }).fill('Tuesday at 6 it is. See you at the lobby.');
    await modal.getByRole('button', { name: T.sendReply }).click();
    await page.getByText(T.replySent).waitFor();
    await expect.poll(() => modal.getByTestId('timeline').locator(':scope > li').count()).toBe(4);
    const last = await server.app.database.db
      .selectFrom('mail_outbox')
      .select('in_reply_to')
      .where('kind', '=', 'reply')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const latest = await server.app.database.db
      .selectFrom('inbound_messages')
      .select('message_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.in_reply_to).toBe(latest.message_id);
    await page.context().close();
  });
});
