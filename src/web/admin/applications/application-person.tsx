import type { ReactNode } from 'react';
import type { AdminApplicationDto } from '../../../shared/applications.ts';
import { answerGroups, type AnswerGroup, type PartField, type PartStep } from '../../../shared/application-answers.ts';
import { telLink } from '../../../shared/phone.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { ApplicationDocument } from './application-document.tsx';
import { ApplicationPanel } from './application-panel.tsx';
import { newYorkDateTime } from '../kit/date-time.ts';
import { formatDollars } from '../../../shared/words/money.ts';

type Person = AdminApplicationDto['people'][number];

/** The back-office's title of each step's group of answers. */
const GROUP_TITLES: Record<PartStep, string> = {
  contact: A.steps.contact,
  home: A.steps.home,
  work: A.steps.work,
  income: A.fields.otherIncome,
  'move-in': A.steps.household,
};

/**
 * One labelled group of answers (Contact details, Current home…), as label and value pairs; a group of one
 * answer named as the group (other income) shows the answer alone.
 */
function Answers({ group }: { group: AnswerGroup<ReactNode> }) {
  const title = GROUP_TITLES[group.step];
  const alone = group.answers.length === 1 && A.fields[group.answers[0].field] === title;
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <dl className={`mt-1.5 text-sm ${alone ? '' : 'grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,11rem)_1fr]'}`}>
        {group.answers.map(({ field, value }) => (
          <div key={field} className="contents">
            <dt className={alone ? 'sr-only' : 'text-slate-600'}>{A.fields[field]}</dt>
            <dd className="mb-1 [overflow-wrap:anywhere] text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A missing item without the person's name before it (the section is theirs): 'document: Photo ID'. */
const withoutName = (item: string, name: string) => (item.startsWith(`${name}: `) ? item.slice(name.length + 2) : item);

const dollars = (amount: number | null) => (amount === null ? null : formatDollars(amount));

/** An answer as the back-office shows it: the phone a link to call, the money in dollars, other income a list. */
function answerOf(part: Person['part'], field: PartField): ReactNode {
  switch (field) {
    case 'phone':
      return part.phone ? (
        <a href={telLink(part.phone)} className="font-medium text-brand-700 hover:underline">
          {part.phone}
        </a>
      ) : null;
    case 'currentRent':
    case 'annualIncome':
      return dollars(part[field]);
    case 'otherIncome':
      return part.otherIncome.length === 0 ? null : (
        <ul className="space-y-0.5">
          {part.otherIncome.map((income, index) => (
            <li key={index}>{T.otherIncomeItem(income.source, formatDollars(income.amount))}</li>
          ))}
        </ul>
      );
    default:
      return part[field];
  }
}

/**
 * One person's part of the application (the applicant, a co-applicant or the guarantor): what they still
 * lack, their documents (each opened inline), then their answers by step, only those given, with the
 * questions left unanswered in one line (decision 108), and whether they acknowledged the fees.
 */
export function ApplicationPerson({
  applicationId,
  person,
  documentsDeletedAt,
  onDocumentOpened,
}: {
  applicationId: number;
  person: Person;
  documentsDeletedAt: string | null;
  onDocumentOpened: () => void;
}) {
  const { part } = person;
  const tenant = person.role !== 'guarantor';
  const headingId = `person-${person.id}`;
  // Only the answers given, compactly; the questions left unanswered in one line.
  const { given, leftOut } = answerGroups(person.role, (field) => answerOf(part, field));
  return (
    <ApplicationPanel
      id={headingId}
      testId="application-person"
      title={T.partTitle(A.roles[person.role], person.name)}
      description={
        <a href={`mailto:${person.email}`} className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline">
          {person.email}
        </a>
      }
    >
      {person.missing.length > 0 && (
        <div className="mb-5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">{T.missingOfPerson}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {person.missing.map((item) => (
              <li key={item}>{withoutName(item, person.name)}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.documentsOf}</h4>
        {documentsDeletedAt ? (
          <p className="mt-2 text-sm text-slate-600">{T.documentsDeleted(newYorkDateTime(documentsDeletedAt))}</p>
        ) : person.documents.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{T.noDocuments}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
            {person.documents.map((doc) => (
              <ApplicationDocument
                key={doc.id}
                applicationId={applicationId}
                person={person.name}
                document={doc}
                onOpened={onDocumentOpened}
              />
            ))}
          </ul>
        )}
      </div>
      {given.length > 0 && (
        <div className="mt-5 grid gap-5 lg:grid-cols-2">
          {given.map((group) => (
            <Answers key={group.step} group={group} />
          ))}
        </div>
      )}
      {leftOut.length > 0 && (
        <p className="mt-3 text-sm text-slate-500" data-testid="not-given">
          {T.notGiven(leftOut.map((field) => A.fields[field]).join(' · '))}
        </p>
      )}
      {tenant && (
        <p className="mt-3 text-sm text-slate-700" data-testid="fees-acknowledged">
          {person.feesAcknowledgedAt ? T.acknowledgedOn(newYorkDateTime(person.feesAcknowledgedAt)) : T.notAcknowledged}
        </p>
      )}
    </ApplicationPanel>
  );
}
