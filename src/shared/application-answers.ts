import { isTenant, type ApplicationPart, type ApplicationRole } from './applications.ts';

/**
 * The steps of a person's part whose fields are saved answers, each with its fields in the order the form
 * asks them: what the renter's summary and the back-office both group the answers by, and what a step's
 * form posts.
 */
export const PART_STEP_FIELDS = {
  contact: ['phone'],
  home: ['currentAddress', 'currentRent', 'landlordName', 'landlordContact'],
  work: ['employer', 'jobTitle', 'employmentStart', 'annualIncome'],
  income: ['otherIncome'],
  'move-in': ['moveInDate', 'pets'],
} as const satisfies Record<string, ReadonlyArray<keyof ApplicationPart>>;

export type PartStep = keyof typeof PART_STEP_FIELDS;
export type PartField = keyof ApplicationPart;
export const PART_STEPS = Object.keys(PART_STEP_FIELDS) as PartStep[];

/** One step's answers given, each as the screen writes it. */
export interface AnswerGroup<Value> {
  step: PartStep;
  answers: Array<{ field: PartField; value: Value }>;
}

/**
 * A person's answers grouped by step (the guarantor moves nowhere: no move-in), as `valueOf` writes each
 * (null or '' when not given): the groups of the answers given, only those, and the fields left
 * unanswered, in the form's order.
 */
export function answerGroups<Value>(
  role: ApplicationRole,
  valueOf: (field: PartField) => Value | null | '',
): { given: Array<AnswerGroup<Value>>; leftOut: PartField[] } {
  const given: Array<AnswerGroup<Value>> = [];
  const leftOut: PartField[] = [];
  for (const step of PART_STEPS) {
    if (step === 'move-in' && !isTenant(role)) continue;
    const answers: AnswerGroup<Value>['answers'] = [];
    for (const field of PART_STEP_FIELDS[step]) {
      const value = valueOf(field);
      if (value === null || value === '') leftOut.push(field);
      else answers.push({ field, value });
    }
    if (answers.length > 0) given.push({ step, answers });
  }
  return { given, leftOut };
}
