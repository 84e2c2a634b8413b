import { useCallback } from 'react';
import { Link } from 'react-router';
import { areaName } from '../../../shared/area-names.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { SEEKERS_PAGE_SIZE, type StaffSeekerDto } from '../../../shared/roommates.ts';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { ListScreen, ListPanel } from '../kit/list/list-parts.tsx';
import { CardRows, FilterRow, ListPagesFooter, useUrlFilters } from '../kit/list/url-filters.tsx';
import { SeekerStatusBadge } from './seeker-status-badge.tsx';
import { UsersIcon } from '../../components/ui/icons.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api } from '../kit/api-client.ts';
import { requireUser } from '../kit/session.ts';
import { useViewportWidth } from '../kit/use-viewport-width.ts';
import { FilterSelect } from '../kit/list/filter-select.tsx';
import { useAdminLoad } from '../kit/admin-load.ts';
import type { Route } from './+types/roommates-page';
import { formatDollars } from '../../../shared/words/money.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';

interface SeekersAnswer {
  seekers: StaffSeekerDto[];
  total: number;
  totalPages: number;
  areas: Array<{ slug: string; label: string }>;
}

const BUDGETS = [1000, 1500, 2000, 2500, 3000];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.adminTitle) }];
}

const COLUMNS = 'lg:grid-cols-[minmax(0,1.3fr)_7rem_7.5rem_minmax(0,1.2fr)_8rem]';

/** The next 12 months in New York, as YYYY-MM with their names. */
function monthChoices(): Array<{ value: string; label: string }> {
  const [year, month] = newYorkDate(new Date()).split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const value = new Date(Date.UTC(year, month - 1 + i, 1)).toISOString().slice(0, 7);
    return { value, label: calendarLabel('en', 'month', value) };
  });
}

function SeekerRow({ seeker, areaLabel }: { seeker: StaffSeekerDto; areaLabel: (slug: string) => string }) {
  return (
    <li data-testid="seeker" className={`grid gap-1.5 px-4 py-4 sm:px-5 lg:items-start lg:gap-4 ${COLUMNS}`}>
      <div className="min-w-0">
        <Link
          to={`/admin/roommates/${seeker.id}`}
          aria-label={T.openSeeker(seeker.name)}
          className="font-semibold [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
        >
          {seeker.name}
        </Link>
        <p className="text-sm text-slate-600">{T.sentOn(newYorkDate(seeker.createdAt))}</p>
      </div>
      <p className="text-sm text-slate-800 tabular-nums">
        <span className="lg:sr-only">{T.columnBudget}: </span>
        {formatDollars(seeker.budget)}
      </p>
      <p className="text-sm text-slate-700 tabular-nums">
        <span className="lg:sr-only">{T.columnMoveIn}: </span>
        {seeker.moveInDate}
      </p>
      <p className="min-w-0 text-sm text-slate-700">
        <span className="lg:sr-only">{T.columnAreas}: </span>
        {seeker.areas.length === 0 ? T.areasAnywhere : seeker.areas.map(areaLabel).join(', ')}
      </p>
      <div className="flex flex-wrap gap-1.5 lg:justify-self-end">
        <SeekerStatusBadge status={seeker.status} />
      </div>
    </li>
  );
}

/** /admin/roommates: the people looking for a room, newest first, by budget, move-in month and area. */
export default function RoommatesPage() {
  const { params, page, filter, changePage } = useUrlFilters<'budget' | 'month' | 'area'>();
  const budget = /^\d{1,5}$/.test(params.get('budget') ?? '') ? (params.get('budget') as string) : '';
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? (params.get('month') as string) : '';
  const area = (params.get('area') ?? '').slice(0, 80);
  const width = useViewportWidth();
  const read = useCallback(
    (signal?: AbortSignal) => api.get<SeekersAnswer>('/admin/roommates', { query: { page, budget, month, area }, signal }),
    [page, budget, month, area],
  );
  const { load, loading, reload, last: answer } = useAdminLoad(read);
  const failed = !loading && load.state === 'failed';

  const rows = answer?.seekers ?? [];
  const total = answer?.total ?? 0;
  const areas = answer?.areas ?? [];
  const areaLabel = (slug: string) => areas.find((a) => a.slug === slug)?.label ?? areaName(slug);
  const filtered = Boolean(budget || month || area);
  const from = (page - 1) * SEEKERS_PAGE_SIZE + 1;

  return (
    <ListScreen title={T.adminTitle} subtitle={T.adminIntro}>
      <ListPanel>
        <FilterRow>
          <FilterSelect
            id="roommates-budget"
            label={T.filterBudget}
            value={budget}
            onChange={(value) => filter('budget', value)}
            options={[
              { value: '', label: T.anyBudget },
              ...BUDGETS.map((b) => ({ value: String(b), label: T.budgetAtLeast(formatDollars(b)) })),
            ]}
          />
          <FilterSelect
            id="roommates-month"
            label={T.filterMonth}
            value={month}
            onChange={(value) => filter('month', value)}
            options={[{ value: '', label: T.anyMonth }, ...monthChoices()]}
          />
          <FilterSelect
            id="roommates-area"
            label={T.filterArea}
            value={area}
            onChange={(value) => filter('area', value)}
            options={[{ value: '', label: T.anyArea }, ...areas.map((a) => ({ value: a.slug, label: a.label.split(',')[0] }))]}
          />
        </FilterRow>
        <CardRows
          columns={COLUMNS}
          headings={[T.columnSeeker, T.columnBudget, T.columnMoveIn, T.columnAreas, T.columnStatus]}
          loading={loading}
          error={failed ? T.loadFailed : null}
          retry={{ label: T.retry, onRetry: () => void reload(), busy: loading }}
          empty={{
            icon: <UsersIcon />,
            title: filtered ? T.emptyFiltered : T.empty,
            hint: filtered ? T.emptyFilteredHint : T.emptyHint,
          }}
          isEmpty={answer !== null && rows.length === 0}
        >
          {rows.map((seeker) => (
            <SeekerRow key={seeker.id} seeker={seeker} areaLabel={areaLabel} />
          ))}
        </CardRows>
        {total > 0 && (
          <ListPagesFooter
            showing={T.showing(from, Math.min(total, from + rows.length - 1), total)}
            page={page}
            totalPages={answer?.totalPages ?? 1}
            width={width}
            onPageChange={changePage}
            label={T.paginationLabel}
          />
        )}
      </ListPanel>
    </ListScreen>
  );
}
