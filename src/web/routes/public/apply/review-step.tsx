import { Form } from 'react-router';
import type { OwnApplicationDto } from '../../../../shared/applications.ts';
import { CheckIcon } from '../../../components/public/icons.tsx';
import { useLocalPath } from '../../../i18n.tsx';
import { AnswersSummary, type AnswerDays } from './answers-summary.tsx';
import type { ApplyResult } from './apply-steps.ts';
import {
  BackLink,
  dangerButton,
  linkButton,
  Notice,
  primaryButton,
  secondaryButton,
  StepButtons,
  useApplyTexts,
} from './apply-ui.tsx';

/** The same item twice (two bank statements) once with its count; each starting with a capital. */
function tally(items: string[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => `${item.charAt(0).toUpperCase()}${item.slice(1)}${n > 1 ? ` × ${n}` : ''}`);
}

function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
      {tally(items).map((item) => (
        <li key={item} className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 rounded-full border-2 border-amber-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** 'Complete' with its check. */
function Complete() {
  const { A } = useApplyTexts();
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
      <CheckIcon className="h-4 w-4" />
      {A.complete}
    </p>
  );
}

/** A refusal of the page's action, and Send refused with what each person still lacks. */
export function Refusals({ result }: { result: ApplyResult | undefined }) {
  const texts = useApplyTexts();
  const { A } = texts;
  const missing = result?.kind === 'missing' ? result : null;
  const refusal = result?.kind === 'error' ? result : null;
  return (
    <>
      {refusal && <Notice tone="warn">{refusal.message}</Notice>}
      {missing && (
        <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 className="text-base font-semibold text-amber-950">{A.missingTitle}</h2>
          {missing.people.map(({ who, items }) => (
            <div key={who} className="mt-3">
              {who && <p className="text-sm font-semibold text-ink">{who}</p>}
              <Checklist items={items} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * What each person still lacks: this person's part ('Your part'), then everyone else on the application;
 * with `together`, one list of everyone, this person first and named '(you)'.
 */
export function PeopleChecklist({ application, together }: { application: OwnApplicationDto; together?: boolean }) {
  const { A, T } = useApplyTexts();
  const others = application.household.filter((person) => !person.you);
  // One line for a complete part (the name, then 'Complete'); what is missing listed under the name.
  const person = (p: { name: string; role: keyof typeof T.roles; missing: string[] }, you: boolean, key: string) => (
    <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <p className="text-sm font-semibold text-ink">
        {p.name}{' '}
        <span className="font-normal text-slate-600">
          ({you ? `${A.you} · ` : ''}
          {T.roles[p.role]})
        </span>
      </p>
      {p.missing.length === 0 ? (
        <Complete />
      ) : (
        <div className="w-full">
          <Checklist items={p.missing} />
        </div>
      )}
    </li>
  );
  if (together && others.length > 0)
    return (
      <section aria-labelledby="everyone" className="rounded-xl border border-slate-200 p-4">
        <h2 id="everyone" className="text-base font-semibold text-ink">
          {A.everyoneTitle}
        </h2>
        <ul className="mt-2 space-y-3">
          {person({ name: application.name, role: application.role, missing: application.missing }, true, 'you')}
          {others.map((p, i) => person(p, false, `${p.role}-${i}`))}
        </ul>
      </section>
    );
  return (
    <>
      <section aria-labelledby="own-checklist" className="rounded-xl border border-slate-200 p-4">
        <h2 id="own-checklist" className="text-base font-semibold text-ink">
          {A.yourChecklist}
        </h2>
        {application.missing.length === 0 ? (
          <div className="mt-2">
            <Complete />
          </div>
        ) : (
          <Checklist items={application.missing} />
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="everyone" className="rounded-xl border border-slate-200 p-4">
          <h2 id="everyone" className="text-base font-semibold text-ink">
            {A.everyoneTitle}
          </h2>
          <ul className="mt-2 space-y-3">{others.map((p, i) => person(p, false, `${p.role}-${i}`))}</ul>
        </section>
      )}
    </>
  );
}

const WITHDRAWABLE: readonly string[] = ['started', 'submitted', 'missing_documents', 'sent_to_landlord'];

/** Withdraw (the main applicant, once sent) and 'Delete my application' (or 'my part'), each confirmed on a page of its own. */
export function LeaveLinks({ token, application }: { token: string; application: OwnApplicationDto }) {
  const { A } = useApplyTexts();
  const main = application.role === 'applicant';
  const here = useLocalPath()(`/apply/${token}/review`);
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
      {main && WITHDRAWABLE.includes(application.status) && application.submittedAt && (
        <a href={`${here}?confirm=withdraw`} className={secondaryButton}>
          {A.withdraw}
        </a>
      )}
      <a href={`${here}?confirm=delete`} className={`${linkButton} self-start py-2 sm:ml-auto`}>
        {main ? A.deleteMine : A.deleteMyPart}
      </a>
    </div>
  );
}

/** Send (the main applicant, while the application can change). */
export function SendButton({ application }: { application: OwnApplicationDto }) {
  const { A } = useApplyTexts();
  return (
    application.role === 'applicant' &&
    application.editable && (
      <Form method="post">
        <input type="hidden" name="intent" value="submit" />
        <button type="submit" className={`${primaryButton} w-full`}>
          {A.submit}
        </button>
      </Form>
    )
  );
}

/**
 * Review and send, the last step while the application is being filled: what each person still lacks,
 * this person's answers, Send (the main applicant: a refusal lists what each person still lacks), and
 * 'Delete my application'. Once sent the page is the application's status (StatusPage).
 */
export function ReviewStep({
  token,
  application,
  days,
  result,
  back,
}: {
  token: string;
  application: OwnApplicationDto;
  days: AnswerDays;
  result: ApplyResult | undefined;
  back: string | null;
}) {
  const { A, T } = useApplyTexts();
  const main = application.role === 'applicant';
  return (
    <div className="space-y-6">
      <div>
        <p className="text-base font-semibold text-ink">{A.status(T.statuses[application.status])}</p>
        <p className="mt-1 text-slate-700">{main ? A.reviewIntro : A.reviewIntroOther}</p>
      </div>
      <Refusals result={result} />
      <PeopleChecklist application={application} />
      <AnswersSummary application={application} days={days} />
      <StepButtons back={<BackLink href={back} />} submit={<SendButton application={application} />} />
      <LeaveLinks token={token} application={application} />
    </div>
  );
}

/** Withdraw or delete, asked again on a page of its own (so it works without scripts). */
export function Confirmation({ token, what, main }: { token: string; what: 'withdraw' | 'delete'; main: boolean }) {
  const { A } = useApplyTexts();
  const here = useLocalPath()(`/apply/${token}/review`);
  const title = what === 'delete' ? (main ? A.deleteConfirmTitle : A.deletePartConfirmTitle) : A.withdraw;
  const detail = what === 'delete' ? (main ? A.deleteConfirm : A.deletePartConfirm) : A.withdrawConfirm;
  return (
    <div
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-detail"
      className="rounded-xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id="confirm-title" className="text-lg font-semibold text-red-950">
        {title}
      </h2>
      <p id="confirm-detail" className="mt-2 text-sm text-red-900">
        {detail}
      </p>
      <Form method="post" action={here} className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={here} className={secondaryButton}>
          {A.cancel}
        </a>
        <button type="submit" name="intent" value={what} className={dangerButton}>
          {what === 'delete' ? A.deleteYes : A.withdraw}
        </button>
      </Form>
    </div>
  );
}
