import { useEffect, useRef, useState } from 'react';
import {
  isRouteErrorResponse,
  Navigate,
  redirect,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { pageSizeForWidth, showingRange } from '../../../../shared/pagination.ts';
import { ADMIN_TEXT } from '../../../../shared/texts/admin.ts';
import { ADMIN_SUBSCRIBERS_TEXT as T } from '../../../../shared/texts/admin-subscribers.ts';
import { SUBSCRIBERS_TEXT } from '../../../../shared/texts/subscribers.ts';
import { Button } from '../../../components/admin/button.tsx';
import { LoadFailure } from '../../../components/admin/load-failure.tsx';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { EmptyState } from '../../../components/admin/empty-state.tsx';
import { SearchIcon, UsersIcon } from '../../../components/admin/icons.tsx';
import { PaginationNav } from '../../../components/admin/listings/pagination-nav.tsx';
import { useViewportWidth } from '../../../components/admin/listings/use-viewport-width.ts';
import {
  SelectAllSubscribers,
  SUBSCRIBER_COLUMNS,
  SubscribersTable,
  type SubscriberItem,
} from '../../../components/admin/subscribers/subscribers-table.tsx';
import { useToast } from '../../../components/admin/toast.tsx';
import { api, ApiError, SessionExpiredError } from '../../../lib/api-client.ts';
import { SelectionSummary, SortControl } from '../../../components/admin/list-controls.tsx';
import { LOGIN_PATH, requireUser } from '../../../lib/session.ts';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query.ts';
import { pageForNewSize } from '../listings/listings-query.ts';
import type { Route } from './+types/subscribers-page';
import {
  parseSubscribersQuery,
  subscribersApiQuery,
  subscribersSearchParams,
  subscribersSelectionScope,
  toggleSubscriberSort,
  updateSubscribersQuery,
  type SubscribersQuery,
} from './subscribers-query.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface SubscribersAnswer {
  success?: boolean;
  subscribers?: unknown;
  totalSubscribers?: unknown;
  totalPages?: unknown;
}
interface WriteAnswer {
  success?: boolean;
  message?: string;
  count?: number;
}
interface SubscribersData {
  subscribers: SubscriberItem[];
  totalSubscribers: number;
  totalPages: number;
}

/** The answer's page of subscribers, or null when it is not the shape the API promises. */
function readAnswer(body: SubscribersAnswer | undefined): SubscribersData | null {
  if (!body || body.success === false || !Array.isArray(body.subscribers)) return null;
  const total = Number(body.totalSubscribers);
  const pages = Number(body.totalPages);
  if (!Number.isFinite(total) || !Number.isFinite(pages)) return null;
  return { subscribers: body.subscribers as SubscriberItem[], totalSubscribers: total, totalPages: pages };
}

/**
 * One page of subscribers from the server (search, sort and paging happen there); 10 rows, 5 below
 * 768 px. A failed load shows in the page with Retry: 'Failed to load subscribers: Invalid data format'
 * when the answer is not a list, 'An error occurred while fetching subscribers' when the request failed.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser();
  const url = new URL(request.url);
  const query = parseSubscribersQuery(url.searchParams);
  const limit = pageSizeForWidth(window.innerWidth);
  try {
    const body = await api.get<SubscribersAnswer>('/subscribers', {
      query: subscribersApiQuery(query, limit),
      signal: request.signal,
    });
    const data = readAnswer(body);
    if (!data) return { query, limit, data: null, error: T.invalidData };
    // Past the last page (e.g. after deleting its last rows): show the last page instead.
    if (data.totalPages > 0 && query.page > data.totalPages) {
      const params = subscribersSearchParams({ ...query, page: data.totalPages });
      throw redirect(`${url.pathname}${params.size ? `?${params}` : ''}`);
    }
    return { query, limit, data, error: null };
  } catch (error) {
    if (error instanceof Response || error instanceof SessionExpiredError || request.signal.aborted) throw error;
    return { query, limit, data: null, error: T.fetchError };
  }
}

export function meta(): Route.MetaDescriptors {
  return [{ title: `${T.title} | ${ADMIN_TEXT.brand}` }];
}

const selectClass =
  'rounded-lg border border-slate-300 bg-white py-2.5 pr-9 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none';

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { query, limit, data, error } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const confirm = useConfirm();
  const width = useViewportWidth();
  const cards = useMediaQuery(MEDIA.overlayNav);
  const tableTop = useRef<HTMLDivElement>(null);
  const subscribers = data?.subscribers ?? [];

  const go = (next: SubscribersQuery, options: { replace?: boolean } = {}) => {
    const params = subscribersSearchParams(next);
    navigate({ search: params.size ? `?${params}` : '' }, { replace: options.replace, preventScrollReset: true });
  };
  const change = (patch: Partial<SubscribersQuery>, options?: { replace?: boolean }) =>
    go(updateSubscribersQuery(query, patch), options);
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  }, [query]);

  // Search as you type, once typing pauses; the URL (and so the server) follows.
  const [searchText, setSearchText] = useState(query.search);
  const [lastUrlSearch, setLastUrlSearch] = useState(query.search);
  if (lastUrlSearch !== query.search) {
    setLastUrlSearch(query.search);
    setSearchText(query.search);
  }
  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    const timer = window.setTimeout(
      () => go(updateSubscribersQuery(latestQuery.current, { search: searchText }), { replace: true }),
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

  // The selection belongs to one search and sort (SPEC §4).
  const scope = subscribersSelectionScope(query);
  const [selection, setSelection] = useState<{ scope: string; ids: Set<number> }>({ scope, ids: new Set() });
  const selected = selection.scope === scope ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ scope, ids });
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const [bulkAction, setBulkAction] = useState<'' | 'delete' | 'export'>('');
  const [bulkBusy, setBulkBusy] = useState(false);

  const markBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteOne = async (subscriber: SubscriberItem) => {
    const sure = await confirm(T.confirmDelete, {
      title: T.deleteTitle,
      detail: <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{subscriber.email}</span>,
      confirmLabel: T.confirmLabel,
      tone: 'danger',
    });
    if (!sure) return;
    markBusy(subscriber.id, true);
    try {
      const body = await api.delete<WriteAnswer>(`/subscribers/${subscriber.id}`);
      if (body?.success === false) {
        toast.error(T.failedToDelete);
      } else {
        toast.success(SUBSCRIBERS_TEXT.deleted);
        const rest = new Set(selected);
        rest.delete(subscriber.id);
        setSelected(rest);
      }
      await revalidator.revalidate();
    } catch (err) {
      if (err instanceof SessionExpiredError) return;
      toast.error(err instanceof ApiError ? T.failedToDelete : T.deleteError);
    } finally {
      markBusy(subscriber.id, false);
    }
  };

  const applyBulk = async () => {
    const ids = [...selected];
    if (!bulkAction || ids.length === 0) return;
    if (bulkAction === 'export') {
      // SPEC §8: Export shows this message and does nothing else.
      toast.info(T.exportSoon);
      return;
    }
    if (
      !(await confirm(T.confirmBulkDelete(ids.length), {
        title: T.bulkDeleteTitle,
        confirmLabel: T.confirmLabel,
        tone: 'danger',
      }))
    )
      return;
    setBulkBusy(true);
    try {
      const body = await api.delete<WriteAnswer>('/subscribers/bulk/delete', { ids });
      if (body?.success === false) {
        toast.error(T.failedToBulkDelete);
      } else {
        toast.success(SUBSCRIBERS_TEXT.bulkDeleted(typeof body?.count === 'number' ? body.count : ids.length));
        setSelected(new Set());
        setBulkAction('');
      }
      await revalidator.revalidate();
    } catch (err) {
      if (!(err instanceof SessionExpiredError)) toast.error(T.failedToBulkDelete);
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
    for (const subscriber of subscribers) {
      if (checked) next.add(subscriber.id);
      else next.delete(subscriber.id);
    }
    setSelected(next);
  };
  const changePage = (page: number) => {
    change({ page });
    tableTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const loading =
    (navigation.state === 'loading' && navigation.location?.pathname === '/admin/subscribers') || revalidator.state === 'loading';
  const total = data?.totalSubscribers ?? 0;
  const { from, to } = showingRange(query.page, limit, total);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{T.subtitle}</p>
      </header>

      <div ref={tableTop} className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor="subscribers-search" className="sr-only">
              {T.searchLabel}
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <input
              id="subscribers-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={T.searchPlaceholder}
              maxLength={200}
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none"
            />
          </div>
          <div className="flex gap-2">
            <label htmlFor="subscribers-bulk" className="sr-only">
              {T.bulkLabel}
            </label>
            <select
              id="subscribers-bulk"
              value={bulkAction}
              onChange={(event) => setBulkAction(event.target.value as typeof bulkAction)}
              className={`${selectClass} min-w-0 flex-1`}
            >
              <option value="">{T.bulkPlaceholder}</option>
              <option value="delete">{T.delete}</option>
              <option value="export">{T.export}</option>
            </select>
            <Button
              variant="secondary"
              onClick={() => void applyBulk()}
              disabled={!bulkAction || selected.size === 0}
              busy={bulkBusy}
            >
              {T.apply}
            </Button>
          </div>
        </div>

        {data && (selected.size > 0 || (cards && subscribers.length > 0)) && (
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-2.5 text-sm">
            {cards && (
              <>
                <label className="flex items-center gap-2 font-medium text-slate-700">
                  <SelectAllSubscribers
                    subscribers={subscribers}
                    selected={selected}
                    onToggleAll={toggleAll}
                    label={T.selectAll}
                  />
                  {T.selectAll}
                </label>
                <SortControl
                  id="subscribers-sort"
                  sort={query.sort}
                  order={query.order}
                  columns={SUBSCRIBER_COLUMNS}
                  descendingFirst="subscribedAt"
                  texts={T}
                  onChange={change}
                />
              </>
            )}
            {selected.size > 0 && (
              <SelectionSummary
                label={T.selected(selected.size)}
                clearLabel={T.clearSelection}
                onClear={() => setSelected(new Set())}
                fullWidth={cards}
              />
            )}
          </div>
        )}

        <div className={`relative transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading || undefined}>
          {loading && <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />}
          {error !== null ? (
            <LoadFailure
              message={error}
              retryLabel={T.retry}
              onRetry={() => void revalidator.revalidate()}
              busy={revalidator.state === 'loading'}
            />
          ) : subscribers.length === 0 ? (
            <EmptyState icon={<UsersIcon />} title={T.noSubscribersFound} hint={T.noSubscribersHint} />
          ) : (
            <SubscribersTable
              subscribers={subscribers}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              sort={query.sort}
              order={query.order}
              onSort={(key) => change(toggleSubscriberSort(query, key))}
              onDelete={(subscriber) => void deleteOne(subscriber)}
              busy={busy}
              cards={cards}
            />
          )}
        </div>

        {data && total > 0 && (
          <footer className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:flex-row">
            <p className="text-sm text-slate-600" data-testid="showing">
              {T.showing(from, to, total)}
            </p>
            <PaginationNav
              page={query.page}
              totalPages={data.totalPages}
              width={width}
              onPageChange={changePage}
              label={T.paginationLabel}
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
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-xs">
      <h1 className="text-lg font-semibold text-slate-900">{T.fetchError}</h1>
      <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
        {T.retry}
      </Button>
    </div>
  );
}
