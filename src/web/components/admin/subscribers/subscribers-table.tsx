import { useEffect, useRef } from 'react';
import { ADMIN_SUBSCRIBERS_TEXT as T } from '../../../../shared/texts/admin-subscribers.ts';
import { subscribedDate, type SortOrder, type SubscriberSortKey } from '../../../routes/admin/subscribers/subscribers-query.ts';

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

/** The checkbox that selects (or clears) every subscriber of the current page; mixed when some are. */
export function SelectAllSubscribers({
  subscribers,
  selected,
  onToggleAll,
  label = T.selectAllLabel,
}: Pick<SubscribersTableProps, 'subscribers' | 'selected' | 'onToggleAll'> & { label?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const count = subscribers.filter((s) => selected.has(s.id)).length;
  const all = subscribers.length > 0 && count === subscribers.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={all}
      disabled={subscribers.length === 0}
      onChange={(event) => onToggleAll(event.target.checked)}
      className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
    />
  );
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

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={`size-3.5 ${active ? 'text-brand-600' : 'text-slate-300 group-hover:text-slate-400'}`}
    >
      <path d="M8 3 4.5 7h7L8 3Z" fill="currentColor" opacity={active && order === 'desc' ? 0.25 : 1} />
      <path d="M8 13l3.5-4h-7L8 13Z" fill="currentColor" opacity={active && order === 'asc' ? 0.25 : 1} />
    </svg>
  );
}

const TrashIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path
      fillRule="evenodd"
      d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
      clipRule="evenodd"
    />
  </svg>
);

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
    <button
      type="button"
      onClick={onDelete}
      disabled={disabled}
      className="inline-flex h-8 items-center justify-center gap-1.5 rounded-lg px-3 text-xs font-semibold text-red-700 ring-1 ring-red-600/30 transition ring-inset hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <TrashIcon />
      <span>{T.delete}</span>
      <span className="sr-only"> {subscriber.email}</span>
    </button>
  );
}

function Checkbox({
  subscriber,
  selected,
  onToggle,
}: Pick<SubscribersTableProps, 'selected' | 'onToggle'> & { subscriber: SubscriberItem }) {
  return (
    <input
      type="checkbox"
      aria-label={T.select(subscriber.email)}
      checked={selected.has(subscriber.id)}
      onChange={(event) => onToggle(subscriber.id, event.target.checked)}
      className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
    />
  );
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
                    {subscribedDate(subscriber.subscribedAt)}
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
            <SelectAllSubscribers subscribers={subscribers} selected={selected} onToggleAll={props.onToggleAll} />
          </th>
          {SUBSCRIBER_COLUMNS.map((column) => {
            const active = sort === column.key;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                className={`px-2.5 py-3 font-semibold whitespace-nowrap ${column.key === 'email' ? 'w-full' : ''}`}
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className={`group inline-flex items-center gap-1 hover:text-slate-900 ${active ? 'text-slate-900' : ''}`}
                >
                  {column.label}
                  <SortIcon active={active} order={order} />
                </button>
              </th>
            );
          })}
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
                {subscribedDate(subscriber.subscribedAt)}
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
