import { ADMIN_SUBSCRIBERS_TEXT as T } from '../../../../shared/texts/admin-subscribers.ts';
import { isoDate, type SortOrder } from '../../../lib/list-query.ts';
import type { SubscriberSortKey } from '../../../routes/admin/subscribers/subscribers-query.ts';
import { RowAction, RowCheckbox, SelectAllCheckbox, SortableHeaders } from '../list/list-parts.tsx';
import { TrashIcon } from '../list/row-icons.tsx';

/** The fields of a subscriber (GET /api/subscribers) this page shows. */
export interface SubscriberItem {
  id: number;
  email: string;
  name: string | null;
  status: string;
  subscribedAt: string;
}

export const SUBSCRIBER_COLUMNS: Array<{ key: SubscriberSortKey; label: string }> = [
  { key: 'email', label: T.email },
  { key: 'status', label: T.status },
  { key: 'subscribedAt', label: T.subscribedDate },
];

export interface SubscribersTableProps {
  subscribers: SubscriberItem[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  sort: SubscriberSortKey;
  order: SortOrder;
  onSort: (key: SubscriberSortKey) => void;
  onDelete: (subscriber: SubscriberItem) => void;
  /** Rows with a request under way: their Delete is disabled. */
  busy: ReadonlySet<number>;
  /** A card per subscriber instead of table rows (phones). */
  cards: boolean;
}

function StatusBadge({ status }: { status: string }) {
  const active = status === 'active';
  return (
    <span
      data-testid="subscriber-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        active ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20'
      }`}
    >
      {T.statusLabel(status)}
    </span>
  );
}

function DeleteButton({
  subscriber,
  onDelete,
  disabled,
}: {
  subscriber: SubscriberItem;
  onDelete: () => void;
  disabled: boolean;
}) {
  return (
    <RowAction
      onClick={onDelete}
      disabled={disabled}
      icon={<TrashIcon />}
      label={T.delete}
      target={subscriber.email}
      tone="danger"
    />
  );
}

function Checkbox({
  subscriber,
  selected,
  onToggle,
}: Pick<SubscribersTableProps, 'selected' | 'onToggle'> & { subscriber: SubscriberItem }) {
  return <RowCheckbox id={subscriber.id} label={T.select(subscriber.email)} selected={selected} onToggle={onToggle} />;
}

/** One page of subscribers: a sortable table (checkbox, Email, Status, Subscribed Date, Actions), or cards on phones. */
export function SubscribersTable(props: SubscribersTableProps) {
  const { subscribers, selected, onToggle, sort, order, onSort, onDelete, busy, cards } = props;

  if (cards) {
    return (
      <ul className="divide-y divide-slate-100" aria-label={T.listLabel}>
        {subscribers.map((subscriber) => (
          <li
            key={subscriber.id}
            data-testid="subscriber-row"
            data-id={subscriber.id}
            className={`flex gap-3 px-4 py-4 ${selected.has(subscriber.id) ? 'bg-brand-50/60' : ''}`}
          >
            <div className="pt-0.5">
              <Checkbox subscriber={subscriber} selected={selected} onToggle={onToggle} />
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="subscriber-email">
                {subscriber.email}
              </p>
              <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">{subscriber.name || T.noName}</p>
              <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                <StatusBadge status={subscriber.status} />
                <span className="text-slate-600">
                  <span className="sr-only">{T.subscribedDate}: </span>
                  <time dateTime={subscriber.subscribedAt} data-testid="subscriber-date" className="tabular-nums">
                    {isoDate(subscriber.subscribedAt)}
                  </time>
                </span>
                <div className="ml-auto">
                  <DeleteButton
                    subscriber={subscriber}
                    disabled={busy.has(subscriber.id)}
                    onDelete={() => onDelete(subscriber)}
                  />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <th scope="col" className="w-10 py-3 pr-2 pl-4">
            <SelectAllCheckbox
              ids={subscribers.map((subscriber) => subscriber.id)}
              selected={selected}
              onToggleAll={props.onToggleAll}
              label={T.selectAllLabel}
            />
          </th>
          <SortableHeaders columns={SUBSCRIBER_COLUMNS} sort={sort} order={order} onSort={onSort} wide="email" />
          <th scope="col" className="py-3 pr-4 pl-2.5 text-right font-semibold">
            {T.actions}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {subscribers.map((subscriber) => (
          <tr
            key={subscriber.id}
            data-testid="subscriber-row"
            data-id={subscriber.id}
            className={selected.has(subscriber.id) ? 'bg-brand-50/60' : 'hover:bg-slate-50/80'}
          >
            <td className="py-3 pr-2 pl-4">
              <Checkbox subscriber={subscriber} selected={selected} onToggle={onToggle} />
            </td>
            <td className="max-w-0 px-2.5 py-3">
              <p className="truncate font-semibold text-slate-900" title={subscriber.email} data-testid="subscriber-email">
                {subscriber.email}
              </p>
              <p className="truncate text-xs text-slate-600">{subscriber.name || T.noName}</p>
            </td>
            <td className="px-2.5 py-3">
              <StatusBadge status={subscriber.status} />
            </td>
            <td className="px-2.5 py-3 whitespace-nowrap text-slate-600 tabular-nums">
              <time dateTime={subscriber.subscribedAt} data-testid="subscriber-date">
                {isoDate(subscriber.subscribedAt)}
              </time>
            </td>
            <td className="py-3 pr-4 pl-2.5 text-right">
              <DeleteButton subscriber={subscriber} disabled={busy.has(subscriber.id)} onDelete={() => onDelete(subscriber)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
