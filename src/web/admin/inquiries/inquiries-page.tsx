import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INQUIRY_SOURCES, type InquiryDto, type InquirySort, type StaffInquiryInput } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { InboxIcon } from '../../components/ui/icons.tsx';
import { AddInquiryDialog } from './add-inquiry-dialog.tsx';
import { useAdminWrite } from '../kit/admin-write.ts';
import { INQUIRIES_TEXT } from '../../../shared/texts/inquiries.ts';
import { useToast } from '../kit/toast.tsx';
import { exportCsv } from '../kit/export-csv.ts';
import { InquiriesTable, INQUIRY_COLUMNS } from './inquiries-table.tsx';
import { InquiryDialog, type InquiryTarget } from './inquiry-dialog.tsx';
import { ListFilterCheckbox, ListScreen } from '../kit/list/list-parts.tsx';
import { PagedListPanel } from '../kit/list/paged-list-panel.tsx';
import { ListRouteError } from '../kit/list/list-route-error.tsx';
import { loadListPage, useAdminList, useCardLayout, type WriteAnswer } from '../kit/list/use-admin-list.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import { refreshNewInquiries } from './new-inquiries.ts';
import { requireUser } from '../kit/session.ts';
import type { Route } from './+types/inquiries-page';
import { INQUIRIES_LIST, INQUIRIES_SOURCE } from './inquiries-query.ts';

/** Below this width (CSS px) of its box the table's columns get too narrow: rows become cards. */
const TABLE_MIN_WIDTH = 820;

type BulkAction = 'responded' | 'closed' | 'delete';
const BULK_NAMES: Record<BulkAction, string> = { responded: T.markResponded, closed: T.markClosed, delete: T.delete };

/**
 * One page of inquiries from the server (search, status filter, sort and paging happen there, so every
 * inquiry is reachable); 10 rows, 5 below 768 px. A failed load shows in the page with Retry.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return loadListPage<typeof INQUIRIES_LIST.defaultSort, InquiryDto>(INQUIRIES_LIST, INQUIRIES_SOURCE, request, T);
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

/** The list's further filters with `name` set to `value` (removed when blank). */
function withFilter(filters: Readonly<Record<string, string>> | undefined, name: string, value: string) {
  const next = { ...filters };
  if (value) next[name] = value;
  else delete next[name];
  return next;
}

/** `?view=42` (the dashboard's Recent Inquiries) opens that inquiry. */
function initialTarget(params: URLSearchParams): InquiryTarget | null {
  const id = Number(params.get('view'));
  return Number.isInteger(id) && id > 0 ? { id, mode: 'view' } : null;
}

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { query, limit, data, error } = loaderData;
  const [params] = useSearchParams();
  const inquiries = data?.rows ?? [];
  const ids = inquiries.map((inquiry) => inquiry.id);
  const total = data?.total ?? 0;
  const list = useAdminList<InquirySort, BulkAction>(INQUIRIES_LIST, { query, limit, ids, total });
  const { cards, panelRef } = useCardLayout(list, TABLE_MIN_WIDTH);
  const [target, setTarget] = useState<InquiryTarget | null>(() => initialTarget(params));
  // A person's timeline in the open dialog links another inquiry (`?view=43`): the dialog shows that one.
  const viewParam = params.get('view');
  useEffect(() => {
    const next = initialTarget(new URLSearchParams(viewParam ? { view: viewParam } : {}));
    if (next) setTarget(next);
  }, [viewParam]);
  const toast = useToast();
  /** Export: the selected inquiries, or every one the search and filters find. */
  const exportInquiries = async () => {
    const chosen = [...list.selected];
    const body =
      chosen.length > 0
        ? { ids: chosen }
        : { search: query.search, status: query.status, sort: query.sort, order: query.order, ...query.filters };
    await exportCsv('/inquiries/export', body, T, toast);
  };
  const [adding, setAdding] = useState(false);
  const { write } = useAdminWrite();
  /** Add Inquiry: stored, the dialog closes and the list shows it at once. */
  const addInquiry = async (values: StaffInquiryInput): Promise<string | null> => {
    const added = await write(() => api.post<WriteAnswer>('/admin/inquiries', values), {
      done: (body) => body?.message || INQUIRIES_TEXT.added,
      failed: T.failedToAdd,
    });
    if (!added.ok) return added.message;
    setAdding(false);
    await list.refresh();
    return null;
  };

  // Statuses changed or inquiries went: the sidebar's count of new ones follows.
  useEffect(() => {
    void refreshNewInquiries();
  }, [data]);

  const toggleStatus = (inquiry: InquiryDto) => {
    // docs/product.md §4: the row toggle switches new to responded and anything else to new.
    const status = inquiry.status === 'new' ? 'responded' : 'new';
    return list.whileBusy(inquiry.id, () =>
      list.write(() => api.patch<WriteAnswer>(`/inquiries/${inquiry.id}`, { status }), {
        done: () => T.statusUpdated(status),
        refused: () => T.failedToUpdateStatus,
        failed: (err) => (err instanceof ApiError ? T.failedToUpdateStatus : T.updateStatusError),
      }),
    );
  };

  const deleteOne = (inquiry: InquiryDto) =>
    list.removeRow(
      inquiry.id,
      {
        message: T.confirmDelete,
        title: T.deleteTitle,
        detail: (
          <>
            <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900">
              {inquiry.name} · {inquiry.email}
            </span>
            <span className="mt-2 block">{T.cannotBeUndone}</span>
          </>
        ),
        confirmLabel: T.confirmLabel,
      },
      () => api.delete<WriteAnswer>(`/inquiries/${inquiry.id}`),
      {
        done: () => T.deleted,
        refused: () => T.failedToDelete,
        failed: (err) => (err instanceof ApiError ? T.failedToDelete : T.deleteError),
      },
    );

  const applyBulk = () =>
    list.applyBulk(
      (action, chosen) => {
        const failed = action === 'delete' ? T.failedToDeleteMany : T.failedToUpdateMany;
        return list.write(
          () =>
            action === 'delete'
              ? api.delete<WriteAnswer>('/inquiries/bulk/delete', { ids: chosen })
              : api.post<WriteAnswer>('/inquiries/bulk/status', { ids: chosen, status: action }),
          {
            done: (body) => {
              const count = typeof body?.count === 'number' ? body.count : chosen.length;
              return action === 'delete' ? T.bulkDeleted(count) : T.bulkUpdated(count);
            },
            refused: () => failed,
            failed: (err) => (err instanceof ApiError ? failed : T.bulkError(BULK_NAMES[action])),
          },
        );
      },
      { message: T.confirmBulkDelete, title: T.bulkDeleteTitle, confirmLabel: T.confirmLabel },
    );

  return (
    <ListScreen
      title={T.title}
      subtitle={T.subtitle}
      exportAndAdd={{ exportLabel: T.export, onExport: exportInquiries, addLabel: T.addInquiry, onAdd: () => setAdding(true) }}
    >
      <PagedListPanel
        list={list}
        id="inquiries"
        texts={T}
        panelRef={panelRef}
        toolbar={{
          row: 'lg',
          status: { label: T.statusFilterLabel, all: T.allStatuses, name: T.statusLabel },
          bulk: {
            options: [
              { value: 'responded', label: T.markResponded },
              { value: 'closed', label: T.markClosed },
              { value: 'delete', label: T.delete },
            ],
            onApply: () => void applyBulk(),
          },
          filtersOn: (query.filters?.source ? 1 : 0) + (query.filters?.followUp === 'due' ? 1 : 0),
          filter: (
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor="inquiries-source" className="sr-only">
                {T.source}
              </label>
              <select
                id="inquiries-source"
                value={query.filters?.source ?? ''}
                onChange={(event) => void list.change({ filters: withFilter(query.filters, 'source', event.target.value) })}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-800 shadow-xs"
              >
                <option value="">{T.allSources}</option>
                {INQUIRY_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {source}
                  </option>
                ))}
              </select>
              <ListFilterCheckbox
                checked={query.filters?.followUp === 'due'}
                onChange={(checked) => void list.change({ filters: withFilter(query.filters, 'followUp', checked ? 'due' : '') })}
              >
                {T.followUpsDue}
              </ListFilterCheckbox>
            </div>
          ),
        }}
        columns={INQUIRY_COLUMNS}
        cards={cards}
        page={data && { ids, total, totalPages: data.totalPages }}
        error={error}
        empty={{ icon: <InboxIcon />, title: T.noInquiriesFound, hint: T.noInquiriesHint }}
      >
        <div className={cards ? '' : 'overflow-x-auto'}>
          <InquiriesTable
            inquiries={inquiries}
            {...list.tableProps}
            cards={cards}
            onView={(inquiry) => setTarget({ id: inquiry.id, mode: 'view' })}
            onReply={(inquiry) => setTarget({ id: inquiry.id, mode: 'reply' })}
            onToggleStatus={(inquiry) => void toggleStatus(inquiry)}
            onDelete={(inquiry) => void deleteOne(inquiry)}
          />
        </div>
      </PagedListPanel>

      <AddInquiryDialog open={adding} onClose={() => setAdding(false)} onAdd={addInquiry} />
      <InquiryDialog target={target} onClose={() => setTarget(null)} onChanged={() => void list.refresh()} />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <ListRouteError title={T.fetchError} retryLabel={T.retry} />;
}
