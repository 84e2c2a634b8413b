import { describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../../../shared/texts/applications.ts';
import { textIn, textsFor } from '../../../../shared/i18n/catalogues.ts';
import { SavePartSchema } from '../../../../shared/applications.ts';
import { readRefusalHeader, refusalHeader, textFrom } from '../../../../shared/i18n/refusal-header.ts';
import { keyed } from '../../../../shared/i18n/text-ref.ts';
import { parsedIn } from '../../../refusals.server.ts';
import { neighbourStep, stepsOf } from './apply-steps.ts';

describe("the application's steps", () => {
  it('the fees come first for the tenants; the guarantor has no fees, household or move-in step', () => {
    expect(stepsOf('applicant')).toEqual([
      'fees',
      'people',
      'contact',
      'home',
      'work',
      'income',
      'move-in',
      'documents',
      'review',
    ]);
    expect(stepsOf('co_applicant')).toEqual(['fees', 'contact', 'home', 'work', 'income', 'move-in', 'documents', 'review']);
    expect(stepsOf('guarantor')).toEqual(['contact', 'home', 'work', 'income', 'documents', 'review']);
    expect(neighbourStep('guarantor', 'income', 1)).toBe('documents');
    expect(neighbourStep('co_applicant', 'fees', 1)).toBe('contact');
    expect(neighbourStep('applicant', 'fees', -1)).toBeNull();
  });

  it("the service's and the schemas' messages said by key in Spanish and Chinese; the API's English unchanged", () => {
    const R = keyed('applications', 'APPLICATIONS_TEXT', T);
    const zh = { A: textsFor('zh', 'apply').APPLY_TEXT, T: textsFor('zh', 'applications').APPLICATIONS_TEXT };
    const es = { A: textsFor('es', 'apply').APPLY_TEXT, T: textsFor('es', 'applications').APPLICATIONS_TEXT };
    expect(textIn('es', R.notEditable)).toBe(es.T.notEditable);
    expect(textIn('es', R.amountInvalid(R.fields.currentRent))).toBe(es.T.amountInvalid(es.T.fields.currentRent));
    expect(textIn('zh', R.tooLong(R.fields.phone, 40))).toBe('电话过长（最多40个字符）');
    expect(R.tooLong(R.fields.phone, 40).english).toBe(T.tooLong(T.fields.phone, 40));
    const tooMany = R.tooManyOfKind(R.documentFileNames.pay_stub, 2);
    expect(textIn('zh', tooMany)).toBe(zh.T.tooManyOfKind(zh.T.documentFileNames.pay_stub, 2));
    // Over HTTP (the upload's answer header), said with the page's own texts.
    const travelled = readRefusalHeader(refusalHeader(tooMany))!;
    expect(textFrom({ applications: { APPLICATIONS_TEXT: zh.T } }, travelled)).toBe(textIn('zh', tooMany));
    expect(textFrom({}, travelled)).toBeNull();
    // A schema's message, parsed on a page in its language; English elsewhere.
    const parsed = parsedIn('zh', SavePartSchema, { phone: '1'.repeat(41) });
    expect(parsed.success ? null : parsed.error.issues[0].message).toBe('电话过长（最多40个字符）');
    const api = SavePartSchema.safeParse({ phone: '1'.repeat(41) });
    expect(api.success ? null : api.error.issues[0].message).toBe(T.tooLong(T.fields.phone, 40));
  });
});
