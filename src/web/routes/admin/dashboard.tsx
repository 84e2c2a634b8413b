import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import type { ListingDto } from '../../../shared/listings.ts';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { ADMIN_INQUIRIES_TEXT as I } from '../../../shared/texts/admin-inquiries.ts';
import { RecentInquiries } from '../../components/admin/inquiries/recent-inquiries.tsx';
import { setNewInquiries } from '../../lib/new-inquiries.ts';
import { Button } from '../../components/admin/button.tsx';
import { BuildingIcon, CheckCircleIcon, ClockIcon, InboxIcon, MailIcon, UsersIcon } from '../../components/admin/icons.tsx';
import { UI } from '../../components/admin/listings/listings-ui-text.ts';
import { RecentListings } from '../../components/admin/listings/recent-listings.tsx';
import { StatCard } from '../../components/admin/listings/stat-card.tsx';
import { api, SessionExpiredError } from '../../lib/api-client.ts';
import { requireUser, useSession } from '../../lib/session.ts';
import { adminTitle } from '../../lib/admin-brand.ts';
import type { Route } from './+types/dashboard';

export interface ListingStats {
  stats: { total: number; active: number; pending: number; inactive: number };
  recent: ListingDto[];
  /** The inquiry and subscriber figures, in the same answer (one request for the whole dashboard). */
  totalInquiries?: number;
  newInquiries?: number;
  totalSubscribers?: number;
  recentInquiries?: InquiryDto[];
}

/** Each area's figures load on their own, so one failing area does not blank the others. */
async function loadListingStats(signal: AbortSignal): Promise<ListingStats | null> {
  try {
    return await api.get<ListingStats>('/listings/admin/stats', { signal });
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    return null;
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser();
  const listings = await loadListingStats(request.signal);
  return { listings };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.dashboard) }];
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
  const { listings } = loaderData;
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
          {/* SPEC §2: six cards, only the first four at 480 px or less. */}
          <section aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            <StatCard
              label={UI.totalListings}
              value={listings.stats.total}
              tone="brand"
              to="/admin/listings"
              icon={<BuildingIcon width={22} height={22} />}
            />
            <StatCard
              label={UI.activeListings}
              value={listings.stats.active}
              tone="emerald"
              to="/admin/listings?status=active"
              icon={<CheckCircleIcon width={22} height={22} />}
            />
            <StatCard
              label={UI.pendingListings}
              value={listings.stats.pending}
              tone="amber"
              to="/admin/listings?status=pending"
              icon={<ClockIcon width={22} height={22} />}
            />
            <StatCard
              label={I.totalInquiries}
              value={listings.totalInquiries ?? 0}
              tone="sky"
              to="/admin/inquiries"
              icon={<InboxIcon width={22} height={22} />}
            />
            <StatCard
              label={I.newInquiries}
              value={listings.newInquiries ?? 0}
              tone="rose"
              to="/admin/inquiries?status=new"
              icon={<MailIcon width={22} height={22} />}
              className="max-[480px]:hidden"
            />
            <StatCard
              label={I.subscribers}
              value={listings.totalSubscribers ?? 0}
              tone="violet"
              to="/admin/subscribers"
              icon={<UsersIcon width={22} height={22} />}
              className="max-[480px]:hidden"
            />
          </section>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentListings listings={listings.recent} />
            <RecentInquiries inquiries={listings.recentInquiries ?? []} />
          </div>
        </>
      ) : (
        <SectionError message={UI.statsFailed} />
      )}
    </div>
  );
}
