import type { SubscriberSearchDto } from '../../../shared/subscribers.schema.ts';
import { ADMIN_SUBSCRIBERS_TEXT as T } from '../../../shared/texts/admin-subscribers.ts';
import { ALERT_TEXT as A } from '../../../shared/texts/alerts.ts';
import { isoDate } from '../kit/list/list-query.ts';
import type { SubscriberSortKey } from './subscribers-query.ts';
import { RowAction } from '../kit/list/list-parts.tsx';
import { RowCards, SelectableTable, type ListRowsProps } from '../kit/list/list-rows.tsx';
import { TrashIcon } from '../kit/list/row-icons.tsx';
import { EmailAddress } from '../../components/ui/email-address.tsx';
import { StatusBadge } from '../kit/status-badge.tsx';

/** The fields of a subscriber (GET /api/subscribers) this page shows. */
export interface SubscriberItem {
  id: number;
  email: string;
  name: string | null;
  status: string;
  subscribedAt: string;
  /** False for an address with alerts only. */
  newsletter?: boolean;
  savedSearches?: SubscriberSearchDto[];
}

export const SUBSCRIBER_COLUMNS: Array<{ key: SubscriberSortKey; label: string }> = [
  { key: 'email', label: T.email },
  { key: 'status', label: T.status },
  { key: 'subscribedAt', label: T.subscribedDate },
];

export interface SubscribersTableProps extends ListRowsProps<SubscriberSortKey> {
  subscribers: SubscriberItem[];
  onDelete: (subscriber: SubscriberItem) => void;
}

function SubscriberStatus({ status }: { status: string }) {
  return (
    <StatusBadge tone={status === 'active' ? 'green' : 'slate'} testId="subscriber-status">
      {T.statusLabel(status)}
    </StatusBadge>
  );
}

/** A subscriber's saved searches: a badge with their count ('Alerts only' without the newsletter) that opens the searches in words. */
function SavedSearches({ subscriber }: { subscriber: SubscriberItem }) {
  const searches = subscriber.savedSearches ?? [];
  if (searches.length === 0) return null;
  return (
    <details className="mt-1 text-xs" data-testid="subscriber-alerts">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-900 ring-1 ring-brand-700/20 ring-inset">
        {A.alertsBadge(searches.length)}
        {subscriber.newsletter === false && <span className="font-normal text-slate-600">· {A.alertsOnly}</span>}
      </summary>
      <ul className="mt-1.5 space-y-1 whitespace-normal text-slate-700">
        {searches.map((search) => (
          <li key={search.id} className={search.status === 'stopped' ? 'text-slate-500 line-through' : undefined}>
            {search.description}{' '}
            <span className="text-slate-500">
              ({A.frequencyWord[search.frequency]}
              {search.status === 'stopped' ? `, ${A.stoppedWord}` : ''})
            </span>
          </li>
        ))}
      </ul>
    </details>
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

/** One page of subscribers: a sortable table (checkbox, Email, Status, Subscribed Date, Actions), or cards on phones. */
export function SubscribersTable(props: SubscribersTableProps) {
  const { subscribers, selected, onToggle, onDelete, busy, cards } = props;
  const selectLabel = (subscriber: SubscriberItem) => T.select(subscriber.email);

  if (cards) {
    return (
      <RowCards
        rows={subscribers}
        testId="subscriber-row"
        label={T.listLabel}
        selection={{ selected, onToggle, label: selectLabel, checkboxBoxClassName: 'pt-0.5' }}
      >
        {(subscriber) => (
          <>
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="subscriber-email">
              {subscriber.email}
            </p>
            <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">{subscriber.name || T.noName}</p>
            <SavedSearches subscriber={subscriber} />
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              <SubscriberStatus status={subscriber.status} />
              <span className="text-slate-600">
                <span className="sr-only">{T.subscribedDate}: </span>
                <time dateTime={subscriber.subscribedAt} data-testid="subscriber-date" className="tabular-nums">
                  {isoDate(subscriber.subscribedAt)}
                </time>
              </span>
              <div className="ml-auto">
                <DeleteButton subscriber={subscriber} disabled={busy.has(subscriber.id)} onDelete={() => onDelete(subscriber)} />
              </div>
            </div>
          </>
        )}
      </RowCards>
    );
  }

  return (
    <SelectableTable
      rows={subscribers}
      list={props}
      testId="subscriber-row"
      columns={SUBSCRIBER_COLUMNS}
      wide="email"
      selectLabel={selectLabel}
      selectAllLabel={T.selectAllLabel}
      actions={T.actions}
      cells={(subscriber) => (
        <>
          <td className="max-w-0 px-2.5 py-3">
            <p className="font-semibold text-slate-900" data-testid="subscriber-email">
              <EmailAddress email={subscriber.email} />
            </p>
            <p className="truncate text-xs text-slate-600">{subscriber.name || T.noName}</p>
            <SavedSearches subscriber={subscriber} />
          </td>
          <td className="px-2.5 py-3">
            <SubscriberStatus status={subscriber.status} />
          </td>
          <td className="px-2.5 py-3 whitespace-nowrap text-slate-600 tabular-nums">
            <time dateTime={subscriber.subscribedAt} data-testid="subscriber-date">
              {isoDate(subscriber.subscribedAt)}
            </time>
          </td>
          <td className="py-3 pr-4 pl-2.5 text-right">
            <DeleteButton subscriber={subscriber} disabled={busy.has(subscriber.id)} onDelete={() => onDelete(subscriber)} />
          </td>
        </>
      )}
    />
  );
}
