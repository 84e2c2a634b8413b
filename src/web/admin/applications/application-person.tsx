import type { ReactNode } from 'react';
import type { AdminApplicationDto } from '../../../shared/applications.ts';
import { telLink } from '../../../shared/phone.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { ApplicationDocument } from './application-document.tsx';
import { ApplicationPanel } from './application-panel.tsx';
import { newYorkDateTime } from '../kit/date-time.ts';
import { formatDollars } from '../../../shared/words/money.ts';

type Person = AdminApplicationDto['people'][number];

type Row = [label: string, value: ReactNode];

const given = (value: ReactNode) => value !== null && value !== '';

/** One labelled group of answers (Contact details, Current home…): only those given, as label and value pairs. */
function Answers({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      <dl className="mt-1.5 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,11rem)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
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
  const sections: Array<{ title: string; rows: Row[] }> = [
    {
      title: A.steps.contact,
      rows: [
        [
          A.fields.phone,
          part.phone ? (
            <a href={telLink(part.phone)} className="font-medium text-brand-700 hover:underline">
              {part.phone}
            </a>
          ) : null,
        ],
      ],
    },
    {
      title: A.steps.home,
      rows: [
        [A.fields.currentAddress, part.currentAddress],
        [A.fields.currentRent, dollars(part.currentRent)],
        [A.fields.landlordName, part.landlordName],
        [A.fields.landlordContact, part.landlordContact],
      ],
    },
    {
      title: A.steps.work,
      rows: [
        [A.fields.employer, part.employer],
        [A.fields.jobTitle, part.jobTitle],
        [A.fields.employmentStart, part.employmentStart],
        [A.fields.annualIncome, dollars(part.annualIncome)],
        [
          A.fields.otherIncome,
          part.otherIncome.length === 0 ? null : (
            <ul className="space-y-0.5">
              {part.otherIncome.map((income, index) => (
                <li key={index}>{T.otherIncomeItem(income.source, formatDollars(income.amount))}</li>
              ))}
            </ul>
          ),
        ],
      ],
    },
    ...(tenant
      ? [
          {
            title: A.steps.household,
            rows: [
              [A.fields.moveInDate, part.moveInDate],
              [A.fields.pets, part.pets],
            ] as Row[],
          },
        ]
      : []),
  ];
  // Only the answers given, compactly; the questions left unanswered in one line.
  const groups = sections
    .filter((section) => section.rows.some(([, value]) => given(value)))
    .map((section) => <Answers key={section.title} title={section.title} rows={section.rows.filter(([, v]) => given(v))} />);
  const leftOut = sections.flatMap((section) => section.rows.filter(([, value]) => !given(value)).map(([label]) => label));
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
      {groups.length > 0 && <div className="mt-5 grid gap-5 lg:grid-cols-2">{groups}</div>}
      {leftOut.length > 0 && (
        <p className="mt-3 text-sm text-slate-500" data-testid="not-given">
          {T.notGiven(leftOut.join(' · '))}
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
