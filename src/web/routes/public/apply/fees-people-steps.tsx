import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { MAX_CO_APPLICANTS, type OwnApplicationDto } from '../../../../shared/applications.ts';
import { Checkbox, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { AgencyDisclosure } from '../../../components/agency-disclosure.tsx';
import { firstInvalid, useRevealFirstInvalid } from '../../../lib/form-errors.ts';
import type { ApplyResult } from './apply-steps.ts';
import { ContinueButtons, EmailField, Notice, primaryButton, secondaryButton, StepButtons, useApplyTexts } from './apply-ui.tsx';
import { formatDollars } from '../../../../shared/words/money.ts';

/**
 * The FARE Act disclosure, before anything else: every fee of the listing, the screening fee and its
 * waiver for a report made within the past 30 days, confirmed with a tick (then the fees shown are
 * the ones recorded).
 */
export function FeesStep({
  application,
  agencyAsked,
  result,
  next,
}: {
  application: OwnApplicationDto;
  /** An invited tenant who has not acknowledged the agency disclosure yet: it comes with the fees (decision 108). */
  agencyAsked: boolean;
  result: ApplyResult | undefined;
  next: string | null;
}) {
  const { A, T } = useApplyTexts();
  const refusal = result?.kind === 'error' ? result : null;
  const asking = agencyAsked || !application.feesAcknowledged;
  const form = useRef<HTMLFormElement>(null);
  // Both boxes refused at once; the first takes the focus (autoFocus: the page a form posted without scripts gets back).
  useRevealFirstInvalid(form, refusal);
  const first = firstInvalid(refusal?.errors, ['agencyAcknowledged', 'feesAcknowledged']);
  return (
    <div>
      <p className="text-slate-700">{T.feesIntro}</p>
      <ul className="mt-5 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {application.fees.length === 0 ? (
          <li className="px-4 py-3 text-sm text-slate-700">{T.noFees}</li>
        ) : (
          application.fees.map((fee) => (
            <li key={fee.name} className="flex items-baseline justify-between gap-4 px-4 py-3 text-sm">
              <span className="text-slate-700">{fee.name}</span>
              <span className="font-semibold tabular-nums text-ink">{formatDollars(fee.amount)}</span>
            </li>
          ))
        )}
        <li className="px-4 py-3 text-sm font-medium text-ink">
          {application.screeningFee > 0 ? T.screeningFee(formatDollars(application.screeningFee)) : T.noScreeningFee}
        </li>
      </ul>
      <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-800">{T.screeningWaiver}</p>
      {!asking ? (
        <>
          <div className="mt-6">
            <Notice tone="ok">{A.feesConfirmed}</Notice>
          </div>
          <ContinueButtons next={next} />
        </>
      ) : (
        <Form ref={form} method="post" noValidate className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="fees" />
          {refusal?.message && <Notice tone="warn">{refusal.message}</Notice>}
          {agencyAsked && (
            <AgencyDisclosure
              error={refusal?.errors?.agencyAcknowledged}
              autoFocus={first === 'agencyAcknowledged'}
            />
          )}
          {application.feesAcknowledged ? (
            <Notice tone="ok">{A.feesConfirmed}</Notice>
          ) : (
            <div className="rounded-xl border border-slate-200 p-4">
              <Checkbox
                name="feesAcknowledged"
                label={T.feesAcknowledge}
                disabled={!application.editable}
                error={refusal?.errors?.feesAcknowledged}
                autoFocus={first === 'feesAcknowledged'}
              />
            </div>
          )}
          <StepButtons
            submit={
              <button type="submit" className={primaryButton} disabled={!application.editable}>
                {A.startSteps}
              </button>
            }
          />
        </Form>
      )}
    </div>
  );
}

/** The people one invitation form may add: the co-applicants left, and the guarantor if there is none yet. */
function slotsOf(application: OwnApplicationDto): number {
  const coApplicants = application.household.filter((p) => p.role === 'co_applicant').length;
  const hasGuarantor = application.household.some((p) => p.role === 'guarantor');
  return Math.max(1, MAX_CO_APPLICANTS - coApplicants + (hasGuarantor ? 0 : 1));
}

/** Who applies: the household so far, and the invitation of co-applicants and the guarantor (the main applicant). */
export function PeopleStep({
  application,
  result,
  back,
  next,
}: {
  application: OwnApplicationDto;
  result: ApplyResult | undefined;
  back: string | null;
  next: string | null;
}) {
  const { A, T } = useApplyTexts();
  return (
    <div>
      <p className="text-slate-700">{A.peopleIntro}</p>
      <h2 className="mt-6 text-base font-semibold text-ink">{A.invitedPeople}</h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {application.household.map((person, i) => (
          <li key={`${person.role}-${i}`} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
            <span className="font-medium text-ink">
              {person.name}
              {i === 0 && <span className="font-normal text-slate-500"> ({A.you})</span>}
            </span>
            <span className="text-slate-600">{T.roles[person.role]}</span>
          </li>
        ))}
      </ul>
      {application.editable && (
        <InviteForm
          // A new, empty form of one row once the invitations went; the rows not sent yet when one was refused.
          key={`${result?.kind === 'invited' ? 'sent' : 'invite'}-${application.household.length}`}
          application={application}
          result={result}
        />
      )}
      <ContinueButtons back={back} next={next} />
    </div>
  );
}

/**
 * The invitation of co-applicants and the guarantor. Without scripts the form invites one person; with
 * them 'Add another person' adds a row, so a co-applicant and a guarantor go in one press (the page's
 * action invites each in turn; decision 108). A refusal names every refused field of every row at
 * once ('name', 'email.1'), each shown beside it, the first focused.
 */
function InviteForm({ application, result }: { application: OwnApplicationDto; result: ApplyResult | undefined }) {
  const { A, T } = useApplyTexts();
  const refusal = result?.kind === 'error' ? result : null;
  const form = useRef<HTMLFormElement>(null);
  useRevealFirstInvalid(form, refusal);
  /** What was typed in row `row`'s field `name`, given back with a refusal. */
  const typed = (name: string, row: number) => {
    const value = refusal?.values?.[name];
    return (Array.isArray(value) ? value[row] : row === 0 ? value : undefined) ?? '';
  };
  const hasGuarantor = application.household.some((p) => p.role === 'guarantor');
  const [rows, setRows] = useState<Array<{ key: number; role: string }>>(() => {
    const names = refusal?.values?.name;
    return Array.from({ length: Array.isArray(names) ? Math.max(1, names.length) : 1 }, (_, i) => ({
      key: i,
      role: typed('role', i) || 'co_applicant',
    }));
  });
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const fieldName = (field: string, row: number) => (row === 0 ? field : `${field}.${row}`);
  const errorOf = (field: string, row: number) => refusal?.errors?.[fieldName(field, row)] ?? null;
  const first = firstInvalid(
    refusal?.errors,
    rows.flatMap((_, i) => ['role', 'name', 'email'].map((field) => fieldName(field, i))),
  );
  const addRow = () =>
    setRows((list) => {
      // The guarantor when there is none yet and no row names one.
      const guarantorFree = !hasGuarantor && !list.some((r) => r.role === 'guarantor');
      return [...list, { key: Math.max(...list.map((r) => r.key)) + 1, role: guarantorFree ? 'guarantor' : 'co_applicant' }];
    });
  return (
    <Form ref={form} method="post" noValidate className="mt-8 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <h2 className="text-base font-semibold text-ink">{T.inviteTitle}</h2>
      <p className="text-sm text-slate-600">{T.inviteIntro}</p>
      <input type="hidden" name="intent" value="invite" />
      {result?.kind === 'invited' &&
        result.names.map((name) => (
          <Notice key={name} tone="ok">
            {T.invited(name)}
          </Notice>
        ))}
      {refusal?.message && <Notice tone="warn">{refusal.message}</Notice>}
      {rows.map((row, i) => (
        <fieldset key={row.key} className={`space-y-4 ${i > 0 ? 'border-t border-slate-200 pt-4' : ''}`}>
          {/* A legend inside a bordered fieldset sits on its border: it floats as a heading instead. */}
          <legend className={rows.length > 1 ? 'float-left w-full text-sm font-semibold text-ink' : 'sr-only'}>
            {A.invitePerson(i + 1)}
          </legend>
          <SelectField
            label={T.inviteRole}
            name="role"
            defaultValue={row.role}
            onChange={(event) => {
              const role = event.target.value;
              setRows((list) => list.map((r) => (r.key === row.key ? { ...r, role } : r)));
            }}
            error={errorOf('role', i)}
            autoFocus={first === fieldName('role', i)}
          >
            <option value="co_applicant">{A.asCoApplicant}</option>
            {!hasGuarantor && <option value="guarantor">{A.asGuarantor}</option>}
          </SelectField>
          <TextField
            label={A.inviteNameLabel}
            name="name"
            autoComplete="off"
            defaultValue={typed('name', i)}
            error={errorOf('name', i)}
            autoFocus={first === fieldName('name', i)}
          />
          <EmailField
            label={A.inviteEmailLabel}
            autoComplete="off"
            defaultValue={typed('email', i)}
            error={errorOf('email', i)}
            autoFocus={first === fieldName('email', i)}
          />
          {i > 0 && (
            <button
              type="button"
              onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              className="text-sm font-semibold text-slate-600 underline-offset-4 hover:text-red-700 hover:underline"
            >
              {A.removePerson(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {scripted && rows.length < slotsOf(application) && (
          <button type="button" onClick={addRow} className={`${secondaryButton} w-full sm:w-auto`}>
            + {A.addPerson}
          </button>
        )}
        <button type="submit" className={`${rows.length > 1 ? primaryButton : secondaryButton} w-full sm:w-auto`}>
          {rows.length > 1 ? A.inviteAll : T.invite}
        </button>
      </div>
    </Form>
  );
}
