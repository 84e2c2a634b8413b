// Decided in docs/decisions/016-one-admin-list-mechanism: one mechanism for the back-office lists.
import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { pageSizeForWidth, showingRange } from '../../../../shared/pagination.ts';
import { api } from '../api-client.ts';
import { loadScreen } from '../admin-load.ts';
import {
  listApiQuery,
  listSearch,
  listSelectionScope,
  pageForNewSize,
  parseListQuery,
  toggleListSort,
  updateListQuery,
  type ListConfig,
  type ListQuery,
} from './list-query.ts';
import { useElementWidth } from '../use-element-width.ts';
import { useViewportWidth } from '../use-viewport-width.ts';
import { useListWrites, type DangerQuestion } from './list-writes.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** The question before a bulk delete; its message says how many rows go. */
interface BulkDeleteQuestion extends Omit<DangerQuestion, 'message'> {
  message: (count: number) => string;
}

/** In a list's clientLoader: the list state of the request's URL and the page size for this window. */
export function readListRequest<S extends string>(config: ListConfig<S>, request: Request) {
  const url = new URL(request.url);
  return { url, query: parseListQuery(config, url.searchParams), limit: pageSizeForWidth(window.innerWidth) };
}

/** Past the last page (e.g. after deleting its last rows): throws a redirect to the last page. */
export function redirectPastLastPage<S extends string>(
  config: ListConfig<S>,
  url: URL,
  query: ListQuery<S>,
  totalPages: number,
): void {
  if (totalPages > 0 && query.page > totalPages)
    throw redirect(`${url.pathname}${listSearch(config, { ...query, page: totalPages })}`);
}

function withId(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Ids with a request under way (their row's actions are disabled), and a wrapper that marks one. */
export function useBusyIds() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const whileBusy = async (id: number, work: () => Promise<unknown>) => {
    setBusy((current) => withId(current, id, true));
    try {
      await work();
    } finally {
      setBusy((current) => withId(current, id, false));
    }
  };
  return { busy, whileBusy };
}

/**
 * Everything a server-paged back-office list does besides drawing its rows: the state in the URL
 * (search as you type once typing pauses, filter, sort, page), the page size following the window
 * (10 rows, 5 below 768 px, keeping the first visible row), the selection (per search, filter and sort,
 * docs/product.md §4), busy rows, the bulk-action select and its Apply, and the loading state.
 */
export function useAdminList<S extends string, B extends string = string>(
  config: ListConfig<S>,
  { query, limit, ids, total }: { query: ListQuery<S>; limit: number; ids: readonly number[]; total: number },
) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const width = useViewportWidth();
  const tableTop = useRef<HTMLDivElement | null>(null);

  // The newest state asked for: the debounced search and quick successive changes build on it, not on
  // the state of the last finished load.
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  }, [query]);
  const searchTimer = useRef<number | undefined>(undefined);
  const go = (next: ListQuery<S>, options: { replace?: boolean } = {}) => {
    latestQuery.current = next;
    return navigate({ search: listSearch(config, next) }, { replace: options.replace, preventScrollReset: true });
  };

  const [searchText, setSearchText] = useState(query.search);
  const [lastUrlSearch, setLastUrlSearch] = useState(query.search);
  if (lastUrlSearch !== query.search) {
    // Back/forward or a link changed the search: show it in the box.
    setLastUrlSearch(query.search);
    setSearchText(query.search);
  }
  useEffect(() => {
    if (searchText.trim() === latestQuery.current.search.trim()) return;
    searchTimer.current = window.setTimeout(
      () => void go(updateListQuery(latestQuery.current, { search: searchText }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(searchTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new text restarts the wait
  }, [searchText]);

  // Resizing across 768 px changes the page size: keep the first visible row on screen.
  const wantedLimit = pageSizeForWidth(width);
  useEffect(() => {
    if (wantedLimit !== limit && navigation.state === 'idle')
      void go({ ...query, page: pageForNewSize(query.page, limit, wantedLimit) }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the size only
  }, [wantedLimit, limit]);

  const scope = listSelectionScope(query);
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: new Set() });
  const selected: ReadonlySet<number> = selection.scope === scope ? selection.ids : new Set<number>();
  const setSelected = (next: ReadonlySet<number>) => setSelection({ scope, ids: next });
  const toggle = (id: number, checked: boolean) => setSelected(withId(selected, id, checked));
  const toggleAll = (checked: boolean) => {
    let next: ReadonlySet<number> = selected;
    for (const id of ids) next = withId(next, id, checked);
    setSelected(next);
  };
  const clearSelection = () => setSelected(new Set());

  const { busy, whileBusy } = useBusyIds();
  const [bulkAction, setBulkAction] = useState<B | ''>('');
  const [bulkBusy, setBulkBusy] = useState(false);
  const refresh = () => revalidator.revalidate();
  const writes = useListWrites({ refresh, whileBusy, deselect: (id) => toggle(id, false) });
  /**
   * Runs the chosen bulk action on the selection; `work` answers whether it succeeded (then the selection
   * clears). A bulk delete runs only once `deleteQuestion` (its message given how many rows are selected)
   * is confirmed.
   */
  const applyBulk = async (work: (action: B, ids: number[]) => Promise<boolean>, deleteQuestion?: BulkDeleteQuestion) => {
    if (bulkAction === 'delete' && deleteQuestion) {
      const { message, ...options } = deleteQuestion;
      if (!(await writes.askDanger({ ...options, message: message(selected.size) }))) return;
    }
    const chosen = [...selected];
    if (!bulkAction || chosen.length === 0) return;
    setBulkBusy(true);
    try {
      if (await work(bulkAction, chosen)) {
        clearSelection();
        setBulkAction('');
      }
    } finally {
      setBulkBusy(false);
    }
  };

  /** A filter, sort or page change; a search still being typed goes along with it. */
  const change = (patch: Partial<ListQuery<S>>, options?: { replace?: boolean }) => {
    window.clearTimeout(searchTimer.current);
    return go(updateListQuery(latestQuery.current, { search: searchText, ...patch }), options);
  };

  const changePage = (page: number) => {
    void change({ page });
    tableTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  const loading = (navigation.state === 'loading' && navigation.location?.pathname === path) || revalidator.state === 'loading';

  return {
    query,
    config,
    width,
    tableTop,
    change,
    changePage,
    /** What every list table takes: selection, sort headers and busy rows. */
    tableProps: {
      selected,
      onToggle: toggle,
      onToggleAll: toggleAll,
      sort: query.sort,
      order: query.order,
      onSort: (key: S) => void change(toggleListSort(config, query, key)),
      busy,
    },
    searchText,
    setSearchText,
    selected,
    toggle,
    toggleAll,
    deselect: (id: number) => toggle(id, false),
    clearSelection,
    busy,
    whileBusy,
    bulkAction,
    setBulkAction,
    bulkBusy,
    applyBulk,
    loading,
    refresh,
    ...writes,
    refreshing: revalidator.state === 'loading',
    showing: showingRange(query.page, limit, total),
  };
}

export type AdminList<S extends string, B extends string = string> = ReturnType<typeof useAdminList<S, B>>;

/**
 * Rows become cards when the list's box is narrower than `minWidth` CSS px (phones, tablets, a narrow
 * window beside the full sidebar); `panelRef` goes on the list's panel, which is also where a page
 * change scrolls to.
 */
export function useCardLayout(list: { width: number; tableTop: { current: HTMLDivElement | null } }, minWidth: number) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const boxWidth = useElementWidth(box);
  return {
    cards: (boxWidth ?? list.width) < minWidth,
    panelRef: (element: HTMLDivElement | null) => {
      list.tableTop.current = element;
      setBox(element);
    },
  };
}
/** The part of a list's state that its toolbar and footer read. */
export type ListView<S extends string> = Pick<
  AdminList<S>,
  'query' | 'config' | 'selected' | 'toggleAll' | 'clearSelection' | 'change' | 'showing' | 'width' | 'changePage'
>;

/** One page of a list as the loader hands it to the page. */
export interface ListPage<R> {
  rows: R[];
  total: number;
  totalPages: number;
}

/** Where a list page's rows come from: GET `path`, answering `{ success, <rowsKey>: [...], <totalKey>: n, totalPages }`. */
export interface ListSource {
  path: string;
  rowsKey: string;
  totalKey: string;
}

/**
 * A list page's clientLoader for its `source`: the state of the URL, one page from the server, past the
 * last page a redirect to it. A failed load comes back as `error` (the spec's 'Invalid data format' text
 * when the answer is not a list, its fetch error when the request failed), for the page to show with Retry.
 */
export async function loadListPage<S extends string, R>(
  config: ListConfig<S>,
  source: ListSource,
  request: Request,
  texts: { invalidData: string; fetchError: string },
): Promise<{ query: ListQuery<S>; limit: number; data: ListPage<R> | null; error: string | null }> {
  const { url, query, limit } = readListRequest(config, request);
  const { signal } = request;
  return loadScreen(
    signal,
    async () => {
      const body = await api.get<Record<string, unknown>>(source.path, { query: listApiQuery(query, limit), signal });
      const rows = body?.[source.rowsKey];
      const total = Number(body?.[source.totalKey]);
      const totalPages = Number(body?.totalPages);
      if (!body || body.success === false || !Array.isArray(rows) || !Number.isFinite(total) || !Number.isFinite(totalPages))
        return { query, limit, data: null, error: texts.invalidData };
      redirectPastLastPage(config, url, query, totalPages);
      return { query, limit, data: { rows: rows as R[], total, totalPages }, error: null };
    },
    () => ({ query, limit, data: null, error: texts.fetchError }),
  );
}

export type { WriteAnswer } from '../admin-write.ts';
