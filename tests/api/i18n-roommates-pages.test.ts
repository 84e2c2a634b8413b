import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import { ROOMMATES_TEXT as EN } from '../../src/shared/texts/roommates.ts';
import { DATABASES } from '../support/app.ts';
import { englishShown, englishTexts, readableText } from '../support/i18n-pages.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { dayFromNow } from './roommate-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

const ORIGIN = 'https://rentals.example';
const ENGLISH = englishTexts(['roommates', 'inquiries', 'public', 'common']);
const OFF = { viewingReminders: false, digestScheduler: false, followUpDigest: false, roommateAlerts: false } as const;

/** The roommate placement pages under /es/ and /zh/ speak the page's language, and so do the seeker's e-mails (issue 37). */
describe.each(DATABASES)('the roommate pages in Spanish and Chinese on %s', (database) => {
  let t: RunningServer;

  beforeAll(async () => {
    t = await startServer({ database, env: { PUBLIC_URL: ORIGIN }, build: OFF });
    await t.app.services.listings.create(listingFields({ address: '88 Greenwich Street, New York, NY 10006' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string, status = 200) => {
    const res = await fetch(`${t.url}${path}`);
    expect(res.status, path).toBe(status);
    return { html: await res.text(), headers: res.headers };
  };
  const post = async (path: string, fields: Record<string, string>, status: number | null) => {
    const res = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    if (status !== null) expect(res.status, path).toBe(status);
    return res.text();
  };
  const noEnglish = (html: string) => expect(englishShown(html, ENGLISH)).toEqual([]);
  const shows = (html: string, text: string) => expect(readableText(html)).toContain(text);
  const confirmMail = async (email: string) => (await outboxMails(t, { kind: 'roommate-confirm', recipient: email }))[0];
  const form = (email: string, fields: Record<string, string> = {}) => ({
    name: 'Lin Wei',
    email,
    budget: '1400',
    moveInDate: dayFromNow(30),
    'lifestyle-smoking': 'non-smoker',
    householdPreference: 'none',
    introduce: 'on',
    ...fields,
  });

  describe.each(['es', 'zh'] as const)('/%s/', (language: Language) => {
    const T = textsFor(language, 'roommates').ROOMMATES_TEXT;
    const options = textsFor(language, 'roommates');
    const email = `seeker-${language}@example.com`;
    /** The seeker's private link (the manage page), read from the confirmation e-mail. */
    let managePath = '';

    it('the Find a room form, its refusal beside the field and its answer are in the language', async () => {
      const { html } = await get(`/${language}/roommates`);
      noEnglish(html);
      expect(html).toContain(`<html lang="${language === 'zh' ? 'zh-Hans' : 'es'}"`);
      expect(html).toMatch(new RegExp(`<title>${T.pageTitle} \\| `));
      for (const text of [T.pageIntro, T.budgetLabel, T.introduceLabel, T.submit, options.HOUSEHOLD_OPTIONS.women])
        shows(html, text);
      shows(html, options.LIFESTYLE_OPTIONS.pets.options['fine-with-pets']);

      const refused = await post(`/${language}/roommates`, form(email, { budget: '90' }), 400);
      noEnglish(refused);
      shows(refused, T.budgetInvalid);
      expect(refused).toMatch(/aria-invalid="true"[^>]*name="budget"/);
      const noLinks = await post(`/${language}/roommates`, form(email, { about: 'See www.example.com' }), 400);
      shows(noLinks, T.aboutNoLinks);
      const badEmail = await post(`/${language}/roommates`, form('not-an-address'), 400);
      shows(badEmail, T.emailInvalid);

      const sent = await post(`/${language}/roommates`, form(email), 200);
      noEnglish(sent);
      shows(sent, T.sent);
    });

    it('the seeker’s e-mail is in the language, its link opens the manage page in it; confirm, save and refusals too', async () => {
      const mail = await confirmMail(email);
      expect(mail?.subject).toBe(T.confirmSubject);
      expect(mail?.text).toContain(T.greeting('Lin'));
      expect(mail?.text).toContain(T.confirmIntro);
      expect(mail?.text).not.toContain(EN.confirmIntro);
      const [stored] = await t.app.database.db
        .selectFrom('roommate_seekers')
        .select(['language', 'id'])
        .where('email', '=', email)
        .execute();
      expect(stored.language).toBe(language);
      const path = new RegExp(`${ORIGIN}(/${language}/roommates/[A-Za-z0-9_-]{22})$`, 'm').exec(mail!.text)![1];
      managePath = path;

      const pending = await get(path);
      expect(pending.headers.get('cache-control')).toBe('no-store');
      expect(pending.headers.get('x-robots-tag')).toBe('noindex');
      expect(pending.html).toContain('<meta name="robots" content="noindex"/>');
      expect(pending.html).toMatch(new RegExp(`<title>${T.manageTitle} \\| `));
      noEnglish(pending.html);
      shows(pending.html, T.pending);
      shows(pending.html, T.confirmButton);

      const confirmed = await post(path, { intent: 'confirm' }, 200);
      noEnglish(confirmed);
      shows(confirmed, T.confirmed);

      const { html } = await get(path);
      noEnglish(html);
      for (const text of [T.saveButton, T.deleteButton, T.aboutHint, options.LIFESTYLE_OPTIONS.noise.label]) shows(html, text);
      expect(html).toMatch(/name="budget"[^>]*value="1400"/);

      const refused = await post(path, { ...form(email, { stayMonths: '99' }), intent: 'save' }, 400);
      noEnglish(refused);
      shows(refused, T.stayInvalid);
      const saved = await post(path, { ...form(email, { budget: '1600' }), intent: 'save' }, 200);
      noEnglish(saved);
      shows(saved, T.saved);

      const unknown = await get(`/${language}/roommates/${'x'.repeat(22)}`, 404);
      noEnglish(unknown.html);
      shows(unknown.html, T.notFound);
    });

    it('the stop page, the stop and a used link are in the language', async () => {
      const [seeker] = await t.app.database.db.selectFrom('roommate_seekers').select('id').where('email', '=', email).execute();
      const link = t.app.services.roommates.seekers.stopLink({ id: Number(seeker.id), email }, language);
      const path = link.slice(ORIGIN.length);
      expect(path).toMatch(new RegExp(`^/${language}/roommates/[^/]+/stop$`));

      const { html, headers } = await get(path);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(new RegExp(`<title>${T.stopTitle} \\| `));
      noEnglish(html);
      shows(html, T.stopDetail(email));
      shows(html, T.stopButton);

      // The stop pauses the alerts and keeps the profile (decision 092); the link then says it is done.
      const stopped = await post(path, {}, 200);
      noEnglish(stopped);
      shows(stopped, T.stopped);
      const [kept] = await t.app.database.db
        .selectFrom('roommate_seekers')
        .select(['id', 'alerts_paused_at'])
        .where('email', '=', email)
        .execute();
      expect(Number(kept.id)).toBe(Number(seeker.id));
      expect(kept.alerts_paused_at).not.toBeNull();
      const again = await get(path, 200);
      noEnglish(again.html);
      shows(again.html, T.stopped);
      // The profile's page says the e-mails are stopped and resumes them, in the language.
      const paused = await get(managePath);
      noEnglish(paused.html);
      shows(paused.html, T.alertsPaused);
      shows(paused.html, T.resumeButton);
      const resumed = await post(managePath, { intent: 'resume' }, 200);
      noEnglish(resumed);
      shows(resumed, T.resumed);
      const [after] = await t.app.database.db
        .selectFrom('roommate_seekers')
        .select('alerts_paused_at')
        .where('email', '=', email)
        .execute();
      expect(after.alerts_paused_at).toBeNull();
      // A link that is not ours names no profile.
      const forged = await get(`/${language}/roommates/${Number(seeker.id)}.${'A'.repeat(43)}/stop`, 404);
      noEnglish(forged.html);
      shows(forged.html, T.stopInvalid);
    });
  });

  it('the English pages are as before: the English texts and the English e-mail', async () => {
    const { html } = await get('/roommates');
    expect(html).toMatch(new RegExp(`<title>${EN.pageTitle} \\| `));
    shows(html, EN.pageIntro);
    const refused = await post('/roommates', form('seeker-en@example.com', { budget: '90' }), 400);
    shows(refused, EN.budgetInvalid);
    await post('/roommates', form('seeker-en@example.com'), 200);
    const mail = await confirmMail('seeker-en@example.com');
    expect(mail?.subject).toBe(EN.confirmSubject);
    expect(mail?.text).toContain('Hello Lin,');
  });
});
