import { PART_STEPS, type PartStep } from '../../../../shared/application-answers.ts';
import type { ApplicationRole, OwnApplicationDto } from '../../../../shared/applications.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

/**
 * The steps of one person's part of a rental application, in order: the fees first (the FARE Act
 * disclosure, for those who pay them), the household (the main applicant only), their details, their
 * documents, and the review. The guarantor pays no fee and moves nowhere: no fees, no move-in.
 */
const STEPS = ['fees', 'people', 'contact', 'home', 'work', 'income', 'move-in', 'documents', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** Whether a step's fields are a part of the person's answers (saved with PUT). */
export const isPartStep = (step: string): step is PartStep => (PART_STEPS as readonly string[]).includes(step);

/** The fields of the income step, in the page's order: each row's source and amount ('otherIncome.0.source'). */
export const incomeFields = (rows: number): string[] =>
  Array.from({ length: rows }, (_, i) => [`otherIncome.${i}.source`, `otherIncome.${i}.amount`]).flat();

export function stepsOf(role: ApplicationRole): Step[] {
  if (role === 'guarantor') return STEPS.filter((s) => s !== 'fees' && s !== 'people' && s !== 'move-in');
  if (role === 'co_applicant') return STEPS.filter((s) => s !== 'people');
  return [...STEPS];
}

export const isStep = (role: ApplicationRole, step: string): step is Step => (stepsOf(role) as string[]).includes(step);

export type StepState = 'done' | 'todo' | 'optional';

/** Whether a step holds what the application needs of it. */
export function stepState(step: Step, application: OwnApplicationDto): StepState {
  const { part } = application;
  const hasIncome = part.annualIncome !== null || part.otherIncome.length > 0;
  switch (step) {
    case 'fees':
      return application.feesAcknowledged ? 'done' : 'todo';
    case 'people':
      return application.household.length > 1 ? 'done' : 'optional';
    case 'contact':
      return part.phone ? 'done' : 'todo';
    case 'home':
      return part.currentAddress ? 'done' : 'todo';
    case 'work':
    case 'income':
      return hasIncome ? 'done' : 'todo';
    case 'move-in':
      return part.moveInDate ? 'done' : 'todo';
    case 'documents':
      return application.missingDocuments.length === 0 ? 'done' : 'todo';
    case 'review':
      return application.submittedAt ? 'done' : 'todo';
  }
}

/**
 * The step a person's page shows (docs/decisions/086-every-person-of-an-application-is-told.md): the
 * one asked for when it is this person's; the fees until they are confirmed (the FARE Act: before
 * anything else); without one asked (the bare link of an e-mail), what matters now: once the
 * application was sent or can no longer change, its status and what is missing (the review); before,
 * the person's first step. Not 'the first step still to do': the bare link's page is loaded again after
 * each autosave, and would then move on under the person's fingers.
 */
export function openingStep(application: OwnApplicationDto, asked: string | undefined): Step {
  const steps = stepsOf(application.role);
  if (steps.includes('fees') && !application.feesAcknowledged && application.editable) return 'fees';
  if (asked && isStep(application.role, asked)) return asked;
  if (!application.editable || application.submittedAt) return 'review';
  return steps[0];
}

/** The step after (or before) `step` in this person's order, if any. */
export function neighbourStep(role: ApplicationRole, step: Step, by: 1 | -1): Step | null {
  const steps = stepsOf(role);
  return steps[steps.indexOf(step) + by] ?? null;
}

export const stepPath = (token: string, step: Step) => `/apply/${token}/${step}`;

/**
 * What a post to the application's page answers when it does not move on: a refusal (every refused
 * field's message by its name, all shown at once beside them, the form's own message, '' when every problem
 * is a field's, and what was typed), a saved change (the autosave of a step, with scripts),
 * the invitations sent, or the send refused with what is missing.
 */
export type ApplyResult =
  | { kind: 'error'; message: string; errors?: FieldErrors; values?: Record<string, string | string[]> }
  | { kind: 'saved' }
  | { kind: 'invited'; names: string[] }
  | { kind: 'missing'; people: Array<{ who: string; items: string[] }> };
