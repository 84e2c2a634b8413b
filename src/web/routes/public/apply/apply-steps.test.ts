import { describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../../../shared/texts/applications.ts';
import { neighbourStep, stepsOf } from './apply-steps.ts';
import { missingChecklist } from './review-step.tsx';

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
    expect(missingChecklist(message)).toEqual([
      { who: 'Riley Renter', items: [T.missingItems.phone, T.missingDocument('Bank statement')] },
      { who: 'Casey Roommate', items: [T.missingItems.fees] },
    ]);
    expect(missingChecklist(T.notEditable)).toBeNull();
  });
});
