import { Form } from 'react-router';
import type { OwnApplicationDto } from '../../../../shared/applications.ts';
import { APPLICATIONS_TEXT as ENGLISH_APPLICATIONS } from '../../../../shared/texts/applications.ts';
import { CheckIcon } from '../../../components/public/icons.tsx';
import { useLocalPath } from '../../../i18n.tsx';
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
import { formatDollars } from '../../../../shared/words/money.ts';

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

const WITHDRAWABLE: readonly string[] = ['started', 'submitted', 'missing_documents', 'sent_to_landlord'];

/**
 * Review and send: this person's checklist, Send (the main applicant: a refusal lists what each
 * person still lacks), Withdraw, and 'Delete my application', each of the last two confirmed on a page
 * of its own (so it works without scripts).
 */
export function ReviewStep({
  token,
  application,
  sentOn,
  leaseSigned,
  result,
  back,
  confirm,
}: {
  token: string;
  application: OwnApplicationDto;
  /** The day it was sent, in the page's language (the server writes it). */
  sentOn: string | null;
  /** Approved, and its deal reached 'Lease signed' (decision 105). */
  leaseSigned: boolean;
  result: ApplyResult | undefined;
  back: string | null;
  confirm: 'withdraw' | 'delete' | null;
}) {
  const texts = useApplyTexts();
  const { A, T } = texts;
  const main = application.role === 'applicant';
  const here = useLocalPath()(`/apply/${token}/review`);
  if (confirm) return <Confirmation here={here} what={confirm} main={main} />;
  const missing = result?.kind === 'missing' ? result : null;
  const refusal = result?.kind === 'error' ? result : null;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-base font-semibold text-ink">
          {A.status(leaseSigned ? A.leaseSignedStatus : T.statuses[application.status])}
        </p>
        <p className="mt-1 text-slate-700">
          {application.status === 'started'
            ? main
              ? A.reviewIntro
              : A.reviewIntroOther
            : leaseSigned
              ? A.leaseSignedNext
              : A.statusNext[application.status]}
        </p>
      </div>
      {sentOn && (
        <Notice tone="ok">
          {T.submitted} {A.sentOn(sentOn)}
        </Notice>
      )}
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
      <section aria-labelledby="own-checklist" className="rounded-xl border border-slate-200 p-4">
        <h2 id="own-checklist" className="text-base font-semibold text-ink">
          {A.yourChecklist}
        </h2>
        {application.missing.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckIcon className="h-4 w-4" />
            {A.complete}
          </p>
        ) : (
          <Checklist items={application.missing} />
        )}
      </section>
      {application.household.length > 1 && (
        <section aria-labelledby="everyone" className="rounded-xl border border-slate-200 p-4">
          <h2 id="everyone" className="text-base font-semibold text-ink">
            {A.everyoneTitle}
          </h2>
          <ul className="mt-2 space-y-3">
            {application.household
              .filter((person) => !person.you)
              .map((person, i) => (
                <li key={`${person.role}-${i}`}>
                  <p className="text-sm font-semibold text-ink">
                    {person.name} <span className="font-normal text-slate-600">({T.roles[person.role]})</span>
                  </p>
                  {person.missing.length === 0 ? (
                    <p className="mt-1 flex items-center gap-2 text-sm font-medium text-emerald-800">
                      <CheckIcon className="h-4 w-4" />
                      {A.complete}
                    </p>
                  ) : (
                    <Checklist items={person.missing} />
                  )}
                </li>
              ))}
          </ul>
        </section>
      )}
      <Answers application={application} />
      <StepButtons
        back={<BackLink href={back} />}
        submit={
          main &&
          application.editable && (
            <Form method="post">
              <input type="hidden" name="intent" value="submit" />
              <button type="submit" className={`${primaryButton} w-full`}>
                {A.submit}
              </button>
            </Form>
          )
        }
      />
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
    </div>
  );
}

/** This person's own answers, as saved: what the agent will read. */
function Answers({ application }: { application: OwnApplicationDto }) {
  const { A, T } = useApplyTexts();
  const { part } = application;
  const money = (value: number | null) => (value === null ? null : formatDollars(value));
  const rows: Array<[string, string | null]> = [
    [T.fields.phone, part.phone],
    [T.fields.currentAddress, part.currentAddress],
    [T.fields.currentRent, money(part.currentRent)],
    [T.fields.landlordName, part.landlordName],
    [T.fields.landlordContact, part.landlordContact],
    [T.fields.employer, part.employer],
    [T.fields.jobTitle, part.jobTitle],
    [T.fields.employmentStart, part.employmentStart],
    [T.fields.annualIncome, money(part.annualIncome)],
    [
      T.fields.otherIncome,
      part.otherIncome.length === 0
        ? null
        : part.otherIncome
            .map((row) => {
              const n = (ENGLISH_APPLICATIONS.incomeSources as readonly string[]).indexOf(row.source);
              return `${n >= 0 ? T.incomeSources[n] : row.source}: ${formatDollars(row.amount)}`;
            })
            .join('; '),
    ],
    ...(application.role === 'guarantor'
      ? []
      : ([
          [T.fields.moveInDate, part.moveInDate],
          [T.fields.pets, part.pets],
        ] as Array<[string, string | null]>)),
  ];
  return (
    <section aria-labelledby="answers" className="rounded-xl border border-slate-200 p-4">
      <h2 id="answers" className="text-base font-semibold text-ink">
        {A.answersTitle}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`break-words ${value ? 'text-ink' : 'text-slate-500'}`}>{value ?? A.notGiven}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Confirmation({ here, what, main }: { here: string; what: 'withdraw' | 'delete'; main: boolean }) {
  const { A } = useApplyTexts();
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
