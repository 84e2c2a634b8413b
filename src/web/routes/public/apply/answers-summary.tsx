import { answerGroups, type PartField } from '../../../../shared/application-answers.ts';
import type { OwnApplicationDto } from '../../../../shared/applications.ts';
import { APPLICATIONS_TEXT as ENGLISH_APPLICATIONS } from '../../../../shared/texts/applications.ts';
import { formatDollars } from '../../../../shared/words/money.ts';
import { useApplyTexts } from './apply-ui.tsx';

/** A day of the answers as the page's language writes it ('February 1, 2027', '1 de febrero de 2027'): the loader's. */
export interface AnswerDays {
  moveInDate: string | null;
  employmentStart: string | null;
}

type Row = [label: string, value: string];

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
  const incomeSource = (source: string) => {
    const n = (ENGLISH_APPLICATIONS.incomeSources as readonly string[]).indexOf(source);
    return n >= 0 ? T.incomeSources[n] : source;
  };
  // The money in dollars, the days in the page's language, other income in one line.
  const answerOf = (field: PartField): string | null => {
    switch (field) {
      case 'currentRent':
      case 'annualIncome':
        return part[field] === null ? null : formatDollars(part[field]);
      case 'employmentStart':
      case 'moveInDate':
        return days[field];
      case 'otherIncome':
        return part.otherIncome.length === 0
          ? null
          : part.otherIncome.map((row) => `${incomeSource(row.source)}: ${formatDollars(row.amount)}`).join('; ');
      default:
        return part[field];
    }
  };
  const answered = answerGroups(application.role, answerOf);
  const groups: Array<{ title: string; rows: Row[] }> = answered.given.map(({ step, answers }) => ({
    title: A.stepNames[step],
    rows: answers.map(({ field, value }) => [T.fields[field], value]),
  }));
  const leftOut: string[] = answered.leftOut.map((field) => T.fields[field]);
  // Then the documents, one line.
  const documents = tally(application.documents.map((d) => T.documentFileNames[d.kind])).join(' · ');
  if (documents) groups.push({ title: A.stepNames.documents, rows: [[A.stepNames.documents, documents]] });
  else leftOut.push(A.stepNames.documents);
  return (
    <section aria-labelledby="answers" className="rounded-xl border border-slate-200 p-4">
      <h2 id="answers" className="text-base font-semibold text-ink">
        {A.answersTitle}
      </h2>
      {groups.length > 0 && (
        <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {groups.map((group) => (
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
