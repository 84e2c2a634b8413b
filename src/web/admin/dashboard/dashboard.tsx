import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { INSIGHTS_TEXT } from '../../../shared/texts/insights.ts';
import { InsightsPanel, SourceFunnelPanel } from '../insights/index.ts';
import { CommissionPanel, LeasesEndingCard } from '../deals/index.ts';
import { FollowUpsDueBox, RecentInquiries, setNewInquiries } from '../inquiries/index.ts';
import { RecentListings, UI } from '../listings/index.ts';
import { ApplicationsCard } from '../applications/index.ts';
import { UpcomingViewings } from '../viewings/index.ts';
import type { Insights } from '../../../shared/insights.schema.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import type { DashboardStats } from '../../../shared/dashboard.schema.ts';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { ADMIN_INQUIRIES_TEXT as I } from '../../../shared/texts/admin-inquiries.ts';
import { Button } from '../../components/ui/button.tsx';
import { BuildingIcon, CheckCircleIcon, ClockIcon, InboxIcon, MailIcon, UsersIcon } from '../../components/ui/icons.tsx';
import { DepositDeadlinesCard } from './deposit-deadlines-card.tsx';
import { StatCard, type StatCardProps } from './stat-card.tsx';
import { api } from '../kit/api-client.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { requireUser, useSession } from '../kit/session.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/dashboard';

/** Each area's figures load on their own, so one failing area does not blank the others. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const { signal } = request;
  const [listings, insights] = await Promise.all([
    loadScreen(
      signal,
      () => api.get<DashboardStats>('/listings/admin/stats', { signal }),
      () => null,
    ),
    loadScreen(
      signal,
      () => api.get<Insights>('/insights', { signal }),
      () => null,
    ),
  ]);
  return { listings, insights };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.dashboard) }];
}

/** The dashboard's six figures, each linking to the list it counts (docs/product.md §2). */
const FIGURES: ReadonlyArray<{
  label: string;
  value: (stats: DashboardStats) => number;
  tone: StatCardProps['tone'];
  to: string;
  Icon: typeof BuildingIcon;
}> = [
  { label: UI.totalListings, value: (s) => s.stats.total, tone: 'brand', to: '/admin/listings', Icon: BuildingIcon },
  {
    label: UI.activeListings,
    value: (s) => s.stats.active,
    tone: 'emerald',
    to: '/admin/listings?status=active',
    Icon: CheckCircleIcon,
  },
  {
    label: UI.pendingListings,
    value: (s) => s.stats.pending,
    tone: 'amber',
    to: '/admin/listings?status=pending',
    Icon: ClockIcon,
  },
  { label: I.totalInquiries, value: (s) => s.totalInquiries, tone: 'sky', to: '/admin/inquiries', Icon: InboxIcon },
  { label: I.newInquiries, value: (s) => s.newInquiries, tone: 'rose', to: '/admin/inquiries?status=new', Icon: MailIcon },
  { label: I.subscribers, value: (s) => s.totalSubscribers, tone: 'violet', to: '/admin/subscribers', Icon: UsersIcon },
];

/** How many active listings have flagged wording (fair housing check), linking to them in the table. */
function FlaggedWording({ count }: { count: number }) {
  if (count === 0)
    return (
      <p data-testid="flagged-wording" className="flex items-center gap-2 text-sm text-slate-600">
        <CheckCircleIcon width={18} height={18} className="text-emerald-600" />
        {FH.dashboardAllClear}
      </p>
    );
  return (
    <Link
      to="/admin/listings?status=active&wording=flagged"
      data-testid="flagged-wording"
      className="flex items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 shadow-xs hover:bg-amber-100"
    >
      <span className="flex items-center gap-3">
        <span className="text-2xl font-semibold tabular-nums">{count}</span>
        <span className="text-sm font-medium">{FH.dashboardCard}</span>
      </span>
      <span aria-hidden="true" className="text-amber-700">
        →
      </span>
    </Link>
  );
}

function SectionError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-white px-5 py-4 shadow-xs"
    >
      <p className="text-sm font-medium text-red-800">{message}</p>
      <Button variant="secondary" onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
        {UI.retry}
      </Button>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user } = useSession();
  const { listings, insights } = loaderData;
  // The sidebar's count of new inquiries follows the figures shown here.
  useEffect(() => {
    if (typeof listings?.newInquiries === 'number') setNewInquiries(listings.newInquiries);
  }, [listings]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.dashboard}</h1>
        <p className="mt-1 text-slate-600">{T.welcome(user?.name ?? '')}</p>
      </header>

      {listings ? (
        <>
          {/* Six cards at every width: on a phone each is a compact row, so New Inquiries and Subscribers are
              there too without pushing the rest down (docs/decisions/107). */}
          <section aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {FIGURES.map(({ label, value, tone, to, Icon }) => (
              <StatCard
                key={to}
                label={label}
                value={value(listings)}
                tone={tone}
                to={to}
                icon={<Icon width={22} height={22} />}
              />
            ))}
          </section>
          <FlaggedWording count={listings.flaggedActive} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentListings listings={listings.recent} />
            <RecentInquiries inquiries={listings.recentInquiries} />
            <UpcomingViewings />
            <FollowUpsDueBox />
            <ApplicationsCard />
            <LeasesEndingCard />
            <DepositDeadlinesCard />
          </div>
        </>
      ) : (
        <SectionError message={UI.statsFailed} />
      )}
      <CommissionPanel />
      {insights ? <InsightsPanel data={insights} /> : <SectionError message={INSIGHTS_TEXT.loadFailed} />}
      <SourceFunnelPanel />
    </div>
  );
}
