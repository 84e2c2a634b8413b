import { describe, expect, it } from 'vitest';
import { LEASE_SIGNING_TEXT as P } from '../../src/shared/texts/deals-public.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { mailAppFixture } from '../support/deal-app.ts';
import { dealBody, rentableListing } from '../api/deals-fixtures.ts';
import { FULL_CHECKLIST, leasePdf, leaseUpload } from '../api/leases-fixtures.ts';

/** A tenant signs the lease on a phone (390 px) from the e-mailed link: every page, the consent, the code, the name. */
describe('Lease signing on a phone', () => {
  const app = mailAppFixture();

  it('opens the e-mailed link, sees every page, asks for a code, signs with consent, code and name (axe clean), and the landlord is sent the link', async () => {
    const auth = await app.server.login();
    const listing = await rentableListing(app.server);
    const deal = (
      await app.server.inject({ method: 'POST', url: '/api/admin/deals', headers: auth, payload: dealBody(listing.id) })
    ).json().deal;
    const body = leaseUpload(await leasePdf('LEASE', 2), [await leasePdf('RIDER', 1)], FULL_CHECKLIST);
    const up = await app.server.inject({
      method: 'POST',
      url: `/api/admin/deals/${deal.id}/lease`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const lease = up.json().lease;
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/admin/leases/${lease.id}/send`,
      headers: auth,
      payload: { landlord: { name: 'Lee Owner', email: 'owner@example.com' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await expect.poll(() => app.smtp.to('rita@example.com').length).toBe(1);
    const link = /https?:\/\/[^/\s]+(\/leases\/[A-Za-z0-9_-]{22})/.exec(app.smtp.to('rita@example.com')[0].parsed.text ?? '')![1];

    const { page, context, errors } = await newPage(app.browser, app.server.url, VIEWPORTS.phone);
    // Signing without the consent answers 400 with the page (the form's own message).
    allowConsoleErrors(errors, ...failedLoad(400));
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(P.heading);
    // Every page as an image, loaded, the width of the phone.
    const images = page.getByRole('img', { name: /^Page \d of 3$/ });
    await expect.poll(() => images.count()).toBe(3);
    for (let i = 0; i < 3; i++) await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.images].filter((img) => img.src.includes('/api/leases/') && img.complete && img.naturalWidth > 0).length,
        ),
      )
      .toBe(3);
    const box = await images.first().boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByText(P.consent1).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'lease-sign-390');

    await page.getByRole('button', { name: P.sendCode }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(P.codeSent('rita@example.com'));
    await expect.poll(() => app.smtp.to('rita@example.com').length).toBe(2);
    const code = /\b(\d{6})\b/.exec(app.smtp.to('rita@example.com')[1].parsed.subject ?? '')![1];
    await page.getByLabel(P.codeLabel).fill(code);
    await page.getByLabel(P.nameLabel).fill('Rita Moreno');
    await page.getByRole('button', { name: P.signButton }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(P.consentRequired);
    await page.getByLabel(P.consentCheckbox).check();
    await page.getByLabel(P.codeLabel).fill(code);
    await page.getByLabel(P.nameLabel).fill('Rita Moreno');
    await page.getByRole('button', { name: P.signButton }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Signed by Rita Moreno on');
    expect(await page.getByRole('button', { name: P.signButton }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'lease-sign-390-signed');
    await context.close();

    // The tenant signed: now the landlord gets a link; the evidence records the phone's browser.
    await expect.poll(() => app.smtp.to('owner@example.com').length).toBe(1);
    const after = (await app.server.inject({ method: 'GET', url: `/api/admin/leases/${lease.id}`, headers: auth })).json().lease;
    expect(after.signers[0]).toMatchObject({
      status: 'signed',
      signedName: 'Rita Moreno',
      userAgent: expect.stringContaining('Chrome'),
    });
    expect(after.chainIntact).toBe(true);

    // The landlord's page on a wide screen.
    const landlordLink = /https?:\/\/[^/\s]+(\/leases\/[A-Za-z0-9_-]{22})/.exec(
      app.smtp.to('owner@example.com')[0].parsed.text ?? '',
    )![1];
    const wide = await newPage(app.browser, app.server.url, VIEWPORTS.desktop);
    await wide.page.goto(landlordLink);
    await expect.poll(() => wide.page.getByRole('img', { name: /^Page \d of 3$/ }).count()).toBe(3);
    await screenshot(wide.page, 'lease-sign-1280');
    await wide.context.close();
  }, 150_000);
});
