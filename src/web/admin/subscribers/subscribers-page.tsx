import { ADMIN_SUBSCRIBERS_TEXT as T } from '../../../shared/texts/admin-subscribers.ts';
import { SUBSCRIBERS_TEXT } from '../../../shared/texts/subscribers.ts';
import { UsersIcon } from '../../components/ui/icons.tsx';
import { ListScreen } from '../kit/list/list-parts.tsx';
import { PagedListPanel } from '../kit/list/paged-list-panel.tsx';
import { ListRouteError } from '../kit/list/list-route-error.tsx';
import { loadListPage, useAdminList, type WriteAnswer } from '../kit/list/use-admin-list.ts';
import { SUBSCRIBER_COLUMNS, SubscribersTable, type SubscriberItem } from './subscribers-table.tsx';
import { useToast } from '../kit/toast.tsx';
import { exportSubscribers } from './export-subscribers.ts';
import { DigestsPanel } from './digests-panel.tsx';
import { api, ApiError } from '../kit/api-client.ts';
import { requireUser } from '../kit/session.ts';
import { MEDIA, useMediaQuery } from '../kit/use-media-query.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/subscribers-page';
import { SUBSCRIBERS_LIST, SUBSCRIBERS_SOURCE, type SubscriberSortKey } from './subscribers-query.ts';

/**
 * One page of subscribers from the server (search, sort and paging happen there); 10 rows, 5 below
 * 768 px. A failed load shows in the page with Retry: 'Failed to load subscribers: Invalid data format'
 * when the answer is not a list, 'An error occurred while fetching subscribers' when the request failed.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return loadListPage<typeof SUBSCRIBERS_LIST.defaultSort, SubscriberItem>(SUBSCRIBERS_LIST, SUBSCRIBERS_SOURCE, request, T);
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { query, limit, data, error } = loaderData;
  const toast = useToast();
  const cards = useMediaQuery(MEDIA.overlayNav);
  const subscribers = data?.rows ?? [];
  const ids = subscribers.map((subscriber) => subscriber.id);
  const total = data?.total ?? 0;
  const list = useAdminList<SubscriberSortKey, 'delete' | 'export'>(SUBSCRIBERS_LIST, { query, limit, ids, total });

  const deleteOne = (subscriber: SubscriberItem) =>
    list.removeRow(
      subscriber.id,
      {
        message: T.confirmDelete,
        title: T.deleteTitle,
        detail: <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{subscriber.email}</span>,
        confirmLabel: T.confirmLabel,
      },
      () => api.delete<WriteAnswer>(`/subscribers/${subscriber.id}`),
      {
        done: () => SUBSCRIBERS_TEXT.deleted,
        refused: () => T.failedToDelete,
        failed: (err) => (err instanceof ApiError ? T.failedToDelete : T.deleteError),
      },
    );

  const applyBulk = async () => {
    if (list.bulkAction === 'export') {
      // The selection stays: the file is a copy, nothing on the page changed.
      await list.applyBulk(async (_action, chosen) => {
        await exportSubscribers(chosen, toast);
        return false;
      });
      return;
    }
    await list.applyBulk(
      (_action, chosen) =>
        list.write(() => api.delete<WriteAnswer>('/subscribers/bulk/delete', { ids: chosen }), {
          done: (body) => SUBSCRIBERS_TEXT.bulkDeleted(typeof body?.count === 'number' ? body.count : chosen.length),
          refused: () => T.failedToBulkDelete,
          failed: () => T.failedToBulkDelete,
        }),
      { message: T.confirmBulkDelete, title: T.bulkDeleteTitle, confirmLabel: T.confirmLabel },
    );
  };

  return (
    <ListScreen title={T.title} subtitle={T.subtitle}>
      <PagedListPanel
        list={list}
        id="subscribers"
        texts={T}
        toolbar={{
          row: 'sm',
          bulk: {
            options: [
              { value: 'delete', label: T.delete },
              { value: 'export', label: T.export },
            ],
            onApply: () => void applyBulk(),
          },
        }}
        columns={SUBSCRIBER_COLUMNS}
        cards={cards}
        page={data && { ids, total, totalPages: data.totalPages }}
        error={error}
        empty={{ icon: <UsersIcon />, title: T.noSubscribersFound, hint: T.noSubscribersHint }}
      >
        <SubscribersTable
          subscribers={subscribers}
          {...list.tableProps}
          onDelete={(subscriber) => void deleteOne(subscriber)}
          cards={cards}
        />
      </PagedListPanel>

      <DigestsPanel />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <ListRouteError title={T.fetchError} retryLabel={T.retry} />;
}
