import { data, redirect, type AppLoadContext } from 'react-router';
import {
  InvitePersonSchema,
  SavePartSchema,
  type InvitePersonInput,
  type OwnApplicationDto,
} from '../../../../shared/applications.ts';
import { localizedPath, type Language } from '../../../../shared/i18n/languages.ts';
import { requestLanguage, textsFor } from '../../../i18n.server.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import { formField, postedForm } from '../form-field.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { applyTextsIn, sayIn } from './apply-texts.server.ts';
import { formProblems } from '../../../lib/form-errors.ts';
import { parsedIn, refusalIn } from '../../../refusals.server.ts';
import { isPartStep, isStep, neighbourStep, stepPath, type ApplyResult, type Step } from './apply-steps.ts';
import { PART_STEP_FIELDS, type PartStep } from '../../../../shared/application-answers.ts';

const answer = (result: ApplyResult, status = 200) => data<ApplyResult>(result, { status, headers: TOKEN_PAGE_HEADERS });

/** The other-income rows of the income step: a row left empty is dropped; a half-filled one is kept for the schema to refuse. */
function incomeRows(form: FormData) {
  const sources = form.getAll('incomeSource').map(String);
  const amounts = form.getAll('incomeAmount').map(String);
  return sources
    .map((source, i) => ({ source: source.trim(), amount: (amounts[i] ?? '').trim() }))
    .filter((row) => row.source !== '' || row.amount !== '');
}

/**
 * The people of the invitation form, a row each with its place in the form (a refusal names it); rows left
 * without a name and an e-mail are dropped, unless all are (the first is then refused as it stands).
 */
function inviteRows(form: FormData): Array<{ row: number; person: { role: string; name: string; email: string } }> {
  const strings = (name: string) => form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));
  const [roles, names, emails] = [strings('role'), strings('name'), strings('email')];
  const rows = Array.from({ length: Math.max(1, names.length) }, (_, row) => ({
    row,
    person: { role: roles[row] ?? '', name: names[row] ?? '', email: emails[row] ?? '' },
  }));
  const filled = rows.filter(({ person }) => person.name.trim() !== '' || person.email.trim() !== '');
  return filled.length > 0 ? filled : rows.slice(0, 1);
}

/** The part's fields a step's form posted (only that step's: the others stay as saved). */
function stepFields(
  step: PartStep,
  form: FormData,
): { fields: Record<string, unknown>; values: Record<string, string | string[]> } {
  if (step === 'income') {
    const rows = incomeRows(form);
    return {
      fields: { otherIncome: rows },
      values: { incomeSource: rows.map((r) => r.source), incomeAmount: rows.map((r) => r.amount) },
    };
  }
  // The page's inputs are named as the part's own fields.
  const values = Object.fromEntries(PART_STEP_FIELDS[step].map((name) => [name, formField(form, name)]));
  return { fields: values, values };
}

/** The field of a step an issue's path names ('currentRent', an income row's 'otherIncome.0.amount'), if the step shows it. */
function stepFieldOf(step: PartStep) {
  return (path: readonly PropertyKey[]): string | undefined => {
    const name = path.map(String).join('.');
    if (step === 'income') return /^otherIncome\.\d+\.(?:source|amount)$/.test(name) ? name : undefined;
    return (PART_STEP_FIELDS[step] as readonly string[]).includes(name) ? name : undefined;
  };
}

/** A service's refusal (400, 403, 404 of a document, 409, 413, 415, 429) as the step's message, in `language`; anything else is thrown. */
function refused(language: Language, error: unknown, values?: Record<string, string | string[]>) {
  const status = serviceErrorStatus(error);
  if (status && status >= 400 && status < 500)
    return answer({ kind: 'error', message: refusalIn(language, error), values }, status);
  throw error;
}

/**
 * The one action of /apply/{token}/{step}: each step's form posts here without scripts (and through
 * React Router's Form or a fetcher with them). `intent` names what to do; the link was read by the
 * caller (a wrong one is the 404 page).
 */
export async function applyAction(
  request: Request,
  context: AppLoadContext,
  token: string,
  own: OwnApplicationDto,
  stepParam: string | undefined,
): Promise<Response | ReturnType<typeof answer>> {
  const applications = context.services.applications;
  // The page's language: its answers and the pages it goes to (the application's saved language stays as started).
  const language = requestLanguage(request);
  const { A, T } = applyTextsIn(language);
  const goTo = (path: string) => redirect(localizedPath(path, language), { status: 303, headers: TOKEN_PAGE_HEADERS });
  const form = await postedForm(request);
  // The bare link (/apply/{token}, the e-mail's) shows the person's opening step: its form names it.
  const named = stepParam ?? (form ? formField(form, 'step') : '');
  const step: Step | null = named && isStep(own.role, named) ? named : null;
  // Past the uploads' limits of the hour (decision 094): the document was left unread.
  if (context.uploadLimit)
    return answer({ kind: 'error', message: T.tooManyUploads(Math.ceil(context.uploadLimit.retryAfterSeconds / 60)) }, 429);
  // No body read: a document posted to a sent application is left unread (the server's route), or it was not a form.
  if (!form) return answer({ kind: 'error', message: own.editable ? T.fileRequired : T.notEditable }, own.editable ? 400 : 409);
  const intent = formField(form, 'intent');
  const next = (from: Step) => {
    const to = formField(form, 'go') === 'back' ? neighbourStep(own.role, from, -1) : neighbourStep(own.role, from, 1);
    return goTo(stepPath(token, to ?? from));
  };

  switch (intent) {
    case 'fees': {
      // An invited tenant acknowledges the agency disclosure with the fees (decision 108); both refusals show at once.
      const agencyAsked = await applications.agencyToAcknowledge(token);
      const errors: Record<string, string> = {};
      if (agencyAsked && formField(form, 'agencyAcknowledged') !== 'true')
        errors.agencyAcknowledged = textsFor(language, 'agency').AGENCY_TEXT.required;
      if (!own.feesAcknowledged && formField(form, 'feesAcknowledged') !== 'on') errors.feesAcknowledged = A.feesMustConfirm;
      if (Object.keys(errors).length > 0) return answer({ kind: 'error', message: '', errors }, 400);
      try {
        await applications.save(token, { feesAcknowledged: true });
        if (agencyAsked) await applications.acknowledgeAgency(token, language, context.clientAddress);
      } catch (error) {
        return refused(language, error);
      }
      return next('fees');
    }
    case 'save':
    case 'autosave': {
      if (!step || !isPartStep(step)) return answer({ kind: 'error', message: A.saveFailed }, 400);
      const { fields, values } = stepFields(step, form);
      const parsed = parsedIn(language, SavePartSchema, fields);
      if (!parsed.success) {
        // Every field of the step refused at once, each beside its field; any other problem above them.
        const { errors, message } = formProblems(parsed.error, stepFieldOf(step));
        return answer({ kind: 'error', message: message ?? '', errors, values }, 400);
      }
      try {
        await applications.save(token, parsed.data);
      } catch (error) {
        return refused(language, error, values);
      }
      return intent === 'autosave' ? answer({ kind: 'saved' }) : next(step);
    }
    case 'invite': {
      const limited = await context.formLimit('application');
      // One row per person invited (decision 108): each field once per row.
      const rows = inviteRows(form);
      const values = (from: number) => ({
        role: rows.slice(from).map((r) => r.person.role),
        name: rows.slice(from).map((r) => r.person.name),
        email: rows.slice(from).map((r) => r.person.email),
      });
      if (limited) return answer({ kind: 'error', message: refusalIn(language, limited), values: values(0) }, 429);
      // Every row is checked before anyone is invited, and every refused field of every row is answered at once,
      // by its row's name ('email', 'name.1').
      const people: InvitePersonInput[] = [];
      const errors: Record<string, string> = {};
      let message: string | null = null;
      for (const { row, person } of rows) {
        const parsed = parsedIn(language, InvitePersonSchema, person);
        if (parsed.success) {
          people.push(parsed.data);
          continue;
        }
        const problems = formProblems(parsed.error, ['role', 'name', 'email'] as const);
        for (const [field, said] of Object.entries(problems.errors)) errors[row === 0 ? field : `${field}.${row}`] = said;
        message ??= problems.message;
      }
      if (people.length < rows.length) return answer({ kind: 'error', message: message ?? '', errors, values: values(0) }, 400);
      const names: string[] = [];
      for (const [i, person] of people.entries()) {
        try {
          names.push((await applications.invite(token, person)).name);
        } catch (error) {
          // Those invited stay invited (the page lists them); the rows from the refused one are given back.
          return refused(language, error, values(i));
        }
      }
      return answer({ kind: 'invited', names });
    }
    case 'upload': {
      const file = form.get('file');
      const data = file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
      try {
        await applications.upload(token, formField(form, 'kind'), data, formField(form, 'reportDate'));
      } catch (error) {
        return refused(language, error);
      }
      return goTo(stepPath(token, 'documents'));
    }
    case 'remove-document': {
      const id = /^\d{1,10}$/.test(formField(form, 'id')) ? Number(formField(form, 'id')) : 0;
      try {
        await applications.removeDocument(token, id);
      } catch (error) {
        return refused(language, error);
      }
      return goTo(stepPath(token, 'documents'));
    }
    case 'submit': {
      try {
        await applications.submit(token);
      } catch (error) {
        // What is still missing: each person's list, in the page's language (from the application as it is now).
        if (serviceErrorStatus(error) === 400) {
          const { household } = await applications.own(token, sayIn(language));
          const people = household.filter((p) => p.missing.length > 0).map((p) => ({ who: p.name, items: p.missing }));
          return answer({ kind: 'missing', people }, 400);
        }
        return refused(language, error);
      }
      return goTo(stepPath(token, 'review'));
    }
    case 'withdraw': {
      try {
        await applications.withdraw(token);
      } catch (error) {
        return refused(language, error);
      }
      return goTo(stepPath(token, 'review'));
    }
    case 'delete': {
      await applications.remove(token);
      return goTo(`/apply/${token}/deleted`);
    }
    default:
      return answer({ kind: 'error', message: A.saveFailed }, 400);
  }
}
