import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ApplicationStatus } from '../../../shared/applications.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { listingTitle, withApartment } from '../../../shared/listing-format.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { ListScreen, ListPanel } from '../kit/list/list-parts.tsx';
import { CardRows, FilterRow, ListPagesFooter, useUrlFilters } from '../kit/list/url-filters.tsx';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { InboxIcon } from '../../components/ui/icons.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api } from '../kit/api-client.ts';
import { setNewApplications } from './new-applications.ts';
import { requireUser } from '../kit/session.ts';
import { useViewportWidth } from '../kit/use-viewport-width.ts';
import { FilterSelect } from '../kit/list/filter-select.tsx';
import { useAdminLoad } from '../kit/admin-load.ts';
import type { Route } from './+types/applications-page';

const PAGE_SIZE = 20;
const COLUMNS = 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_6.5rem_minmax(0,1fr)_8.5rem]';
const STATUSES = Object.keys(A.statuses) as ApplicationStatus[];

interface ApplicationItem {
  id: number;
  status: ApplicationStatus;
  listing: { id: number | null; address: string; apartment: string };
  people: Array<{ id: number; role: keyof typeof A.roles; name: string }>;
  createdAt: string;
  submittedAt: string | null;
  missing: string[];
}
interface ApplicationsAnswer {
  applications: ApplicationItem[];
  total: number;
  newCount: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

function ApplicationRow({ application }: { application: ApplicationItem }) {
  const place = withApartment(application.listing.address, application.listing.apartment);
  const [main, ...others] = application.people;
  return (
    <li data-testid="application" className={`grid gap-2 px-4 py-4 sm:px-5 lg:items-start lg:gap-4 ${COLUMNS}`}>
      <div className="min-w-0">
        <Link
          to={`/admin/applications/${application.id}`}
          aria-label={T.openApplication(main?.name ?? '')}
          className="font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
        >
          {main?.name}
        </Link>
        {others.length > 0 && (
          <p className="text-sm text-slate-600">
            {others.map((person) => `${A.roles[person.role]}: ${person.name}`).join(' · ')}
          </p>
        )}
      </div>
      <p className="min-w-0 text-sm text-slate-700">
        <span className="sr-only">{T.listing}: </span>
        {place}
      </p>
      <p className="text-sm text-slate-600 tabular-nums">
        <span className="lg:sr-only">{T.submitted}: </span>
        {application.submittedAt ? newYorkDate(application.submittedAt) : T.notSubmitted}
      </p>
      <div className="min-w-0 text-sm">
        {application.missing.length === 0 ? (
          <span className="font-medium text-emerald-700">{T.complete}</span>
        ) : (
          <details>
            <summary className="cursor-pointer font-medium text-amber-800">{T.missingCount(application.missing.length)}</summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-600">
              {application.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <div className="lg:justify-self-end">
        <ApplicationStatusBadge status={application.status} />
      </div>
    </li>
  );
}

/** /admin/applications: the rental applications, newest first, by status and listing. */
export default function ApplicationsPage() {
  const { params, page, filter, changePage } = useUrlFilters<'status' | 'listing'>();
  const status = STATUSES.includes(params.get('status') as ApplicationStatus) ? (params.get('status') as string) : '';
  const listingId = /^\d+$/.test(params.get('listing') ?? '') ? (params.get('listing') as string) : '';
  const width = useViewportWidth();
  const [listings, setListings] = useState<ListingDto[]>([]);
  const read = useCallback(
    async (signal?: AbortSignal) => {
      const body = await api.get<ApplicationsAnswer>('/admin/applications', {
        query: { page, limit: PAGE_SIZE, status, listingId },
        signal,
      });
      setNewApplications(body.newCount);
      return body;
    },
    [page, status, listingId],
  );
  const { load, loading, reload, last: answer } = useAdminLoad(read);
  const failed = !loading && load.state === 'failed';

  useEffect(() => {
    api
      .get<{ listings: ListingDto[] }>('/listings/admin/all', { query: { page: 1, limit: 100 } })
      .then((body) => setListings(body.listings))
      .catch(() => setListings([]));
  }, []);

  const rows = answer?.applications ?? [];
  const total = answer?.total ?? 0;
  const filtered = Boolean(status || listingId);
  const from = (page - 1) * PAGE_SIZE + 1;

  return (
    <ListScreen title={T.title} subtitle={T.subtitle}>
      <ListPanel>
        <FilterRow>
          <FilterSelect
            id="applications-status"
            label={T.statusFilter}
            value={status}
            onChange={(value) => filter('status', value)}
            options={[{ value: '', label: T.allStatuses }, ...STATUSES.map((s) => ({ value: s, label: A.statuses[s] }))]}
          />
          <FilterSelect
            id="applications-listing"
            label={T.listingFilter}
            value={listingId}
            onChange={(value) => filter('listing', value)}
            options={[
              { value: '', label: T.allListings },
              ...listings.map((listing) => ({ value: String(listing.id), label: listingTitle(listing) })),
            ]}
          />
        </FilterRow>
        <CardRows
          columns={COLUMNS}
          headings={[T.applicants, T.listing, T.submitted, T.completeness, T.status]}
          loading={loading}
          error={failed ? T.loadFailed : null}
          retry={{ label: T.retry, onRetry: () => void reload(), busy: loading }}
          empty={{
            icon: <InboxIcon />,
            title: filtered ? T.emptyFiltered : T.empty,
            hint: filtered ? T.emptyFilteredHint : T.emptyHint,
          }}
          isEmpty={answer !== null && rows.length === 0}
        >
          {rows.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </CardRows>
        {total > 0 && (
          <ListPagesFooter
            showing={T.showing(from, Math.min(total, from + rows.length - 1), total)}
            page={page}
            totalPages={Math.ceil(total / PAGE_SIZE)}
            width={width}
            onPageChange={changePage}
            label={T.paginationLabel}
          />
        )}
      </ListPanel>
    </ListScreen>
  );
}
