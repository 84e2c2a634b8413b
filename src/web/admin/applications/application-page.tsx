import { withApartment } from '../../../shared/listing-format.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { PEOPLE_TEXT } from '../../../shared/texts/people.ts';
import { ApplicationAccessLog } from './application-access-log.tsx';
import { ApplicationActions } from './application-actions.tsx';
import { ApplicationPerson } from './application-person.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { LanguageBadge } from '../kit/language-badge.tsx';
import { FairChancePanel } from './fair-chance-panel.tsx';
import { ApplicationSummary } from './application-summary.tsx';
import { LandlordPackage } from './landlord-package.tsx';
import { useApplication } from './use-application.ts';
import { ApplicationPanel } from './application-panel.tsx';
import { PersonTimeline } from '../people/index.ts';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { DetailPage, detailId } from '../kit/detail-page.tsx';
import { InboxIcon } from '../../components/ui/icons.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { requireUser } from '../kit/session.ts';
import type { Route } from './+types/application-page';
import { formatDollars } from '../../../shared/words/money.ts';

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return { id: detailId(params.id) };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

/**
 * /admin/applications/:id: one application — its status, the income and fees at a glance, each
 * person's part with their documents opened inline, the actions (request documents, fee received,
 * send to landlord, approve, decline) and the document access log.
 */
export default function ApplicationPage({ loaderData }: Route.ComponentProps) {
  const actions = useApplication(loaderData.id);
  const confirm = useConfirm();
  const { load } = actions;
  const revoke = async () => {
    if (await confirm(T.revokeConfirm, { detail: T.revokeDetail, confirmLabel: T.revoke, tone: 'danger' }))
      await actions.revokePackage();
  };

  const frame = {
    back: { to: '/admin/applications', label: T.back },
    texts: { ...T, failed: T.applicationLoadFailed },
    icon: <InboxIcon />,
    onRetry: () => void actions.reload(),
  };
  if (load.state !== 'ready') return <DetailPage state={load.state} {...frame} />;

  const { application } = load;
  const applicant = application.people.find((p) => p.role === 'applicant') ?? application.people[0];
  const place = withApartment(application.listing.address, application.listing.apartment);
  return (
    <DetailPage state="ready" {...frame}>
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl">
            {T.applicationTitle(applicant?.name ?? '')}
          </h1>
          <ApplicationStatusBadge status={application.status} />
          <LanguageBadge language={application.language} />
        </div>
        <div className="text-sm text-slate-600">
          <p className="font-medium text-slate-800">{place}</p>
          <p className="mt-0.5">
            {application.price > 0 && <>{T.rent(formatDollars(application.price))} · </>}
            {application.submittedAt
              ? T.submittedOn(newYorkDate(application.submittedAt))
              : T.startedOn(newYorkDate(application.createdAt))}
          </p>
        </div>
        <ApplicationActions application={application} actions={actions} />
      </header>
      {actions.packageLink && (
        <LandlordPackage link={actions.packageLink} revoking={actions.isBusy('revoke')} onRevoke={() => void revoke()} />
      )}
      <ApplicationSummary application={application} />
      <FairChancePanel application={application} actions={actions} />
      {application.people.map((person) => (
        <ApplicationPerson
          key={person.id}
          applicationId={application.id}
          person={person}
          documentsDeletedAt={application.documentsDeletedAt}
          onDocumentOpened={() => void actions.reload()}
        />
      ))}
      <ApplicationPanel id="application-people-timeline" title={PEOPLE_TEXT.panelTitle} testId="application-timelines">
        <div className="space-y-6">
          {application.people.map((person) => (
            <PersonTimeline
              key={person.id}
              email={person.email}
              name={person.name}
              current={{ kind: 'application', recordId: application.id }}
            />
          ))}
        </div>
      </ApplicationPanel>
      <ApplicationAccessLog access={application.access} />
    </DetailPage>
  );
}
