import { useEffect, useRef, useState } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Navigate,
  redirect,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { pageSizeForWidth, showingRange } from '../../../../shared/pagination.ts';
import type { ListingDto, ListingsPage } from '../../../../shared/listings.ts';
import { ADMIN_TEXT } from '../../../../shared/texts/admin.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import { Button, buttonClass } from '../../../components/admin/button.tsx';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { useToast } from '../../../components/admin/toast.tsx';
import { COLUMNS, ListingsTable } from '../../../components/admin/listings/listings-table.tsx';
import { UI } from '../../../components/admin/listings/listings-ui-text.ts';
import { PaginationNav } from '../../../components/admin/listings/pagination-nav.tsx';
import { useElementWidth } from '../../../components/admin/listings/use-element-width.ts';
import { useViewportWidth } from '../../../components/admin/listings/use-viewport-width.ts';
import { api, ApiError, SessionExpiredError } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../components/admin/empty-state.tsx';
import { SearchIcon } from '../../../components/admin/icons.tsx';
import { SelectionSummary, SortControl } from '../../../components/admin/list-controls.tsx';
import { LOGIN_PATH, requireUser } from '../../../lib/session.ts';
import type { Route } from './+types/listings-page';
import {
  apiQueryString,
  pageForNewSize,
  parseListingsQuery,
  selectionScope,
  toggleSort,
  toSearchParams,
  updateQuery,
  type ListingsQuery,
  type StatusFilter,
} from './listings-query.ts';

const SEARCH_DEBOUNCE_MS = 300;
/** Below this width (CSS px) of its box the table's address column gets too narrow to read. */
const TABLE_MIN_WIDTH = 860;

/**
 * One page of listings from the server (search, filter, sort and paging happen there, so thousands of
 * listings stay quick). The page size follows the window: 10 rows, 5 below 768 px.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser();
  const url = new URL(request.url);
  const query = parseListingsQuery(url.searchParams);
  const limit = pageSizeForWidth(window.innerWidth);
  const data = await api.get<ListingsPage>(`/listings/admin/all?${apiQueryString(query, limit)}`, { signal: request.signal });
  // Past the last page (e.g. after deleting its last row): show the last page instead.
  if (data.totalPages > 0 && query.page > data.totalPages) {
    const params = toSearchParams({ ...query, page: data.totalPages });
    throw redirect(`${url.pathname}${params.size ? `?${params}` : ''}`);
  }
  return { query, limit, data };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `${UI.listingsTitle} | ${ADMIN_TEXT.brand}` }];
}

const failureMessage = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const { query, limit, data } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const confirm = useConfirm();
  const width = useViewportWidth();
  const tableTop = useRef<HTMLDivElement>(null);
  // Rows become cards when the table would not fit its box (phones, tablets, a narrow window beside the
  // full sidebar); page size and page numbers follow the viewport as SPEC §9 says.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const boxWidth = useElementWidth(box);
  const cards = (boxWidth ?? width) < TABLE_MIN_WIDTH;

  const go = (next: ListingsQuery, options: { replace?: boolean } = {}) => {
    const params = toSearchParams(next);
    navigate({ search: params.size ? `?${params}` : '' }, { replace: options.replace, preventScrollReset: true });
  };
  const change = (patch: Partial<ListingsQuery>, options?: { replace?: boolean }) => go(updateQuery(query, patch), options);
  // The newest state, for the debounced search (a filter may change while the user pauses).
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  }, [query]);

  // Search as you type, once typing pauses; the URL (and so the server) follows.
  const [searchText, setSearchText] = useState(query.search);
  const [lastUrlSearch, setLastUrlSearch] = useState(query.search);
  if (lastUrlSearch !== query.search) {
    // Back/forward or a link changed the search: show it in the box.
    setLastUrlSearch(query.search);
    setSearchText(query.search);
  }
  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    const timer = window.setTimeout(
      () => go(updateQuery(latestQuery.current, { search: searchText }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new text restarts the wait
  }, [searchText]);

  // Resizing across 768 px changes the page size: keep the first visible row on screen.
  const wantedLimit = pageSizeForWidth(width);
  useEffect(() => {
    if (wantedLimit !== limit && navigation.state === 'idle')
      go({ ...query, page: pageForNewSize(query.page, limit, wantedLimit) }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the size only
  }, [wantedLimit, limit]);

  // The selection belongs to one search, filter and sort (SPEC §4).
  const scope = selectionScope(query);
  const [selection, setSelection] = useState<{ scope: string; ids: Set<number> }>({ scope, ids: new Set() });
  const selected = selection.scope === scope ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ scope, ids });
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const [bulkAction, setBulkAction] = useState<'' | 'activate' | 'deactivate' | 'delete'>('');
  const [bulkBusy, setBulkBusy] = useState(false);

  const markBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleStatus = async (listing: ListingDto) => {
    markBusy(listing.id, true);
    try {
      await api.patch(`/listings/${listing.id}/status`, { status: listing.status === 'active' ? 'inactive' : 'active' });
      toast.success(T.statusUpdated);
      await revalidator.revalidate();
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(T.failedToUpdateStatus(failureMessage(error)));
    } finally {
      markBusy(listing.id, false);
    }
  };

  const deleteOne = async (listing: ListingDto) => {
    if (
      !(await confirm(T.confirmDelete, {
        title: UI.deleteTitle,
        detail: listing.address,
        confirmLabel: UI.confirmDelete,
        tone: 'danger',
      }))
    )
      return;
    markBusy(listing.id, true);
    try {
      await api.delete(`/listings/${listing.id}`);
      toast.success(T.deleted);
      const rest = new Set(selected);
      rest.delete(listing.id);
      setSelected(rest);
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      toast.error(error instanceof ApiError ? T.failedToDeleteListing(failureMessage(error)) : T.deleteError);
    } finally {
      markBusy(listing.id, false);
    }
  };

  const applyBulk = async () => {
    const ids = [...selected];
    if (!bulkAction || ids.length === 0) return;
    if (bulkAction === 'delete') {
      if (
        !(await confirm(T.confirmBulkDelete(ids.length), {
          title: UI.bulkDeleteTitle,
          confirmLabel: UI.confirmDelete,
          tone: 'danger',
        }))
      )
        return;
    }
    setBulkBusy(true);
    try {
      if (bulkAction === 'delete') {
        const body = await api.delete<{ count?: number }>('/listings/bulk/delete', { ids });
        toast.success(T.bulkDeleted(body?.count ?? ids.length));
      } else {
        const body = await api.post<{ count?: number }>('/listings/bulk/status', {
          ids,
          status: bulkAction === 'activate' ? 'active' : 'inactive',
        });
        toast.success(T.bulkUpdated(body?.count ?? ids.length));
      }
      setSelected(new Set());
      setBulkAction('');
      await revalidator.revalidate();
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(T.failedToUpdateListings(failureMessage(error)));
    } finally {
      setBulkBusy(false);
    }
  };

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const listing of data.listings) {
      if (checked) next.add(listing.id);
      else next.delete(listing.id);
    }
    setSelected(next);
  };

  const changePage = (page: number) => {
    change({ page });
    tableTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/admin/listings';
  const { from, to } = showingRange(query.page, limit, data.totalListings);
  const selectClass =
    'rounded-lg border border-slate-300 bg-white py-2.5 pr-9 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none';

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{UI.listingsTitle}</h1>
          <p className="mt-1 text-sm text-slate-600">{UI.listingsSubtitle}</p>
        </div>
        <Link to="/admin/listings/add" className={buttonClass('primary')}>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          {UI.addListing}
        </Link>
      </header>

      <div
        ref={(element) => {
          tableTop.current = element;
          setBox(element);
        }}
        className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      >
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 lg:flex-row lg:items-center">
          <div className="relative flex-1">
            <label htmlFor="listings-search" className="sr-only">
              {UI.searchLabel}
            </label>
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            >
              <path
                fillRule="evenodd"
                d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.452 4.391l3.328 3.329a.75.75 0 1 1-1.06 1.06l-3.329-3.328A7 7 0 0 1 2 9Z"
                clipRule="evenodd"
              />
            </svg>
            <input
              id="listings-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={UI.searchPlaceholder}
              maxLength={200}
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none"
            />
          </div>
          <div className="grid grid-cols-1 gap-2 sm:flex sm:items-center">
            <label htmlFor="listings-status" className="sr-only">
              {UI.statusFilterLabel}
            </label>
            <select
              id="listings-status"
              value={query.status}
              onChange={(event) => change({ status: event.target.value as StatusFilter })}
              className={selectClass}
            >
              <option value="all">{UI.statusAll}</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
              <option value="pending">Pending</option>
            </select>
            <div className="flex gap-2">
              <label htmlFor="listings-bulk" className="sr-only">
                {UI.bulkLabel}
              </label>
              <select
                id="listings-bulk"
                value={bulkAction}
                onChange={(event) => setBulkAction(event.target.value as typeof bulkAction)}
                className={`${selectClass} min-w-0 flex-1`}
              >
                <option value="">{UI.bulkPlaceholder}</option>
                <option value="activate">{UI.activate}</option>
                <option value="deactivate">{UI.deactivate}</option>
                <option value="delete">{UI.delete}</option>
              </select>
              <Button
                variant="secondary"
                onClick={() => void applyBulk()}
                disabled={!bulkAction || selected.size === 0}
                busy={bulkBusy}
              >
                {UI.apply}
              </Button>
            </div>
          </div>
        </div>

        {(selected.size > 0 || cards) && (
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-2.5 text-sm">
            {cards && (
              <>
                <label className="flex items-center gap-2 font-medium text-slate-700">
                  <input
                    type="checkbox"
                    checked={data.listings.length > 0 && data.listings.every((l) => selected.has(l.id))}
                    onChange={(event) => toggleAll(event.target.checked)}
                    disabled={data.listings.length === 0}
                    className="size-4 rounded border-slate-300 accent-brand-600"
                  />
                  {UI.selectAll}
                </label>
                <SortControl
                  id="listings-sort"
                  sort={query.sort}
                  order={query.order}
                  columns={COLUMNS}
                  descendingFirst="created_at"
                  texts={UI}
                  onChange={change}
                  selectClassName="w-44"
                />
              </>
            )}
            {selected.size > 0 && (
              <SelectionSummary
                label={UI.selected(selected.size)}
                clearLabel={UI.clearSelection}
                onClear={() => setSelected(new Set())}
                fullWidth={cards}
              />
            )}
          </div>
        )}

        <div className={`@container relative transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading || undefined}>
          {loading && <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />}
          {data.listings.length === 0 ? (
            <EmptyState icon={<SearchIcon />} title={T.noListingsFound} hint={UI.noListingsHint} />
          ) : (
            <div className={cards ? '' : 'overflow-x-auto'}>
              <ListingsTable
                listings={data.listings}
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleAll}
                sort={query.sort}
                order={query.order}
                onSort={(key) => change(toggleSort(query, key))}
                onToggleStatus={(listing) => void toggleStatus(listing)}
                onDelete={(listing) => void deleteOne(listing)}
                busy={busy}
                cards={cards}
              />
            </div>
          )}
        </div>

        {data.totalListings > 0 && (
          <footer className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:flex-row">
            <p className="text-sm text-slate-600" data-testid="showing">
              {T.showing(from, to, data.totalListings)}
            </p>
            <PaginationNav
              page={query.page}
              totalPages={data.totalPages}
              width={width}
              onPageChange={changePage}
              label={UI.paginationLabel}
            />
          </footer>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error instanceof SessionExpiredError) return <Navigate to={LOGIN_PATH} replace />;
  if (!isRouteErrorResponse(error) && !(error instanceof ApiError)) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-xs">
      <h1 className="text-lg font-semibold text-slate-900">{UI.loadFailed}</h1>
      <p className="mt-2 text-sm text-slate-600">{failureMessage(error)}</p>
      <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
        {UI.retry}
      </Button>
    </div>
  );
}
