import { Link } from 'react-router';
import type { ListingDto, ListingsPage } from '../../../shared/listings.schema.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import { STATUS_LABEL } from './listing-format.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { ListFilterCheckbox, ListScreen } from '../kit/list/list-parts.tsx';
import { PagedListPanel } from '../kit/list/paged-list-panel.tsx';
import { failureMessage, ListRouteError } from '../kit/list/list-route-error.tsx';
import {
  readListRequest,
  redirectPastLastPage,
  useAdminList,
  useCardLayout,
  type WriteAnswer,
} from '../kit/list/use-admin-list.ts';
import { COLUMNS, ListingsTable, type ListingFigureCounts } from './listings-table.tsx';
import type { ListingFigures } from '../../../shared/insights.schema.ts';
import { UI } from './listings-ui-text.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { listApiQuery } from '../kit/list/list-query.ts';
import { requireUser } from '../kit/session.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/listings-page';
import { LISTINGS_LIST } from './listings-query.ts';

/** Below this width (CSS px) of its box the table's address column gets too narrow to read. */
const TABLE_MIN_WIDTH = 860;

type BulkAction = 'activate' | 'deactivate' | 'delete';

/**
 * One page of listings from the server (search, filter, sort and paging happen there, so thousands of
 * listings stay quick). The page size follows the window: 10 rows, 5 below 768 px.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const { url, query, limit } = readListRequest(LISTINGS_LIST, request);
  const data = await api.get<ListingsPage>('/listings/admin/all', { query: listApiQuery(query, limit), signal: request.signal });
  redirectPastLastPage(LISTINGS_LIST, url, query, data.totalPages);
  return { query, limit, data, figures: await listingFigures(data.listings, request.signal) };
}

/** The page's views, inquiries and viewings of the last 30 days by listing; null if they cannot be had (the table works without them). */
async function listingFigures(listings: ListingDto[], signal: AbortSignal) {
  if (listings.length === 0) return new Map<number, ListingFigureCounts>();
  return loadScreen(
    signal,
    async () => {
      const answer = await api.get<{ listings: ListingFigures[] }>('/insights/listings', {
        query: { ids: listings.map((listing) => listing.id).join(',') },
        signal,
      });
      return new Map<number, ListingFigureCounts>(answer.listings.map((f) => [f.listingId, f]));
    },
    () => null,
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(UI.listingsTitle) }];
}

export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const { query, limit, data, figures } = loaderData;
  const list = useAdminList<(typeof COLUMNS)[number]['key'], BulkAction>(LISTINGS_LIST, {
    query,
    limit,
    ids: data.listings.map((listing) => listing.id),
    total: data.totalListings,
  });
  // Page size and page numbers follow the viewport as docs/product.md §9 says; rows become cards by the box's width.
  const { cards, panelRef } = useCardLayout(list, TABLE_MIN_WIDTH);

  const toggleStatus = (listing: ListingDto) =>
    list.whileBusy(listing.id, () =>
      list.write(
        () =>
          api.patch<WriteAnswer>(`/listings/${listing.id}/status`, {
            status: listing.status === 'active' ? 'inactive' : 'active',
          }),
        { done: () => T.statusUpdated, failed: (error) => T.failedToUpdateStatus(failureMessage(error)) },
      ),
    );

  const deleteOne = (listing: ListingDto) =>
    list.removeRow(
      listing.id,
      { message: T.confirmDelete, title: UI.deleteTitle, detail: listing.address, confirmLabel: UI.confirmDelete },
      () => api.delete<WriteAnswer>(`/listings/${listing.id}`),
      {
        done: () => T.deleted,
        failed: (error) => (error instanceof ApiError ? T.failedToDeleteListing(failureMessage(error)) : T.deleteError),
      },
    );

  const applyBulk = () =>
    list.applyBulk(
      (action, ids) =>
        list.write(
          () =>
            action === 'delete'
              ? api.delete<{ count?: number }>('/listings/bulk/delete', { ids })
              : api.post<{ count?: number }>('/listings/bulk/status', {
                  ids,
                  status: action === 'activate' ? 'active' : 'inactive',
                }),
          {
            done: (body) => (action === 'delete' ? T.bulkDeleted : T.bulkUpdated)(body?.count ?? ids.length),
            failed: (error) => T.failedToUpdateListings(failureMessage(error)),
          },
        ),
      { message: T.confirmBulkDelete, title: UI.bulkDeleteTitle, confirmLabel: UI.confirmDelete },
    );

  return (
    <ListScreen
      title={UI.listingsTitle}
      subtitle={UI.listingsSubtitle}
      action={
        <Link to="/admin/listings/add" className={buttonClass('primary')}>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          {UI.addListing}
        </Link>
      }
    >
      <PagedListPanel
        list={list}
        id="listings"
        texts={{ ...UI, showing: T.showing }}
        panelRef={panelRef}
        toolbar={{
          row: 'lg',
          status: { label: UI.statusFilterLabel, all: UI.statusAll, name: (status) => STATUS_LABEL[status as ListingStatus] },
          bulk: {
            options: [
              { value: 'activate', label: UI.activate },
              { value: 'deactivate', label: UI.deactivate },
              { value: 'delete', label: UI.delete },
            ],
            onApply: () => void applyBulk(),
          },
          filtersOn: query.filters?.wording === 'flagged' ? 1 : 0,
          filter: (
            <ListFilterCheckbox
              checked={query.filters?.wording === 'flagged'}
              onChange={(checked) => void list.change({ filters: checked ? { ...query.filters, wording: 'flagged' } : {} })}
            >
              {FH.filterLabel}
            </ListFilterCheckbox>
          ),
        }}
        columns={COLUMNS}
        sortClassName="w-44"
        cards={cards}
        page={{ ids: data.listings.map((listing) => listing.id), total: data.totalListings, totalPages: data.totalPages }}
        empty={{ icon: <SearchIcon />, title: T.noListingsFound, hint: UI.noListingsHint }}
        contentClassName="@container"
      >
        <div className={cards ? '' : 'overflow-x-auto'}>
          <ListingsTable
            listings={data.listings}
            figures={figures}
            {...list.tableProps}
            onToggleStatus={(listing) => void toggleStatus(listing)}
            onDelete={(listing) => void deleteOne(listing)}
            cards={cards}
          />
        </div>
      </PagedListPanel>
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <ListRouteError title={UI.loadFailed} retryLabel={UI.retry} detail />;
}
