import { Form } from 'react-router';
import type { OwnApplicationDto } from '../../../../shared/applications.ts';
import { Checkbox, SelectField, TextField } from '../../../components/ui/form-field.tsx';
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
  result,
  next,
}: {
  application: OwnApplicationDto;
  result: ApplyResult | undefined;
  next: string | null;
}) {
  const { A, T } = useApplyTexts();
  const refusal = result?.kind === 'error' ? result : null;
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
      {application.feesAcknowledged ? (
        <>
          <div className="mt-6">
            <Notice tone="ok">{A.feesConfirmed}</Notice>
          </div>
          <ContinueButtons next={next} />
        </>
      ) : (
        <Form method="post" noValidate className="mt-6">
          <input type="hidden" name="intent" value="fees" />
          {refusal && <Notice tone="warn">{refusal.message}</Notice>}
          <div className="mt-4 rounded-xl border border-slate-200 p-4">
            <Checkbox name="feesAcknowledged" label={T.feesAcknowledge} disabled={!application.editable} />
          </div>
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

/** Who applies: the household so far, and the invitation of a co-applicant or the guarantor (the main applicant). */
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
  const refusal = result?.kind === 'error' ? result : null;
  const typed = (name: string) => {
    const value = refusal?.values?.[name];
    return typeof value === 'string' ? value : '';
  };
  const errorOf = (name: string) => (refusal?.field === name ? refusal.message : null);
  const hasGuarantor = application.household.some((p) => p.role === 'guarantor');
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
        <Form
          // A new, empty form once an invitation went.
          key={result?.kind === 'invited' ? `sent-${application.household.length}` : 'invite'}
          method="post"
          noValidate
          className="mt-8 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
        >
          <h2 className="text-base font-semibold text-ink">{T.inviteTitle}</h2>
          <p className="text-sm text-slate-600">{T.inviteIntro}</p>
          <input type="hidden" name="intent" value="invite" />
          {result?.kind === 'invited' && <Notice tone="ok">{T.invited(result.name)}</Notice>}
          {refusal && !errorOf(refusal.field ?? '') && <Notice tone="warn">{refusal.message}</Notice>}
          <SelectField label={T.inviteRole} name="role" defaultValue={typed('role') || 'co_applicant'} error={errorOf('role')}>
            <option value="co_applicant">{A.asCoApplicant}</option>
            {!hasGuarantor && <option value="guarantor">{A.asGuarantor}</option>}
          </SelectField>
          <TextField
            label={A.inviteNameLabel}
            name="name"
            autoComplete="off"
            defaultValue={typed('name')}
            error={errorOf('name')}
          />
          <EmailField label={A.inviteEmailLabel} autoComplete="off" defaultValue={typed('email')} error={errorOf('email')} />
          <button type="submit" className={`${secondaryButton} w-full sm:w-auto`}>
            {T.invite}
          </button>
        </Form>
      )}
      <ContinueButtons back={back} next={next} />
    </div>
  );
}
