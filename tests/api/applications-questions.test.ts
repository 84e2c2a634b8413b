import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, SavePartSchema, StartApplicationSchema } from '../../src/shared/applications.ts';
import { APPLICATIONS_TEXT } from '../../src/shared/texts/applications.ts';
import { applicationLinkMail } from '../../src/server/features/applications/application-mail.ts';
import { declineMail, receiptMail, reportCopyMail, requestMail } from '../../src/server/features/applications/staff-mail.ts';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { APPLY_TEXT } from '../../src/shared/texts/apply.ts';
import { FORBIDDEN, hits, textsOf } from '../support/forbidden-questions.ts';

/** The field names of a zod object schema and the options of its enums, as the API documents them. */
function schemaTexts(schema: { shape: Record<string, unknown> }, name: string) {
  return [
    ...Object.keys(schema.shape).map((key) => ({ path: `${name}.${key}`, text: key.replace(/([A-Z])/g, ' $1') })),
    ...textsOf(JSON.parse(JSON.stringify(schema)) as unknown, `${name}(json)`),
  ];
}

describe('rental applications never ask what New York forbids', () => {
  it('the scanner recognises each forbidden question (so the scan below can fail)', () => {
    for (const f of FORBIDDEN) expect(hits([{ path: 'example', text: f.example }]), f.item).not.toEqual([]);
    // and lets lawful questions through
    expect(
      hits(textsOf(['Annual income before taxes', 'Section 8 voucher', 'Desired move-in date', 'Current landlord', 'Message'])),
    ).toEqual([]);
  });

  it('no label, option, message or e-mail text of the flow asks any of them', () => {
    const texts = textsOf(APPLICATIONS_TEXT);
    expect(texts.length).toBeGreaterThan(80);
    expect(hits(texts)).toEqual([]);
  });

  it("the renter's pages (start form and the application's steps) ask none of them", () => {
    const texts = textsOf(APPLY_TEXT, 'APPLY_TEXT');
    expect(texts.length).toBeGreaterThan(60);
    expect(hits(texts)).toEqual([]);
  });

  it('the forms have no field for any of them', () => {
    expect(
      hits([...schemaTexts(SavePartSchema, 'SavePartSchema'), ...schemaTexts(StartApplicationSchema, 'StartApplicationSchema')]),
    ).toEqual([]);
    expect(Object.keys(SavePartSchema.shape).sort()).toEqual(
      [
        'annualIncome',
        'currentAddress',
        'currentRent',
        'employer',
        'employmentStart',
        'feesAcknowledged',
        'jobTitle',
        'landlordContact',
        'landlordName',
        'moveInDate',
        'otherIncome',
        'pets',
        'phone',
      ].sort(),
    );
  });

  it('vouchers are named as income sources, never as an exception', () => {
    const sources: readonly string[] = APPLICATIONS_TEXT.incomeSources;
    for (const voucher of ['Section 8 voucher', 'CityFHEPS', 'HASA']) expect(sources).toContain(voucher);
    expect(APPLICATIONS_TEXT.fields.otherIncomeHint).toMatch(/counts as income/);
  });

  it('the e-mails of the flow ask none of them', () => {
    const person = { name: 'Riley Renter', email: 'riley@example.com' };
    const place = '145 East 29th Street';
    const mails = {
      link: applicationLinkMail(person, place, 'https://x.example/apply/t'),
      request: requestMail(person, place, DOCUMENT_KINDS, 'https://x.example/apply/t'),
      receipt: receiptMail(
        person,
        place,
        { amount: '$20', date: 'November 26, 2026', agency: 'Sample Reporting Agency, 1 Main St, 800-555-0100' },
        DEFAULT_SITE_SETTINGS,
      ),
      reportCopy: reportCopyMail(person, place, Buffer.from('%PDF-1.7'), DEFAULT_SITE_SETTINGS),
      decline: declineMail(person, place, null, DEFAULT_SITE_SETTINGS),
      declineWithReport: declineMail(person, place, 'Sample Reporting Agency, 1 Main St, 800-555-0100', DEFAULT_SITE_SETTINGS),
    };
    const texts = Object.entries(mails).flatMap(([name, mail]) => [
      { path: `${name}.subject`, text: mail.subject },
      { path: `${name}.text`, text: mail.text },
    ]);
    expect(texts.length).toBe(12);
    expect(hits(texts)).toEqual([]);
  });
});
