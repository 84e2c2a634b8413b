import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairHousingDisclosure, textsFor } from '../../src/shared/i18n/catalogues.ts';
import { formatDate } from '../../src/shared/i18n/format.ts';
import { LANGUAGE_TAGS, type Language } from '../../src/shared/i18n/languages.ts';
import { formatDollars } from '../../src/shared/words/money.ts';
import { DEFAULT_SITE_SETTINGS, fairHousingDisclosureParagraph } from '../../src/shared/site-settings.ts';
import { LANGUAGE_TEXT } from '../../src/shared/texts/language.ts';
import { MAIL_TEXT } from '../../src/shared/texts/mail.ts';
import { NEWSLETTER_MAIL_TEXT } from '../../src/shared/texts/newsletter.ts';
import { VIEWING_MAIL_TEXT } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { newYorkLabel } from '../../src/shared/words/new-york.ts';
import { pdfFonts, pdfText } from '../support/pdf-text.ts';
import { outsideDealBody, TENANT_PAID } from './deals-fixtures.ts';
import { questionnaire } from './roommate-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

const ORIGIN = 'https://rentals.example';
/** Monday, November 23, 2026, 9:30 AM in New York. */
const START = new Date('2026-11-23T14:30:00Z');
const HOUR = 3_600_000;
const BRAND = DEFAULT_SITE_SETTINGS.brand;
const PLACE = '145 East 29th Street, New York, NY 10016, Apt 4B';

/** The New York times of a viewing's e-mails as each language writes them (what the viewing mails say). */
const WHEN: Record<Exclude<Language, 'en'>, (at: string) => { short: string; long: string }> = {
  es: (at) => ({
    short: formatDate('es', at, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    long: formatDate('es', at, { dateStyle: 'full', timeStyle: 'short' }),
  }),
  zh: (at) => ({
    short: formatDate('zh', at, { month: 'short', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit' }),
    long: formatDate('zh', at, { dateStyle: 'full', timeStyle: 'short' }),
  }),
};

type Mail = {
  kind: string;
  subject: string;
  text: string;
  html: string;
  calendar: string | null;
  attachments: string | null;
};
/** The PDF attached to a mail of the outbox. */
const attachedPdf = (mail: Mail) =>
  Buffer.from((JSON.parse(mail.attachments!) as Array<{ contentBase64: string }>)[0]!.contentBase64, 'base64');

/**
 * Issue 37: a renter who asks, books, subscribes, saves a search or applies in Spanish or Chinese gets
 * every later e-mail in that language (decision 072); without a language, in English as before.
 */
describe.each(DATABASES)('e-mails in the renter’s language on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let now = START;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { PUBLIC_URL: ORIGIN },
      build: { clock: () => now, viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
    auth = await t.login();
    // No staff alerts: only the renters' e-mails are looked at.
    await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Admin', email: ADMIN.email, notifyInquiries: false },
    });
    listingId = (await t.app.services.listings.create(listingFields({ neighborhood: '4B' }))).id;
    await t.app.services.listingViewings.setOptions(listingId, { enabled: true, instructions: 'Ring the super, apt 1A' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The e-mails queued to an address, oldest first (read from the outbox: what will be sent). */
  const mailsTo = async (email: string, kind?: string): Promise<Mail[]> => {
    return (await outboxMails(t, { recipient: email, ...(kind ? { kind } : {}) })) as Mail[];
  };
  const acknowledgements = (on: boolean) =>
    t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: { ...DEFAULT_SITE_SETTINGS, inquiryAcknowledgement: on },
    });
  const inquire = async (email: string, language?: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Rita Renter', email, message: 'Is it still free?', listingId, ...(language ? { language } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().inquiry as { id: number; language: string };
  };
  const slotOn = async (date: string, index = 0): Promise<SlotDto> => {
    const slots: SlotDto[] = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    return slots.filter((s) => s.date === date)[index];
  };
  const book = async (slot: SlotDto, email: string, language?: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: {
        agencyAcknowledged: true,
        listingId,
        start: slot.start,
        name: 'Riley Renter',
        email,
        ...(language ? { language } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().viewing as { id: number };
  };
  /** Every line a calendar part says, unfolded (RFC 5545 folds long lines), and the event read back by ical.js. */
  const calendarOf = (mail: Mail) => {
    const { method, content } = JSON.parse(mail.calendar!) as { method: string; content: string };
    const unfolded = content.replace(/\r\n[ \t]/g, '');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!);
    return { method, unfolded, event };
  };

  for (const language of ['es', 'zh'] as const) {
    const M = textsFor(language, 'mail').MAIL_TEXT;
    const V = textsFor(language, 'viewings').VIEWING_MAIL_TEXT;
    const N = textsFor(language, 'newsletter').NEWSLETTER_MAIL_TEXT;
    const disclosure = fairHousingDisclosure(language);

    it(`${language}: an inquiry's acknowledgement and the reply's Disclosure are in the language; staff see the language`, async () => {
      expect(disclosure).not.toBe(fairHousingDisclosureParagraph());
      // Acknowledgement off: the agent's first reply carries the Disclosure, in the renter's language.
      const first = await inquire(`reply-${language}@example.com`, language);
      expect(first.language).toBe(language);
      const reply = await t.inject({
        method: 'POST',
        url: `/api/inquiries/${first.id}/reply`,
        headers: auth,
        payload: { subject: 'Re', message: 'Sí / 是的', recipientEmail: `reply-${language}@example.com` },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const [replyMail] = await mailsTo(`reply-${language}@example.com`, 'reply');
      expect(replyMail.text).toBe(`Sí / 是的\n\n${disclosure}`);
      expect(replyMail.html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
      const staff = await t.inject({ method: 'GET', url: `/api/inquiries/${first.id}`, headers: auth });
      expect(staff.json().inquiry.language).toBe(language);

      // Acknowledgement on: thanks, when to expect an answer, the Disclosure, all in the language.
      expect((await acknowledgements(true)).statusCode).toBe(200);
      await inquire(`ack-${language}@example.com`, language);
      const [ack] = await mailsTo(`ack-${language}@example.com`, 'inquiry-ack');
      expect(ack.subject).toBe(M.ackSubject(BRAND, '145 East 29th Street, New York, NY 10016'));
      expect(ack.text).toContain(M.ackGreeting('Rita'));
      expect(ack.text).toContain(M.ackThanks('145 East 29th Street, New York, NY 10016'));
      expect(ack.text).toContain(M.ackWhen);
      expect(ack.text).toContain(disclosure);
      expect(ack.text).toContain(M.ackWhy);
      expect(ack.text).not.toContain(MAIL_TEXT.ackWhen);
      expect(ack.html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
      expect((await acknowledgements(false)).statusCode).toBe(200);
    });

    it(`${language}: a viewing's request, invitation (a valid calendar in the language), reminder and release`, async () => {
      now = START;
      const email = `viewing-${language}@example.com`;
      const slot = await slotOn('2026-11-25', language === 'es' ? 1 : 2);
      const when = WHEN[language](slot.start);
      const viewing = await book(slot, email, language);
      const [requested] = await mailsTo(email);
      expect(requested.subject).toBe(V.requestedSubject(when.short));
      expect(requested.text).toContain(V.greeting('Riley'));
      expect(requested.text).toContain(V.requestedBody(when.long, PLACE));
      expect(requested.text).toContain(`${V.manage}: ${ORIGIN}/${language}/viewings/`);
      expect(requested.text).toContain(disclosure);

      expect((await t.inject({ method: 'POST', url: `/api/viewings/${viewing.id}/confirm`, headers: auth })).statusCode).toBe(
        200,
      );
      const [invitation] = await mailsTo(email, 'viewing-invitation');
      expect(invitation.subject).toBe(V.invitationSubject(when.short));
      expect(invitation.text).toContain(V.invitationBody(when.long, PLACE));
      expect(invitation.text).toContain(`${V.instructions}: Ring the super, apt 1A`);
      const calendar = calendarOf(invitation);
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.event.summary).toBe(V.calendarSummary(PLACE));
      expect(calendar.event.description).toContain(`${V.instructions}: Ring the super, apt 1A`);
      expect(calendar.event.description).toContain(`${V.manage}: ${ORIGIN}/${language}/viewings/`);
      expect(calendar.event.startDate.toJSDate().getTime()).toBe(Date.parse(slot.start));
      expect(calendar.unfolded).toContain('BEGIN:VTIMEZONE');

      // The day before: the reminder.
      now = new Date(Date.parse(slot.start) - 23 * HOUR);
      await t.app.services.viewings.sendDueReminders();
      const [reminder] = await mailsTo(email, 'viewing-reminder');
      expect(reminder.subject).toBe(V.reminderSubject(when.short));
      expect(reminder.text).toContain(V.reminderBody(when.long, PLACE));
      expect(reminder.text).toContain(disclosure);
      now = START;
    });

    it(`${language}: the newsletter's welcome and its unsubscribe page's link`, async () => {
      const email = `news-${language}@example.com`;
      const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email, name: 'Ann Reader', language } });
      expect(res.statusCode, res.body).toBe(201);
      const [welcome] = await mailsTo(email, 'newsletter-welcome');
      expect(welcome.subject).toBe(N.welcomeSubject(BRAND));
      expect(welcome.text).toContain(N.greeting('Ann'));
      expect(welcome.text).toContain(N.welcomeThanks(BRAND));
      expect(welcome.text).toContain(N.welcomeWhat);
      expect(welcome.text).toContain(`${ORIGIN}/${language}/unsubscribe?token=`);
      expect(welcome.text).not.toContain(NEWSLETTER_MAIL_TEXT.welcomeWhat);
    });

    it(`${language}: a saved search's confirmation and an application's start link`, async () => {
      const A = textsFor(language, 'alerts').ALERT_TEXT;
      const P = textsFor(language, 'applications').APPLICATIONS_TEXT;
      const searcher = `alert-${language}@example.com`;
      await t.app.services.alerts.request({
        email: searcher,
        grid: { path: '/sublets', label: 'Sublets', scope: { isSublet: true } },
        query: 'beds=2',
        frequency: 'daily',
        language,
      });
      const [confirm] = await mailsTo(searcher, 'alert-confirm');
      expect(confirm.subject).toBe(A.confirmSubject(BRAND));
      expect(confirm.text).toContain(A.confirmAsked(BRAND));
      expect(confirm.text).toContain(`${A.sublets} · ${A.wordsBeds(2)}`);
      expect(confirm.text).toContain(`${ORIGIN}/${language}/alerts/`);

      const applicant = `apply-${language}@example.com`;
      const res = await t.inject({
        method: 'POST',
        url: '/api/applications',
        payload: { agencyAcknowledged: true, listingId, name: 'Ana Applicant', email: applicant, language },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [link] = await mailsTo(applicant, 'application-link');
      const place = placeIn(language, '145 East 29th Street, New York, NY 10016', '4B');
      expect(link.subject).toBe(P.linkSubject(place));
      expect(link.text).toContain(P.linkIntro(place));
      expect(link.text).toContain(`${ORIGIN}/${language}/apply/`);
    });
  }

  it('a roommate profile made in Spanish or Chinese gets its confirmation link in that language', async () => {
    for (const language of ['es', 'zh'] as const) {
      const R = textsFor(language, 'roommates').ROOMMATES_TEXT;
      const email = `seeker-${language}@example.com`;
      const res = await t.inject({ method: 'POST', url: '/api/roommates', payload: questionnaire({ email, language }) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const [confirm] = await mailsTo(email, 'roommate-confirm');
      expect(confirm.subject).toBe(R.confirmSubject);
      expect(confirm.text).toContain(R.confirmIntro);
      expect(confirm.text).toContain(`${ORIGIN}/${language}/roommates/`);
    }
    const refused = await t.inject({ method: 'POST', url: '/api/roommates', payload: questionnaire({ language: 'fr' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LANGUAGE_TEXT.invalid);
  });

  it('a deal with a Spanish inquirer: the FARE disclosure e-mail, page and signed PDF copy are in Spanish', async () => {
    const D = textsFor('es', 'deals').DEALS_TEXT;
    const P = textsFor('es', 'deals-public').DISCLOSURE_TEXT;
    const place = `145 East 29th Street, New York, NY 10016, ${textsFor('es', 'public').PUBLIC_TEXT.apartment('4B')}`;
    // The tenant wrote in Spanish (the first test's inquiry): the deal takes that language.
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/deals',
      headers: auth,
      payload: outsideDealBody({
        tenants: [{ name: 'Rita Renter', email: 'ack-es@example.com' }],
        ...TENANT_PAID,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const deal = res.json().deal as { id: number };
    expect((await t.inject({ method: 'POST', url: `/api/admin/deals/${deal.id}/disclosure`, headers: auth })).statusCode).toBe(
      200,
    );
    const [link] = await mailsTo('ack-es@example.com', 'deal-disclosure');
    expect(link.subject).toBe(D.disclosureSubject(place));
    expect(link.text).toContain(D.disclosureIntro(place));
    const token = new RegExp(`${ORIGIN}/es/disclosures/(\\S+)`).exec(link.text)?.[1];
    expect(token).toBeTruthy();
    const view = await t.app.services.deals.disclosures.view(token!);
    if (view?.state !== 'open') throw new Error('the link should be open');
    expect(view.content.text[0]).toBe(P.intro(place));
    expect(view.content.text).toContain(P.hiredOn('Dana Whitfield', '20 de enero de 2026'));
    await t.app.services.deals.disclosures.sign(token!, 'Rita Renter', '198.51.100.7', view.digest);
    const [copy] = await mailsTo('ack-es@example.com', 'deal-disclosure-signed');
    expect(copy.subject).toBe(D.signedSubject(place));
    expect(copy.text).toContain(D.signedTenantBody(place));
    // The PDF copy in Spanish, in Helvetica (every character of it is WinAnsi).
    expect(await pdfFonts(attachedPdf(copy))).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(await pdfText(attachedPdf(copy))).toContain(P.pdfTitle);

    // One open deal per apartment (docs/decisions/087): the Spanish one falls through first.
    const closed = await t.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${deal.id}`,
      headers: auth,
      payload: { stage: 'fell-through', fellThroughReason: 'The renter chose another apartment' },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    // Chinese: the page, the e-mails and the PDF copy in Chinese, the renter's Chinese name printed in it.
    const ZP = textsFor('zh', 'deals-public').DISCLOSURE_TEXT;
    const Z = textsFor('zh', 'deals').DEALS_TEXT;
    const zhPlace = `145 East 29th Street, New York, NY 10016, ${textsFor('zh', 'public').PUBLIC_TEXT.apartment('4B')}`;
    const zhDeal = await t.inject({
      method: 'POST',
      url: '/api/admin/deals',
      headers: auth,
      payload: outsideDealBody({
        tenants: [{ name: '王小明', email: 'ack-zh@example.com' }],
        ...TENANT_PAID,
      }),
    });
    const zhId = (zhDeal.json().deal as { id: number }).id;
    expect((await t.inject({ method: 'POST', url: `/api/admin/deals/${zhId}/disclosure`, headers: auth })).statusCode).toBe(200);
    const [zhLink] = await mailsTo('ack-zh@example.com', 'deal-disclosure');
    expect(zhLink.subject).toBe(Z.disclosureSubject(zhPlace));
    const zhToken = new RegExp(`${ORIGIN}/zh/disclosures/(\\S+)`).exec(zhLink.text)![1];
    const zhOpen = await t.app.services.deals.disclosures.view(zhToken);
    if (zhOpen?.state !== 'open') throw new Error('the link should be open');
    await t.app.services.deals.disclosures.sign(zhToken, '王小明', '198.51.100.7', zhOpen.digest);
    const [zhCopy] = await mailsTo('ack-zh@example.com', 'deal-disclosure-signed');
    expect(zhCopy.subject).toBe(Z.signedSubject(zhPlace));
    const zhPdf = attachedPdf(zhCopy);
    expect((await pdfFonts(zhPdf)).every((font) => font.startsWith('NotoSansSC-'))).toBe(true);
    const zhText = await pdfText(zhPdf);
    for (const line of [
      ZP.pdfTitle,
      zhPlace,
      ZP.pdfTenant('王小明', 'ack-zh@example.com'),
      ZP.feesHeading,
      ZP.textHeading,
      ZP.pdfSignedBy('王小明'),
      ZP.pdfAddress('198.51.100.7'),
    ])
      expect(zhText.split('\n')).toContain(line);
    // The page's facts, in the page's words (compared without line breaks and spaces: a line may end at either).
    const bare = (text: string) => text.replace(/[\n ]/g, '');
    const zhView = await t.app.services.deals.disclosures.view(zhToken);
    if (zhView?.state !== 'signed') throw new Error('the link should be signed');
    for (const paragraph of zhView!.content.text) expect(bare(zhText)).toContain(bare(paragraph));
    // Each fee line in the catalogue's Chinese format: the full-width colon after 收款方, never the ASCII one.
    expect(zhView!.content.fees.length).toBeGreaterThan(0);
    for (const fee of zhView!.content.fees)
      expect(bare(zhText)).toContain(bare(ZP.pdfFeeLine(fee.name, formatDollars(fee.amountCents / 100), fee.payee)));
    expect(zhText).toContain('收款方：');
    expect(zhText).not.toContain('收款方:');
    expect(zhText).not.toContain('?');
  });

  it('without a language: English, as before (the English texts, unprefixed links, lang="en")', async () => {
    const email = 'english@example.com';
    const inquiry = await inquire(email);
    expect(inquiry.language).toBe('en');
    now = START;
    const slot = await slotOn('2026-11-25', 3);
    await book(slot, email);
    const [requested] = await mailsTo(email, 'viewing-renter');
    expect(requested.subject).toBe(VIEWING_MAIL_TEXT.requestedSubject(newYorkLabel('en', 'when', slot.start)));
    expect(requested.text).toContain(VIEWING_MAIL_TEXT.requestedBody(newYorkLabel('en', 'longWhen', slot.start), PLACE));
    expect(requested.text).toContain(`${VIEWING_MAIL_TEXT.greeting('Riley')}\n\n`);
    expect(requested.text).toContain(fairHousingDisclosureParagraph());
    expect(requested.text).toMatch(new RegExp(`${VIEWING_MAIL_TEXT.manage}: ${ORIGIN}/viewings/[A-Za-z0-9_-]{32}\\n`));
    expect(requested.html).toContain('<html lang="en">');
    const res = await t.inject({ method: 'POST', url: '/api/subscribers', payload: { email } });
    expect(res.statusCode).toBe(201);
    const [welcome] = await mailsTo(email, 'newsletter-welcome');
    expect(welcome.subject).toBe(NEWSLETTER_MAIL_TEXT.welcomeSubject(BRAND));
    expect(welcome.text).toContain(`${ORIGIN}/unsubscribe?token=`);
  });

  it('the newsletter digest goes to each subscriber in their language (links to their pages)', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/newsletter/digest', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.digests.dispatch();
    const period = DEFAULT_SITE_SETTINGS.newsletterPeriod;
    for (const language of ['es', 'zh'] as const) {
      const N = textsFor(language, 'newsletter').NEWSLETTER_MAIL_TEXT;
      const [digest] = await mailsTo(`news-${language}@example.com`, 'newsletter-digest');
      expect(digest.subject).toBe(N.digestSubject(1, BRAND, period));
      expect(digest.text).toContain(N.digestIntro(1));
      expect(digest.text).toContain(`${ORIGIN}/${language}/property/${listingId}`);
      expect(digest.text).toContain(`${ORIGIN}/${language}/unsubscribe?token=`);
      expect(digest.html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
      expect(digest.html).toContain(N.viewProperty);
    }
    const [english] = await mailsTo('english@example.com', 'newsletter-digest');
    expect(english.subject).toBe(NEWSLETTER_MAIL_TEXT.digestSubject(1, BRAND, period));
    expect(english.text).toContain(`${ORIGIN}/property/${listingId}`);
  });

  it('refuses any other language with 400 and the schema’s message, storing nothing', async () => {
    const slot = await slotOn('2026-11-26');
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/inquiries', { name: 'Rita', email: 'bad-lang@example.com', message: 'Hi' }],
      ['/api/subscribers', { email: 'bad-lang@example.com' }],
      ['/api/viewings', { agencyAcknowledged: true, listingId, start: slot.start, name: 'Riley', email: 'bad-lang@example.com' }],
      ['/api/applications', { agencyAcknowledged: true, listingId, name: 'Ana', email: 'bad-lang@example.com' }],
    ];
    for (const [url, payload] of calls) {
      for (const language of ['fr', 'ES', 7]) {
        const res = await t.inject({ method: 'POST', url, payload: { ...payload, language } });
        expect(res.statusCode, `${url} ${language}`).toBe(400);
        expect(res.json()).toEqual({ success: false, message: LANGUAGE_TEXT.invalid });
      }
    }
    expect(await mailsTo('bad-lang@example.com')).toEqual([]);
  });
});
