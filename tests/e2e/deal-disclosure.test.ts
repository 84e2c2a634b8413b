import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DISCLOSURE_TEXT as P } from '../../src/shared/texts/deals-public.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { mailAppFixture } from '../support/deal-app.ts';
import { outsideDealBody, TENANT_PAID } from '../api/deals-fixtures.ts';

/**
 * The signed page's link to the tenant's copy, in view, answers the signed PDF to the page's browser
 * (read through the page’s own context).
 */
async function opensTheCopy(page: Page) {
  const link = page.getByRole('link', { name: P.signedPdf });
  expect(await link.isVisible()).toBe(true);
  const answer = await page.request.get((await link.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

/** The tenant signs the FARE Act fee disclosure on a phone (390 px): the link from the e-mail, the itemized fees, the typed name. */
describe('FARE Act fee disclosure on a phone', () => {
  const app = mailAppFixture();

  it('opens the e-mailed link, reads every fee and its payee, signs with a typed name and sees it signed (axe clean before and after)', async () => {
    const auth = await app.server.login();
    // The tenant pays the broker they hired, on an apartment the agent does not list (FARE Act, decision 082).
    const deal = (
      await app.server.inject({
        method: 'POST',
        url: '/api/admin/deals',
        headers: auth,
        payload: outsideDealBody(TENANT_PAID),
      })
    ).json().deal;
    await app.server.inject({ method: 'POST', url: `/api/admin/deals/${deal.id}/disclosure`, headers: auth });
    await expect.poll(() => app.smtp.to('rita@example.com').length).toBe(1);
    const link = /https?:\/\/[^/\s]+(\/disclosures\/[A-Za-z0-9_-]{22})/.exec(
      app.smtp.to('rita@example.com')[0].parsed.text ?? '',
    )![1];

    const { page, context, errors } = await newPage(app.browser, app.server.url, VIEWPORTS.phone);
    // Signing without a name answers 400 with the page (the form's own message).
    allowConsoleErrors(errors, ...failedLoad(400));
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(P.heading);
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole('table').textContent()).toContain('$4,380');
    // Phone-first: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'deal-disclosure-390');
    // The total at a glance, and the way past the text to the form.
    expect(await page.getByText(P.total('$4,380')).first().isVisible()).toBe(true);
    const name = page.getByLabel(P.nameLabel);
    expect(await name.evaluate((box) => box.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.getByRole('link', { name: P.signBelow }).click();
    await expect.poll(() => name.evaluate((box) => box.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await page.getByRole('link', { name: P.signedPdf }).count()).toBe(0);
    // The same page on a wide screen, before signing.
    const before = await newPage(app.browser, app.server.url, VIEWPORTS.desktop);
    await before.page.goto(link);
    await expect.poll(() => before.page.getByRole('button', { name: P.signButton }).count()).toBe(1);
    expect(await seriousViolations(before.page)).toEqual([]);
    await screenshot(before.page, 'deal-disclosure-1280');
    await before.context.close();

    await page.getByRole('button', { name: P.signButton }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(P.nameRequired);
    await page.getByLabel(P.nameLabel).fill('Rita Moreno');
    await page.getByRole('button', { name: P.signButton }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Signed by Rita Moreno on');
    expect(await page.getByRole('button', { name: P.signButton }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: P.signedHeading }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'deal-disclosure-390-signed');
    await opensTheCopy(page);
    const row = await app.server.app.database.db
      .selectFrom('deal_disclosures')
      .select(['signed_name', 'signed_address'])
      .executeTakeFirstOrThrow();
    expect(row.signed_name).toBe('Rita Moreno');
    expect(row.signed_address).toMatch(/127\.0\.0\.1/);
    await context.close();

    // The same signed page on a wide screen.
    const wide = await newPage(app.browser, app.server.url, VIEWPORTS.desktop);
    await wide.page.goto(link);
    await expect.poll(() => wide.page.getByRole('status').textContent()).toContain('Signed by Rita Moreno');
    expect(await seriousViolations(wide.page)).toEqual([]);
    await screenshot(wide.page, 'deal-disclosure-1280-signed');
    await opensTheCopy(wide.page);
    await wide.context.close();
  });
});
