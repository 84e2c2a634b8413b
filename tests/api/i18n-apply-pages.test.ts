import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import { APPLICATIONS_TEXT as EN } from '../../src/shared/texts/applications.ts';
import { decodeHtml, englishShown, englishTexts } from '../support/i18n-pages.ts';
import { DATABASES } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { pdfFile, uploadDocument } from './application-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';

/**
 * A renter applies in Spanish and in Chinese (issue 37): the start form under /es/ and /zh/, every step of
 * the application, a refused field, the list of what is missing, an invitation, the documents and the sent
 * review, rendered by the production server (`npm run build` first), show no English text of the pages'
 * modules, say the page's words, link within the language, and keep the application in the language it was
 * started in.
 */

const ENGLISH = englishTexts(['apply', 'applications', 'common', 'inquiries']);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const LANGUAGES: Array<Exclude<Language, 'en'>> = ['es', 'zh'];

/** A text as a regular expression matching it literally ('¿Eliminar su parte?'). */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
describe.each(DATABASES)('the application pages in Spanish and Chinese on %s', (database) => {
  let server: RunningServer;
  let listingId: number;

  beforeAll(async () => {
    server = await startServer({
      database,
      env: { FORM_RATE_LIMIT: '100' },
      build: { viewingReminders: false, digestScheduler: false, followUpDigest: false },
    });
    listingId = (await server.app.services.listings.create(listingFields({ neighborhood: '5C' }))).id;
  });
  afterAll(() => server?.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: FORM,
      // The agency disclosure's checkbox (RPL §443, decision 088) is ticked on every post here.
      body: new URLSearchParams({ agencyAcknowledged: 'true', ...fields }).toString(),
      redirect: 'manual',
    });
  /** A page's HTML, with its status; none of the pages' English texts shows on it. */
  const page = async (res: Response, status: number) => {
    const html = await res.text();
    expect(res.status, res.url).toBe(status);
    expect(englishShown(html, ENGLISH), res.url).toEqual([]);
    return html;
  };
  const title = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(html)![1]);

  it.each(LANGUAGES)(
    '%s: the start form, a refused e-mail and the link by e-mail; the application keeps the language',
    async (language) => {
      const { APPLY_TEXT: A } = textsFor(language, 'apply');
      const { APPLICATIONS_TEXT: T } = textsFor(language, 'applications');
      const start = await page(await get(`/${language}/property/${listingId}/apply`), 200);
      expect(start).toContain(`<html lang="${language === 'zh' ? 'zh-Hans' : language}"`);
      expect(title(start)).toContain(T.startTitle);
      expect(start).toContain('<meta name="robots" content="noindex"/>');
      expect(decodeHtml(start)).toContain(T.startIntro);
      expect(start).toContain(`href="/${language}/property/${listingId}"`);

      const refused = await page(
        await post(`/${language}/property/${listingId}/apply`, { name: 'Ana Li', email: '', website: '' }),
        400,
      );
      expect(decodeHtml(refused)).toContain(T.emailRequired);

      const email = `apply-${language}-${database}@example.com`;
      const sent = await page(
        await post(`/${language}/property/${listingId}/apply`, { name: 'Ana Li', email, website: '' }),
        200,
      );
      expect(decodeHtml(sent)).toContain(A.checkInboxDetail(email));
      const row = await server.app.database.db
        .selectFrom('applications')
        .innerJoin('application_people', 'application_people.application_id', 'applications.id')
        .select('applications.language')
        .where('application_people.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.language).toBe(language);

      expect(await page(await get(`/${language}/property/999999/apply`), 404)).toContain(T.listingUnavailable);
    },
  );

  it.each(LANGUAGES)(
    '%s: every step, a refused field, the missing list, an invitation, the documents and the sent review',
    async (language) => {
      const { APPLY_TEXT: A } = textsFor(language, 'apply');
      const { APPLICATIONS_TEXT: T } = textsFor(language, 'applications');
      const email = `steps-${language}-${database}@example.com`;
      await post(`/${language}/property/${listingId}/apply`, { name: 'Wei Zhang', email, website: '' });
      const [mail] = await outboxMails(server, { recipient: email });
      const token = /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(mail.text)![1];
      const at = (step: string) => `/${language}/apply/${token}/${step}`;

      // The fees first, in the language, with the page's title.
      const fees = await page(await get(`/${language}/apply/${token}`), 200);
      expect(title(fees)).toContain(A.pageTitle);
      expect(fees).toContain('<meta name="robots" content="noindex"/>');
      expect(decodeHtml(fees)).toContain(T.feesTitle);
      expect(decodeHtml(fees)).toContain(T.screeningWaiver);
      expect(decodeHtml(fees)).toContain(A.applyingFor(placeIn(language, '145 East 29th Street, New York, NY 10016', '5C')));
      expect(fees).toContain(`href="${at('people')}"`);
      expect(decodeHtml(await page(await post(at('fees'), { intent: 'fees' }), 400))).toContain(A.feesMustConfirm);
      const confirmed = await post(at('fees'), { intent: 'fees', feesAcknowledged: 'on' });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe(at('people'));

      // Every step renders in the language.
      for (const step of ['fees', 'people', 'contact', 'home', 'work', 'income', 'move-in', 'documents', 'review'] as const) {
        const html = decodeHtml(await page(await get(at(step)), 200));
        expect(html, step).toContain(step === 'fees' ? T.feesTitle : A.stepNames[step]);
        expect(html, step).toContain(
          A.stepOf(
            ['fees', 'people', 'contact', 'home', 'work', 'income', 'move-in', 'documents', 'review'].indexOf(step) + 1,
            9,
          ),
        );
      }
      expect(decodeHtml(await page(await get(at('income')), 200))).toContain(T.incomeSources[0]);

      // A refused field: its message beside it, in the language; a step saved moves on within the language.
      const badRent = await page(
        await post(at('home'), { intent: 'save', currentAddress: '1 Main St', currentRent: 'lots' }),
        400,
      );
      expect(decodeHtml(badRent)).toContain(T.amountInvalid(T.fields.currentRent));
      const longPhone = await page(await post(at('contact'), { intent: 'save', phone: '9'.repeat(41) }), 400);
      expect(decodeHtml(longPhone)).toContain(T.tooLong(T.fields.phone, 40));
      const halfRow = await page(await post(at('income'), { intent: 'save', incomeSource: '', incomeAmount: '1200' }), 400);
      expect(decodeHtml(halfRow)).toContain(T.sourceRequired);

      // Send too early: what is missing, listed in the language.
      const missing = decodeHtml(await page(await post(at('review'), { intent: 'submit' }), 400));
      expect(missing).toContain(A.missingTitle);
      expect(missing).toContain('Wei Zhang');
      expect(missing).toContain(T.missingItems.moveInDate);

      // An invitation, and a refused one.
      const invited = await page(
        await post(at('people'), { intent: 'invite', role: 'guarantor', name: 'Lin Guo', email: `g-${email}` }),
        200,
      );
      expect(decodeHtml(invited)).toContain(T.invited('Lin Guo'));
      const noEmail = await page(
        await post(at('people'), { intent: 'invite', role: 'co_applicant', name: 'Mo', email: 'nope' }),
        400,
      );
      expect(decodeHtml(noEmail)).toContain(T.emailInvalid);

      // Each part filled through its own link's pages (the guarantor's too), the documents through the API; a refused file.
      const [guarantorMail] = await outboxMails(server, { recipient: `g-${email}` });
      const guarantor = /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(guarantorMail.text)![1];
      const fill = async (link: string, steps: readonly string[]) => {
        const fields: Record<string, Record<string, string>> = {
          contact: { phone: '212 555 0100' },
          home: { currentAddress: '1 Main St', currentRent: '2100', landlordName: '', landlordContact: '' },
          work: { employer: 'Acme', jobTitle: 'Clerk', employmentStart: '2022-01-03', annualIncome: '95000' },
          'move-in': { moveInDate: '2027-01-01', pets: '' },
        };
        for (const step of steps) {
          const saved = await post(`/${language}/apply/${link}/${step}`, { intent: 'save', go: 'next', ...fields[step] });
          expect(saved.status, step).toBe(303);
          expect(saved.headers.get('location'), step).toMatch(new RegExp(`^/${language}/apply/${link}/`));
        }
        for (const kind of (await server.app.services.applications.own(link)).missingDocuments)
          expect((await uploadDocument(server, link, kind, pdfFile(`${language}-${kind}`, 3 * 1024))).statusCode).toBe(201);
      };
      const refusedFile = await uploadDocument(server, token, 'photo_id', {
        name: 'x.pdf',
        type: 'application/pdf',
        data: Buffer.from('<html>'),
      });
      expect(refusedFile.statusCode).toBe(415);
      await fill(token, ['contact', 'home', 'work', 'move-in']);
      // The guarantor's own steps (no fees, no move-in), in the language of the page.
      const theirs = decodeHtml(await page(await get(`/${language}/apply/${guarantor}/review`), 200));
      expect(theirs).toContain(A.reviewIntroOther);
      // Their last step is theirs to review, not to send; deleting takes only their part, and says so.
      // (The page's data carries the whole catalogue: the rendered heading and link are what is read.)
      expect(theirs).toMatch(new RegExp(`<h1[^>]*>${escaped(A.reviewPart)}</h1>`));
      expect(theirs).toMatch(new RegExp(`<a href="[^"]*\\?confirm=delete"[^>]*>${escaped(A.deleteMyPart)}</a>`));
      expect(theirs).not.toMatch(new RegExp(`>(${escaped(A.stepNames.review)}|${escaped(A.deleteMine)})<`));
      const deleting = decodeHtml(await page(await get(`/${language}/apply/${guarantor}/review?confirm=delete`), 200));
      expect(deleting).toMatch(new RegExp(`<h2 id="confirm-title"[^>]*>${escaped(A.deletePartConfirmTitle)}</h2>`));
      expect(deleting).toMatch(new RegExp(`<p id="confirm-detail"[^>]*>${escaped(A.deletePartConfirm)}</p>`));
      expect(theirs).toContain(A.stepOf(6, 6));
      const stillMissing = decodeHtml(await page(await post(at('review'), { intent: 'submit' }), 400));
      expect(stillMissing).toContain('Lin Guo');
      expect(stillMissing).toContain(T.missingItems.phone.slice(1));
      await fill(guarantor, ['contact', 'home', 'work']);
      const documents = decodeHtml(await page(await get(at('documents')), 200));
      expect(documents).toContain(A.nothingMissing);
      expect(documents).toContain('3 KB');
      expect(documents).toContain(`action="/${language}/apply/${token}/documents"`);

      // Sent: the review says so, with the day in the language; the application is still in its language.
      const submitted = await post(at('review'), { intent: 'submit' });
      expect(submitted.status).toBe(303);
      expect(submitted.headers.get('location')).toBe(at('review'));
      const review = decodeHtml(await page(await get(at('review')), 200));
      expect(review).toContain(T.submitted);
      expect(review).toContain(language === 'es' ? ' de 20' : '日');
      expect(review).toContain(A.status(T.statuses.submitted));
      const sentAgain = decodeHtml(await page(await post(at('contact'), { intent: 'save', phone: '1' }), 409));
      expect(sentAgain).toContain(T.notEditable);
      expect(decodeHtml(await page(await get(`${at('review')}?confirm=delete`), 200))).toContain(A.deleteConfirmTitle);

      // A broken link: the 404 page in the language.
      const broken = await page(await get(`/${language}/apply/AAAAAAAAAAAAAAAAAAAAAA/contact`), 404);
      expect(decodeHtml(broken)).toContain(T.notFound);
      expect(title(broken)).toContain(A.pageTitle);
      expect(T.notFound).not.toBe(EN.notFound);
    },
  );
});
