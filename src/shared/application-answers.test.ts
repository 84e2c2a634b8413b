import { describe, expect, it } from 'vitest';
import { answerGroups } from './application-answers.ts';
import { readPart } from './applications.ts';

const part = { ...readPart(null), phone: '917 555 0100', currentRent: 1800, pets: '', moveInDate: '2027-02-01' };
const valueOf = (field: keyof typeof part) => (field === 'otherIncome' ? null : part[field]);

describe('answerGroups', () => {
  it('groups the answers given by step, in the order the form asks them, and names the rest in order', () => {
    const { given, leftOut } = answerGroups('applicant', valueOf);
    expect(given).toEqual([
      { step: 'contact', answers: [{ field: 'phone', value: '917 555 0100' }] },
      { step: 'home', answers: [{ field: 'currentRent', value: 1800 }] },
      { step: 'move-in', answers: [{ field: 'moveInDate', value: '2027-02-01' }] },
    ]);
    expect(leftOut).toEqual([
      'currentAddress',
      'landlordName',
      'landlordContact',
      'employer',
      'jobTitle',
      'employmentStart',
      'annualIncome',
      'otherIncome',
      'pets',
    ]);
  });

  it("leaves the move-in step out of a guarantor's answers, given or not", () => {
    const { given, leftOut } = answerGroups('guarantor', valueOf);
    expect(given.map((group) => group.step)).toEqual(['contact', 'home']);
    expect(leftOut).not.toContain('pets');
    expect(leftOut).not.toContain('moveInDate');
  });
});
