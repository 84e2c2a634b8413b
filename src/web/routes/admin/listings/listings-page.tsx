import { useState } from 'react';
import { Link } from 'react-router';
import type { ListingDto, ListingsPage } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import { buttonClass } from '../../../components/admin/button.tsx';
import { EmptyState } from '../../../components/admin/empty-state.tsx';
import { SearchIcon } from '../../../components/admin/icons.tsx';
import {
  BulkActions,
  ListBody,
  ListFooter,
  ListPageHeader,
  ListPanel,
  ListSearchField,
  ListSelect,
  ListSelectionBar,
} from '../../../components/admin/list/list-parts.tsx';
import { failureMessage, ListRouteError } from '../../../components/admin/list/list-route-error.tsx';
import {
  readListRequest,
  redirectPastLastPage,
  useAdminList,
  type WriteAnswer,
} from '../../../components/admin/list/use-admin-list.ts';
import { COLUMNS, ListingsTable } from '../../../components/admin/listings/listings-table.tsx';
import { UI } from '../../../components/admin/listings/listings-ui-text.ts';
import { useElementWidth } from '../../../components/admin/listings/use-element-width.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { listApiQuery } from '../../../lib/list-query.ts';
import { requireUser } from '../../../lib/session.ts';
import { adminTitle } from '../../../lib/admin-brand.ts';
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
  await requireUser();
  const { url, query, limit } = readListRequest(LISTINGS_LIST, request);
  const data = await api.get<ListingsPage>('/listings/admin/all', { query: listApiQuery(query, limit), signal: request.signal });
  redirectPastLastPage(LISTINGS_LIST, url, query, data.totalPages);
  return { query, limit, data };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(UI.listingsTitle) }];
}

export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const { query, limit, data } = loaderData;
  const list = useAdminList<(typeof COLUMNS)[number]['key'], BulkAction>(LISTINGS_LIST, {
    query,
    limit,
    ids: data.listings.map((listing) => listing.id),
    total: data.totalListings,
  });
  // Rows become cards when the table would not fit its box (phones, tablets, a narrow window beside the
  // full sidebar); page size and page numbers follow the viewport as SPEC §9 says.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const boxWidth = useElementWidth(box);
  const cards = (boxWidth ?? list.width) < TABLE_MIN_WIDTH;

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
      list.bulkAction === 'delete'
        ? { message: T.confirmBulkDelete(list.selected.size), title: UI.bulkDeleteTitle, confirmLabel: UI.confirmDelete }
        : undefined,
    );

  return (
    <div className="space-y-6">
      <ListPageHeader
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
      />

      <ListPanel
        panelRef={(element) => {
          list.tableTop.current = element;
          setBox(element);
        }}
      >
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 lg:flex-row lg:items-center">
          <ListSearchField
            id="listings-search"
            label={UI.searchLabel}
            placeholder={UI.searchPlaceholder}
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <div className="grid grid-cols-1 gap-2 sm:flex sm:items-center">
            <ListSelect
              id="listings-status"
              label={UI.statusFilterLabel}
              value={query.status}
              onChange={(status) => void list.change({ status })}
              options={[
                { value: 'all', label: UI.statusAll },
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
                { value: 'pending', label: 'Pending' },
              ]}
            />
            <BulkActions<BulkAction>
              id="listings-bulk"
              list={list}
              texts={UI}
              options={[
                { value: 'activate', label: UI.activate },
                { value: 'deactivate', label: UI.deactivate },
                { value: 'delete', label: UI.delete },
              ]}
              onApply={() => void applyBulk()}
            />
          </div>
        </div>

        <ListSelectionBar
          id="listings-sort"
          list={list}
          cards={cards}
          ids={data.listings.map((listing) => listing.id)}
          columns={COLUMNS}
          texts={UI}
          sortClassName="w-44"
        />

        <ListBody loading={list.loading} className="@container">
          {data.listings.length === 0 ? (
            <EmptyState icon={<SearchIcon />} title={T.noListingsFound} hint={UI.noListingsHint} />
          ) : (
            <div className={cards ? '' : 'overflow-x-auto'}>
              <ListingsTable
                listings={data.listings}
                {...list.tableProps}
                onToggleStatus={(listing) => void toggleStatus(listing)}
                onDelete={(listing) => void deleteOne(listing)}
                cards={cards}
              />
            </div>
          )}
        </ListBody>

        {data.totalListings > 0 && (
          <ListFooter
            list={list}
            showing={(from, to) => T.showing(from, to, data.totalListings)}
            totalPages={data.totalPages}
            label={UI.paginationLabel}
          />
        )}
      </ListPanel>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListRouteError title={UI.loadFailed} retryLabel={UI.retry} detail />;
}
