import { Link } from 'react-router';
import type { ApplicationStatus } from '../../../shared/applications.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { api } from '../kit/api-client.ts';
import { setNewApplications } from './new-applications.ts';
import { RecentPanel, RecentPanelNote, usePanelRead } from '../kit/list/recent-panel.tsx';

interface Item {
  id: number;
  listing: { address: string; apartment: string };
  people: Array<{ name: string }>;
  submittedAt: string | null;
}
interface Page {
  applications: Item[];
  total: number;
  newCount: number;
}
interface Figures {
  submitted: Page;
  missing: number;
}

const SHOWN = 3;
const listOf = (status: ApplicationStatus) => `/admin/applications?status=${status}`;

/** One figure of the card: how many applications have a status, linking to the list filtered by it. */
function Figure({ label, value, status, tone }: { label: string; value: number; status: ApplicationStatus; tone: string }) {
  return (
    <Link
      to={listOf(status)}
      className={`flex flex-col-reverse justify-end rounded-xl px-4 py-3 transition hover:brightness-95 ${tone}`}
    >
      <span className="text-sm font-medium">{label}</span>
      <span className="text-2xl font-semibold tabular-nums" data-testid={`applications-${status}`}>
        {value}
      </span>
    </Link>
  );
}

/** The submitted applications (the newest few) and how many lack documents; the sidebar's count of new ones follows. */
async function readFigures(signal: AbortSignal): Promise<Figures> {
  const page = (status: ApplicationStatus, limit: number) =>
    api.get<Page>('/admin/applications', { query: { status, limit }, signal });
  const [submitted, missing] = await Promise.all([page('submitted', SHOWN), page('missing_documents', 1)]);
  setNewApplications(submitted.newCount);
  return { submitted, missing: missing.total };
}

/**
 * The dashboard's 'Applications': how many are submitted and waiting, how many lack documents (each
 * opening the list filtered by that status), and the newest submitted ones, each opening its screen.
 */
export function ApplicationsCard() {
  const figures = usePanelRead(readFigures);
  const loaded = figures && figures !== 'failed' ? figures : null;
  return (
    <RecentPanel
      id="applications-card-title"
      title={T.cardTitle}
      viewAll={{ to: '/admin/applications', label: T.cardViewAll }}
      empty={figures === 'failed' ? <RecentPanelNote alert>{T.cardFailed}</RecentPanelNote> : null}
    >
      <li className="grid grid-cols-2 gap-3 px-5 py-4" aria-busy={figures === null || undefined}>
        <Figure label={T.cardSubmitted} value={loaded?.submitted.total ?? 0} status="submitted" tone="bg-sky-50 text-sky-900" />
        <Figure label={T.cardMissing} value={loaded?.missing ?? 0} status="missing_documents" tone="bg-amber-50 text-amber-950" />
      </li>
      {loaded?.submitted.total === 0 && loaded.missing === 0 && (
        <li className="px-5 py-6 text-center text-sm text-slate-600">{T.cardEmpty}</li>
      )}
      {loaded?.submitted.applications.map((application) => (
        <li key={application.id} data-testid="dashboard-application">
          <Link to={`/admin/applications/${application.id}`} className="block px-5 py-3.5 transition hover:bg-slate-50">
            <span className="flex items-center justify-between gap-3">
              <span className="truncate font-semibold text-slate-900">{application.people.map((p) => p.name).join(', ')}</span>
              {application.submittedAt && (
                <span className="shrink-0 text-xs text-slate-600 tabular-nums">{newYorkDate(application.submittedAt)}</span>
              )}
            </span>
            <span className="mt-0.5 block truncate text-sm text-slate-600">
              {withApartment(application.listing.address, application.listing.apartment)}
            </span>
          </Link>
        </li>
      ))}
    </RecentPanel>
  );
}
