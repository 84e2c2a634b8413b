import type { OwnApplicationDto } from '../../../../shared/applications.ts';
import { APPLICATIONS_TEXT as ENGLISH_APPLICATIONS } from '../../../../shared/texts/applications.ts';
import { formatDollars } from '../../../../shared/words/money.ts';
import { useApplyTexts } from './apply-ui.tsx';

/** A day of the answers as the page's language writes it ('February 1, 2027', '1 de febrero de 2027'): the loader's. */
export interface AnswerDays {
  moveInDate: string | null;
  employmentStart: string | null;
}

type Row = [label: string, value: string | null];

/** The same name twice (two bank statements) once with its count. */
function tally(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} × ${n}` : name));
}

/**
 * This person's own answers as saved, what the agent reads: only what was given, grouped as the steps are
 * (contact, home, work, other income, move-in, the documents), the days in the page's language, and one
 * line naming the questions left unanswered.
 */
export function AnswersSummary({ application, days }: { application: OwnApplicationDto; days: AnswerDays }) {
  const { A, T } = useApplyTexts();
  const { part } = application;
  const money = (value: number | null) => (value === null ? null : formatDollars(value));
  const incomeSource = (source: string) => {
    const n = (ENGLISH_APPLICATIONS.incomeSources as readonly string[]).indexOf(source);
    return n >= 0 ? T.incomeSources[n] : source;
  };
  const groups: Array<{ title: string; rows: Row[] }> = [
    { title: A.stepNames.contact, rows: [[T.fields.phone, part.phone]] },
    {
      title: A.stepNames.home,
      rows: [
        [T.fields.currentAddress, part.currentAddress],
        [T.fields.currentRent, money(part.currentRent)],
        [T.fields.landlordName, part.landlordName],
        [T.fields.landlordContact, part.landlordContact],
      ],
    },
    {
      title: A.stepNames.work,
      rows: [
        [T.fields.employer, part.employer],
        [T.fields.jobTitle, part.jobTitle],
        [T.fields.employmentStart, days.employmentStart],
        [T.fields.annualIncome, money(part.annualIncome)],
      ],
    },
    {
      title: A.stepNames.income,
      rows: [
        [
          T.fields.otherIncome,
          part.otherIncome.length === 0
            ? null
            : part.otherIncome.map((row) => `${incomeSource(row.source)}: ${formatDollars(row.amount)}`).join('; '),
        ],
      ],
    },
    ...(application.role === 'guarantor'
      ? []
      : [
          {
            title: A.stepNames['move-in'],
            rows: [
              [T.fields.moveInDate, days.moveInDate],
              [T.fields.pets, part.pets],
            ] as Row[],
          },
        ]),
    {
      title: A.stepNames.documents,
      rows: [
        [
          A.stepNames.documents,
          application.documents.length === 0
            ? null
            : tally(application.documents.map((d) => T.documentFileNames[d.kind])).join(' · '),
        ],
      ],
    },
  ];
  const given = groups
    .map((group) => ({ ...group, rows: group.rows.filter(([, value]) => value !== null && value !== '') }))
    .filter((group) => group.rows.length > 0);
  const leftOut = groups.flatMap((group) =>
    group.rows.filter(([, value]) => value === null || value === '').map(([label]) => label),
  );
  return (
    <section aria-labelledby="answers" className="rounded-xl border border-slate-200 p-4">
      <h2 id="answers" className="text-base font-semibold text-ink">
        {A.answersTitle}
      </h2>
      {given.length > 0 && (
        <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {given.map((group) => (
            <div key={group.title} className="min-w-0">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.title}</h3>
              <dl className="mt-1 space-y-1 text-sm">
                {group.rows.map(([label, value]) =>
                  // A group of one answer named as the group (the documents, other income) shows the answer alone.
                  group.rows.length === 1 && (label === group.title || label === T.fields.otherIncome) ? (
                    <div key={label}>
                      <dt className="sr-only">{label}</dt>
                      <dd className="break-words text-ink">{value}</dd>
                    </div>
                  ) : (
                    <div key={label}>
                      <dt className="inline text-slate-600">{label}: </dt>
                      <dd className="inline break-words text-ink">{value}</dd>
                    </div>
                  ),
                )}
              </dl>
            </div>
          ))}
        </div>
      )}
      {leftOut.length > 0 && (
        <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-500" data-testid="answers-left-out">
          {A.leftOut(leftOut.join(' · '))}
        </p>
      )}
    </section>
  );
}
