import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAWS, PROTECTED_CLASSES } from '../../src/shared/fair-housing/phrases.ts';
import { SHARED_LIVING } from '../../src/shared/fair-housing/listing-wording.ts';
import { ROOMMATES_TEXT as R } from '../../src/shared/texts/roommates.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields, multipart } from './listings-fixtures.ts';
import { questionnaire } from './roommate-fixtures.ts';

const HRL = (what: string) => `NYC Admin Code § 8-107(5)(a): ${what}`;

/**
 * Issue 47 item 7, every phrase it names, with the rule it breaks: [the listing's text, the phrases
 * flagged as written, the rule, the law named beside each].
 */
const PHRASES: Array<[string, string[], string, string]> = [
  ['No evictions, no housing court cases', ['No evictions', 'no housing court cases'], 'housing-court-history', 'NY Real Property Law § 227-f: past landlord-tenant actions'],
  ['Applicants with L&T history will not be considered', ['Applicants with L&T history will not be considered'], 'housing-court-history', 'NY Real Property Law § 227-f: past landlord-tenant actions'],
  ['Must have US credit history', ['Must have US credit history'], 'us-credit-history', HRL('immigration or citizenship status, national origin')],
  ['Perfect for a single professional', ['a single professional'], 'marital-status', HRL('marital status, partnership status')],
  ['Only singles', ['Only singles'], 'marital-status', HRL('marital status, partnership status')],
  ['Quiet home, no trans', ['no trans'], 'sexual-orientation', HRL('sexual orientation; gender, which includes gender identity (§ 8-102)')],
  ['Cis women only', ['Cis women only'], 'sexual-orientation', HRL('sexual orientation; gender, which includes gender identity (§ 8-102)')],
  ['Biological females only', ['Biological females only'], 'sexual-orientation', HRL('sexual orientation; gender, which includes gender identity (§ 8-102)')],
  ['Looking for a female roommate under 30', ['female roommate under 30'], 'age-range', HRL('age')],
];

type Warning = { field: string; phrase: string; ruleId: string; classId: string; class: string; law: string };
type Note = { phrase: string; ruleId: string; note: string };

/**
 * The New York City Human Rights Law (Administrative Code § 8-107(5)) and the State's Real Property Law
 * § 227-f in the words the product publishes: each phrase of the issue is flagged on a listing with
 * the law it breaks; ordinary wording is not; a room's one-sex preference passes only when the owner or
 * the tenant lives in the apartment and shares it; a seeker's text about themselves is checked the same
 * way and refused with the phrase and the law.
 */
describe.each(DATABASES)('Human Rights Law wording (NYC Admin Code § 8-107(5)) on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({
      database,
      build: { digestScheduler: false, viewingReminders: false, roommateAlerts: false, dealRecordsPurge: false },
    });
    auth = await t.login();
  });
  afterAll(() => t?.close());

  const create = async (fields: Record<string, string>) => {
    const form = multipart(listingFields(fields));
    const res = await t.inject({ method: 'POST', url: '/api/listings', headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { warnings: Warning[]; wordingNotes: Note[] };
  };

  it.each(PHRASES)('flags %j with the rule it breaks and the law', async (text, phrases, ruleId, law) => {
    const { warnings } = await create({ description: `Sunny two-bedroom near the park. ${text}.` });
    expect(warnings.map((w) => w.phrase)).toEqual(phrases);
    for (const warning of warnings) {
      expect(warning).toMatchObject({ field: 'description', ruleId, law });
      expect(warning.class).toBe(PROTECTED_CLASSES[warning.classId as keyof typeof PROTECTED_CLASSES]);
      expect(LAWS[warning.classId as keyof typeof LAWS]).toBe(law);
    }
  });

  it('does not flag ordinary wording that shares their words', async () => {
    const { warnings } = await create({
      description:
        'Steps from transit, free transfer to the L. Single-family house, single room occupancy not allowed. ' +
        'Under 30 minutes to Midtown. Good Cause Eviction applies: no eviction without good cause. Credit check up to $20.',
      size: '1 Roomie',
    });
    expect(warnings).toEqual([]);
  });

  it('grants the roommate exemption only to a room whose owner or tenant lives there and shares it (§ 8-107(5)(a)(4))', async () => {
    const room = (household: Record<string, unknown>) => ({
      kind: 'room',
      bedrooms: '3',
      household: JSON.stringify({ flatmates: 2, ...household }),
      description: 'Female roommate wanted. Looking for a female roommate under 30.',
    });
    // Without the two facts, a room is checked like any listing: the one-sex wish is a warning.
    for (const household of [{}, { hostLivesIn: true }, { hostShares: true }]) {
      const { warnings, wordingNotes } = await create(room(household));
      expect(warnings.map((w) => [w.phrase, w.ruleId]), JSON.stringify(household)).toEqual([
        ['Female roommate wanted', 'one-sex'],
        ['female roommate under 30', 'age-range'],
      ]);
      expect(wordingNotes).toEqual([]);
    }
    // With them, the sex of the flatmates is allowed with its reason; their age never is.
    const shared = await create(room({ hostLivesIn: true, hostShares: true }));
    expect(shared.warnings.map((w) => [w.phrase, w.ruleId, w.law])).toEqual([['female roommate under 30', 'age-range', HRL('age')]]);
    expect(shared.wordingNotes).toEqual([expect.objectContaining({ phrase: 'Female roommate wanted', ruleId: 'one-sex', note: SHARED_LIVING.reason })]);
    // Gender identity is never exempt.
    const identity = await create({ ...room({ hostLivesIn: true, hostShares: true }), description: 'Cis women only' });
    expect(identity.warnings.map((w) => w.ruleId)).toEqual(['sexual-orientation']);
  });

  it("checks a seeker's text about themselves like a listing's: 400 naming the phrase and the law", async () => {
    for (const [text, phrases, , law] of PHRASES) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/roommates',
        payload: questionnaire({ email: 'seeker@example.com', about: `I cook on Sundays. ${text}.` }),
      });
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({ success: false, message: R.aboutWording(phrases[0], law) });
    }
    const ordinary = await t.inject({
      method: 'POST',
      url: '/api/roommates',
      payload: questionnaire({ email: 'seeker@example.com', about: 'I commute by transit and transfer at Union Square.' }),
    });
    expect(ordinary.statusCode, ordinary.body).toBe(201);
  });
});
