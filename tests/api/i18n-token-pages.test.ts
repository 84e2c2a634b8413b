import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { formatDate } from '../../src/shared/i18n/format.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import type { TextModule } from '../../src/shared/i18n/types.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { DATABASES } from '../support/app.ts';
import { decodeHtml, englishShown, englishTexts } from '../support/i18n-pages.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { dealBody, outsideDealBody, rentableListing, TENANT_PAID } from './deals-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

const ORIGIN = 'https://rentals.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The catalogues these pages speak from: none of their English may show on a Spanish or Chinese page. */
const MODULES: TextModule[] = ['alerts', 'newsletter', 'viewings', 'deals-public', 'common', 'public'];
const ENGLISH = englishTexts(MODULES);

/**
 * Issue 37: the pages a renter reaches from an e-mail's link (a saved search's manage and stop pages, the
 * newsletter's unsubscribe, a viewing's page and the staff's Confirm link, the FARE Act disclosure, the
 * after-lease e-mails' stop) speak the language of their address, and a Spanish or Chinese renter's e-mails
 * link to them under /es/ or /zh/ (the production build over HTTP; tokens taken from the e-mails).
 */
describe.each(DATABASES)('the e-mail links’ pages in Spanish and Chinese on %s', (database) => {
  let t: RunningServer;
  let auth: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await startServer({
      database,
      env: { PUBLIC_URL: ORIGIN },
      build: { digestScheduler: false, viewingReminders: false, afterLeaseMail: false, followUpDigest: false },
    });
    auth = await t.login();
    listingId = (await rentableListing(t, { neighborhood: '4B' })).id;
    await t.app.services.listingViewings.setOptions(listingId, { enabled: true, instructions: '' });
  });
  afterAll(() => t?.close());

  /** The newest e-mail of `kind` queued to `email` (what will be sent). */
  const mailTo = async (email: string, kind: string) => {
    const mails = (await outboxMails(t, { recipient: email, kind })).reverse();
    expect(mails.length, `${kind} to ${email}`).toBeGreaterThan(0);
    return mails[0].text;
  };
  /** The path of the site link in `text` that starts with `prefix` (its origin the public site's). */
  const linkIn = (text: string, prefix: string) => {
    const url = new RegExp(`${ORIGIN}${prefix.replace(/[?]/g, '\\?')}\\S+`).exec(text)?.[0];
    expect(url, `${prefix} in ${text}`).toBeTruthy();
    return url!.slice(ORIGIN.length);
  };
  const page = async (path: string, status = 200) => {
    const res = await fetch(`${t.url}${path}`);
    const html = await res.text();
    expect(res.status, path).toBe(status);
    return html;
  };
  const post = async (path: string, body: string, status = 200) => {
    const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: FORM, body, redirect: 'manual' });
    expect(res.status, path).toBe(status);
    return res;
  };
  /** The page speaks its language: no English of the catalogues, the `expected` texts as the language writes them. */
  const speaks = (html: string, expected: string[], path: string) => {
    expect(englishShown(html, ENGLISH), path).toEqual([]);
    const text = decodeHtml(html);
    for (const said of expected) expect(text, `${path}: ${said}`).toContain(said);
  };

  for (const language of ['es', 'zh'] as const satisfies readonly Language[]) {
    const A = textsFor(language, 'alerts').ALERT_TEXT;
    const U = textsFor(language, 'newsletter').UNSUBSCRIBE_TEXT;
    const V = textsFor(language, 'viewings');
    const P = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
    const PUBLIC = textsFor(language, 'public').PUBLIC_TEXT;
    const apt = PUBLIC.apartment('4B');
    const place = `145 East 29th Street, New York, NY 10016, ${apt}`;

    it(`${language}: a saved search's confirmation link, manage page (confirm, save) and one-click stop page`, async () => {
      const email = `alert-${language}@example.com`;
      await t.app.services.alerts.request({
        email,
        grid: { path: '/sublets', label: 'Sublets', scope: { isSublet: true } },
        query: 'beds=2',
        frequency: 'daily',
        language,
      });
      const manage = linkIn(await mailTo(email, 'alert-confirm'), `/${language}/alerts/`);
      const words = `${A.sublets} · ${A.wordsBeds(2)}`;
      speaks(await page(manage), [A.confirmHeading, A.confirmDetail(email), words, A.confirm, A.eyebrow], manage);

      const confirmed = await post(manage, 'intent=confirm');
      speaks(
        await confirmed.text(),
        [A.confirmedHeading, A.manageDetail(email), PUBLIC.priceFrom, PUBLIC.noMax, A.saveChanges],
        manage,
      );
      const saved = await post(manage, 'intent=save&beds=1&frequency=instant');
      const savedHtml = await saved.text();
      speaks(savedHtml, [A.saved, `${A.sublets} · ${A.wordsBeds(1)}`, A.stop], manage);
      expect(savedHtml).toContain(`href="/${language}/sublets?beds=1"`);
      // What is stored is what the English page stores.
      const row = await t.app.database.db
        .selectFrom('saved_searches')
        .select(['criteria', 'frequency', 'status'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ criteria: 'beds=1', frequency: 'instant', status: 'active' });

      const stop = `${manage}/unsubscribe`;
      speaks(await page(stop), [A.stop, A.manageDetail(email), A.manageHeading], stop);
      const stopped = await post(stop, 'List-Unsubscribe=One-Click');
      const stoppedHtml = await stopped.text();
      speaks(stoppedHtml, [A.stoppedHeading, A.stoppedDetail(email), A.resume], stop);
      expect(stoppedHtml).toContain(`href="${manage}"`);
      speaks(await page(manage), [A.stoppedHeading, A.resume], manage);
      speaks(await page(`/${language}/alerts/nonsense`, 400), [A.invalidHeading, A.invalidLink, A.backToSearch], manage);
    });

    it(`${language}: the newsletter's unsubscribe link and page, before and after`, async () => {
      const email = `news-${language}@example.com`;
      const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email, name: 'Ann', language } });
      expect(res.statusCode, res.body).toBe(201);
      const path = linkIn(await mailTo(email, 'newsletter-welcome'), `/${language}/unsubscribe?token=`);
      const html = await page(path);
      speaks(html, [U.confirmHeading, U.keep, U.unsubscribe, U.eyebrow], path);
      expect(html).toContain(`action="/${language}/unsubscribe?token=`);
      const done = await post(path, 'List-Unsubscribe=One-Click');
      speaks(await done.text(), [U.doneHeading, U.doneDetail(email), U.comeBack, U.backToListings], path);
      const row = await t.app.database.db
        .selectFrom('subscribers')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(row?.status).toBe('unsubscribed');
      speaks(await page(path), [U.alreadyHeading, U.alreadyDetail(email)], path);
      const invalid = `/${language}/unsubscribe?token=forged`;
      speaks(
        await page(invalid, 400),
        [U.invalidHeading, textsFor(language, 'newsletter').NEWSLETTER_API_TEXT.invalidLink],
        invalid,
      );
    });

    it(`${language}: a viewing's page from its e-mail (time in New York, place, status), cancelled there; the staff's Confirm page`, async () => {
      const email = `viewing-${language}@example.com`;
      const slots: SlotDto[] = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json()
        .slots;
      const slot = slots[language === 'es' ? 2 : 4];
      const booked = await t.inject({
        method: 'POST',
        url: '/api/viewings',
        payload: { agencyAcknowledged: true, listingId, start: slot.start, name: 'Riley Renter', email, language },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const manage = linkIn(await mailTo(email, 'viewing-renter'), `/${language}/viewings/`);
      const when =
        language === 'es'
          ? formatDate('es', slot.start, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
          : formatDate('zh', slot.start, {
              month: 'short',
              day: 'numeric',
              weekday: 'short',
              hour: 'numeric',
              minute: '2-digit',
            });
      const P2 = V.VIEWING_PAGES_TEXT;
      const html = await page(manage);
      speaks(html, [P2.manageTitle, P2.whenNewYork(when), place, V.VIEWING_STATUS_LABELS.requested, P2.cancel], manage);
      expect(html).toContain(`href="/${language}/property/${listingId}/viewing"`);

      // The staff's Confirm link (their e-mail is English) answers under the language's address too.
      const alert = await mailTo(
        (await t.app.database.db.selectFrom('users').select('email').executeTakeFirstOrThrow()).email,
        'viewing-alert',
      );
      const respond = `/${language}${linkIn(alert.split(email)[1] ?? alert, '/viewings/respond/')}`;
      speaks(await page(respond), [P2.actionConfirmTitle, P2.whenNewYork(when), place, P2.renter, P2.actionConfirm], respond);

      const cancelled = await post(manage, '');
      speaks(await cancelled.text(), [P2.cancelled, V.VIEWING_STATUS_LABELS.cancelled], manage);
      const row = await t.app.database.db.selectFrom('viewings').select('status').where('email', '=', email).executeTakeFirst();
      expect(row?.status).toBe('cancelled');
      speaks(await page(respond, 410), [P2.actionExpired], respond);
      speaks(await page(`/${language}/viewings/${'x'.repeat(32)}`, 404), [P2.notFound], manage);
    });

    it(`${language}: the FARE Act disclosure from its e-mail, signed there; the after-lease e-mails' stop page`, async () => {
      // The tenant wrote in the language: the deal takes it (decision 072).
      const email = `tenant-${language}@example.com`;
      // A listing of its own: a signed lease takes it off the market.
      const dealListing = (await rentableListing(t, { neighborhood: '4B' })).id;
      const asked = await t.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { name: 'Rita Renter', email, message: 'Hola / 你好', listingId: dealListing, language },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const deal = await t.inject({
        method: 'POST',
        url: '/api/admin/deals',
        headers: auth,
        payload: outsideDealBody({
          tenants: [{ name: 'Rita Renter', email }],
          ...TENANT_PAID,
        }),
      });
      expect(deal.statusCode, deal.body).toBe(201);
      const dealId = deal.json().deal.id as number;
      const sent = await t.inject({ method: 'POST', url: `/api/admin/deals/${dealId}/disclosure`, headers: auth });
      expect(sent.statusCode, sent.body).toBe(200);
      const path = linkIn(await mailTo(email, 'deal-disclosure'), `/${language}/disclosures/`);
      speaks(
        await page(path),
        [
          P.heading,
          P.intro(place),
          P.feesHeading,
          P.brokerFee,
          P.totalLabel,
          P.noOther,
          P.signBelow,
          P.signHelp,
          P.signButton,
          '$4,380',
        ],
        path,
      );
      const refused = await post(path, 'name=', 400);
      speaks(await refused.text(), [P.nameRequired], path);
      // The form carries the digest of what the page showed (docs/decisions/080).
      const digest = /name="digest" value="([0-9a-f]{64})"/.exec(await page(path))![1];
      const signed = await post(path, `name=Rita+Renter&digest=${digest}`);
      const stored = await t.app.database.db
        .selectFrom('deal_disclosures')
        .select(['signed_name', 'signed_at'])
        .where('tenant_email', '=', email)
        .executeTakeFirstOrThrow();
      expect(stored.signed_name).toBe('Rita Renter');
      const when = formatDate(language, stored.signed_at!, { dateStyle: 'long', timeStyle: 'short' });
      speaks(await signed.text(), [P.signedDetail('Rita Renter', when), P.intro(place)], path);
      speaks(await page(path), [P.signedHeading, P.signedDetail('Rita Renter', when), P.signedPdf], path);
      speaks(await page(`/${language}/disclosures/AAAAAAAAAAAAAAAAAAAAAA`, 404), [P.pageTitle, P.invalid], path);

      // A lease ending within 90 days: the renewal e-mail's stop link, in the language.
      const start = new Date(Date.now() - 330 * 24 * 3600_000).toISOString().slice(0, 10);
      const lease = await t.inject({
        method: 'POST',
        url: '/api/admin/deals',
        headers: auth,
        payload: dealBody((await rentableListing(t, { neighborhood: '4B' })).id, {
          leaseStart: start,
          tenants: [{ name: 'Rita Renter', email }],
        }),
      });
      expect(lease.statusCode, lease.body).toBe(201);
      const leaseId = lease.json().deal.id as number;
      const signedStage = await t.inject({
        method: 'PATCH',
        url: `/api/admin/deals/${leaseId}`,
        headers: auth,
        payload: { stage: 'lease-signed' },
      });
      expect(signedStage.statusCode, signedStage.body).toBe(200);
      await t.app.services.deals.afterLease.sendDue();
      const stop = linkIn(await mailTo(email, 'deal-renewal'), `/${language}/lease-mail/unsubscribe/`);
      speaks(await page(stop), [P.unsubscribeTitle, P.unsubscribeDetail(email), P.unsubscribeButton], stop);
      const stopped = await post(stop, 'List-Unsubscribe=One-Click');
      speaks(await stopped.text(), [P.unsubscribedTitle, P.unsubscribedDetail(email)], stop);
      const optOuts = await t.app.database.db
        .selectFrom('deal_mail_opt_outs')
        .select('email')
        .where('email', '=', email)
        .execute();
      expect(optOuts).toHaveLength(1);
      speaks(await page(`/${language}/lease-mail/unsubscribe/1.forged`, 404), [P.unsubscribeInvalid], stop);
    });
  }

  it('the same pages in English are as before: English texts, unprefixed links', async () => {
    const E = textsFor('en', 'alerts').ALERT_TEXT;
    const email = 'alert-en@example.com';
    await t.app.services.alerts.request({
      email,
      grid: { path: '/sublets', label: 'Sublets', scope: { isSublet: true } },
      query: 'beds=2',
      frequency: 'daily',
    });
    const manage = linkIn(await mailTo(email, 'alert-confirm'), '/alerts/');
    const html = decodeHtml(await page(manage));
    expect(html).toContain(E.confirmHeading);
    expect(html).toContain('Sublets · 2 bedrooms');
    expect(html).toContain('<title>Listing alerts | ');
  });
});
