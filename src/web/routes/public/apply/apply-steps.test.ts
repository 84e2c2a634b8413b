import { describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../../../shared/texts/applications.ts';
import { textsFor } from '../../../../shared/i18n/catalogues.ts';
import { ENGLISH, missingChecklist, translateApplyMessage } from './apply-messages.ts';
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

  it("submit's refusal becomes a list per person; another message is left as it is", () => {
    const message = T.missing(
      [
        T.missingOf('Riley Renter', [T.missingItems.phone, T.missingDocument('Bank statement')].join(', ')),
        T.missingOf('Casey Roommate', T.missingItems.fees),
      ].join('; '),
    );
    expect(missingChecklist(message, ENGLISH)).toEqual([
      { who: 'Riley Renter', items: [T.missingItems.phone, T.missingDocument('Bank statement')] },
      { who: 'Casey Roommate', items: [T.missingItems.fees] },
    ]);
    expect(missingChecklist(T.notEditable, ENGLISH)).toBeNull();
  });

  it("the service's and the schemas' English messages in Spanish and Chinese, the list of what is missing still a list", () => {
    const zh = { A: textsFor('zh', 'apply').APPLY_TEXT, T: textsFor('zh', 'applications').APPLICATIONS_TEXT };
    const es = { A: textsFor('es', 'apply').APPLY_TEXT, T: textsFor('es', 'applications').APPLICATIONS_TEXT };
    expect(translateApplyMessage(T.notEditable, ENGLISH, es)).toBe(es.T.notEditable);
    expect(translateApplyMessage(T.amountInvalid(T.fields.currentRent), ENGLISH, es)).toBe(
      es.T.amountInvalid(es.T.fields.currentRent),
    );
    expect(translateApplyMessage(T.tooLong(T.fields.phone, 40), ENGLISH, zh)).toBe('电话过长（最多40个字符）');
    expect(translateApplyMessage(T.tooManyOfKind('Pay stub', 2), ENGLISH, zh)).toBe(
      zh.T.tooManyOfKind(zh.T.documentFileNames.pay_stub, 2),
    );
    const message = T.missing(
      [T.missingOf('Riley Renter', [T.missingItems.phone, T.missingDocument('Bank statement')].join(', '))].join('; '),
    );
    const said = translateApplyMessage(message, ENGLISH, zh);
    expect(missingChecklist(said, zh)).toEqual([
      { who: 'Riley Renter', items: [zh.T.missingItems.phone, zh.T.missingDocument(zh.T.documentFileNames.bank_statement)] },
    ]);
    expect(translateApplyMessage('Something else', ENGLISH, es)).toBe('Something else');
  });
});
