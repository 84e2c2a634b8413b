import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../../components/public/icons.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import type { ApplyTexts } from './apply-messages.ts';
import type { ApplicationRole } from '../../../../shared/applications.ts';
import { stepPath, type Step, type StepState } from './apply-steps.ts';

/** The application pages' texts in the page's language (the loader sends both modules). */
export const useApplyTexts = (): ApplyTexts => ({
  A: useTexts('apply').APPLY_TEXT,
  T: useTexts('applications').APPLICATIONS_TEXT,
});

/** A step's name for this person: the last is 'Review and send' for the main applicant only, who sends. */
export const stepName = (A: ApplyTexts['A'], step: Step, role: ApplicationRole) =>
  step === 'review' && role !== 'applicant' ? A.reviewPart : A.stepNames[step];

/** The buttons of the application's pages (the public site's round buttons). */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800';
export const linkButton = 'text-sm font-semibold text-red-700 underline-offset-4 hover:underline';

/** A notice at the top of a step: green when something worked, amber for what is refused or missing. */
export function Notice({ tone, children }: { tone: 'ok' | 'warn'; children: ReactNode }) {
  const styles =
    tone === 'ok' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div role={tone === 'ok' ? 'status' : 'alert'} className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}

function StateMark({ state }: { state: StepState }) {
  const { A } = useApplyTexts();
  if (state === 'done')
    return (
      <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
        <CheckIcon className="h-3.5 w-3.5" />
        <span className="sr-only">({A.done})</span>
      </span>
    );
  return (
    <span
      className={`h-6 w-6 shrink-0 rounded-full border-2 ${state === 'todo' ? 'border-slate-300' : 'border-dashed border-slate-300'}`}
    >
      {state === 'todo' && <span className="sr-only">({A.toDo})</span>}
    </span>
  );
}

interface StepLink {
  step: Step;
  state: StepState;
}

function StepList({ token, steps, current, role }: { token: string; steps: StepLink[]; current: Step; role: ApplicationRole }) {
  const { A } = useApplyTexts();
  const localPath = useLocalPath();
  return (
    <ol className="space-y-1">
      {steps.map(({ step, state }) => (
        <li key={step}>
          <a
            href={localPath(stepPath(token, step))}
            aria-current={step === current ? 'step' : undefined}
            className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
              step === current ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-200' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <StateMark state={state} />
            {stepName(A, step, role)}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The steps of the application: on a phone a bar of progress with the list folded under 'Step n of N';
 * from 1024 px the list beside the step.
 */
export function StepNav({
  token,
  steps,
  current,
  role,
}: {
  token: string;
  steps: StepLink[];
  current: Step;
  role: ApplicationRole;
}) {
  const { A } = useApplyTexts();
  const index = steps.findIndex((s) => s.step === current);
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <>
      <nav aria-label={A.progress} className="lg:hidden">
        <details className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-ink">
            <span>{A.stepOf(index + 1, steps.length)}</span>
            <ChevronDownIcon className="h-4 w-4 text-slate-500 transition group-open:rotate-180" />
          </summary>
          <div className="border-t border-slate-100 p-2">
            <StepList token={token} steps={steps} current={current} role={role} />
          </div>
        </details>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round((done / steps.length) * 100)}%` }} />
        </div>
      </nav>
      <nav aria-label={A.progress} className="hidden lg:block">
        <div className="sticky top-24 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <StepList token={token} steps={steps} current={current} role={role} />
        </div>
      </nav>
    </>
  );
}

/** The step before, as a link (steps without fields of the part). */
export function BackLink({ href }: { href: string | null }) {
  const { A } = useApplyTexts();
  return href ? (
    <a href={href} className={secondaryButton}>
      {A.back}
    </a>
  ) : null;
}

/** Back and the step's submit button at the bottom of a step (stacked on a phone: what it says, the submit, then Back). */
export function StepButtons({ back, submit, children }: { back?: ReactNode; submit?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {back || <span />}
      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
        {children}
        {submit}
      </div>
    </div>
  );
}

/** The bottom of a step without a form of the part: Back and Continue, as links. */
export function ContinueButtons({ back, next }: { back?: string | null; next: string | null }) {
  const { A } = useApplyTexts();
  return (
    <StepButtons
      back={back !== undefined && <BackLink href={back} />}
      submit={
        next && (
          <a href={next} className={primaryButton}>
            {A.continue}
          </a>
        )
      }
    />
  );
}

/** A person's e-mail in a form (the start form's, an invitation's). */
export function EmailField({
  label,
  autoComplete,
  required,
  defaultValue,
  error,
  autoFocus,
}: {
  label: string;
  autoComplete: string;
  required?: boolean;
  defaultValue?: string;
  error: string | null;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required={required}
      defaultValue={defaultValue}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
