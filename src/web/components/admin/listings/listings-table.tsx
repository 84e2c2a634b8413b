import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ListingDto } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import type { SortKey, SortOrder } from '../../../routes/admin/listings/listings-query.ts';
import { formatDate, formatPrice, formatRooms, thumbnailUrl } from './listing-format.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';

export const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: 'address', label: 'Address' },
  { key: 'neighborhood', label: T.apartmentNo },
  { key: 'price', label: 'Price' },
  { key: 'status', label: 'Status' },
  { key: 'is_sublet', label: 'Sublet' },
  { key: 'created_at', label: 'Created' },
];

export interface ListingsTableProps {
  listings: ListingDto[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  sort: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
  onToggleStatus: (listing: ListingDto) => void;
  onDelete: (listing: ListingDto) => void;
  /** Rows with a request under way: their actions are disabled. */
  busy: ReadonlySet<number>;
  /** Cards instead of table rows (narrow boxes). */
  cards: boolean;
}

function SelectAll({ listings, selected, onToggleAll }: Pick<ListingsTableProps, 'listings' | 'selected' | 'onToggleAll'>) {
  const ref = useRef<HTMLInputElement>(null);
  const count = listings.filter((l) => selected.has(l.id)).length;
  const all = listings.length > 0 && count === listings.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all listings on this page"
      checked={all}
      disabled={listings.length === 0}
      onChange={(event) => onToggleAll(event.target.checked)}
      className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
    />
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

function Thumb({ listing, small = false }: { listing: ListingDto; small?: boolean }) {
  const box = small ? 'size-10' : 'size-12';
  const photo = listing.images[0];
  if (!photo)
    return (
      <span
        aria-hidden="true"
        className={`flex ${box} shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400`}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-6">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="m2.25 12 8.954-8.955a1.126 1.126 0 0 1 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75M8.25 21h8.25"
          />
        </svg>
      </span>
    );
  return (
    <img
      src={thumbnailUrl(photo)}
      alt=""
      loading="lazy"
      className={`${box} shrink-0 rounded-lg object-cover`}
      width={48}
      height={48}
    />
  );
}

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path d="m5.433 13.917 1.262-3.155A4 4 0 0 1 7.58 9.42l6.92-6.918a2.121 2.121 0 0 1 3 3l-6.92 6.918c-.383.383-.84.685-1.343.886l-3.154 1.262a.5.5 0 0 1-.65-.65Z" />
    <path d="M3.5 5.75c0-.69.56-1.25 1.25-1.25H10A.75.75 0 0 0 10 3H4.75A2.75 2.75 0 0 0 2 5.75v9.5A2.75 2.75 0 0 0 4.75 18h9.5A2.75 2.75 0 0 0 17 15.25V10a.75.75 0 0 0-1.5 0v5.25c0 .69-.56 1.25-1.25 1.25h-9.5c-.69 0-1.25-.56-1.25-1.25v-9.5Z" />
  </svg>
);
const EyeIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path d="M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
    <path
      fillRule="evenodd"
      d="M.664 10.59a1.651 1.651 0 0 1 0-1.186A10.004 10.004 0 0 1 10 3c4.257 0 7.893 2.66 9.336 6.41.147.381.146.804 0 1.186A10.004 10.004 0 0 1 10 17c-4.257 0-7.893-2.66-9.336-6.41ZM14 10a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z"
      clipRule="evenodd"
    />
  </svg>
);
const EyeSlashIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path
      fillRule="evenodd"
      d="M3.28 2.22a.75.75 0 0 0-1.06 1.06l14.5 14.5a.75.75 0 1 0 1.06-1.06l-1.745-1.745a10.029 10.029 0 0 0 3.3-4.38 1.651 1.651 0 0 0 0-1.185A10.004 10.004 0 0 0 9.999 3a9.956 9.956 0 0 0-4.744 1.194L3.28 2.22ZM7.752 6.69l1.092 1.092a2.5 2.5 0 0 1 3.374 3.373l1.091 1.092a4 4 0 0 0-5.557-5.557Z"
      clipRule="evenodd"
    />
    <path d="m10.748 13.93 2.523 2.523a9.987 9.987 0 0 1-3.27.547c-4.258 0-7.894-2.66-9.337-6.41a1.651 1.651 0 0 1 0-1.186A10.007 10.007 0 0 1 2.839 6.02L6.07 9.252a4 4 0 0 0 4.678 4.678Z" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
    <path
      fillRule="evenodd"
      d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.443c-.795.077-1.584.176-2.365.298a.75.75 0 1 0 .23 1.482l.149-.022.841 10.518A2.75 2.75 0 0 0 7.596 19h4.807a2.75 2.75 0 0 0 2.742-2.53l.841-10.52.149.023a.75.75 0 0 0 .23-1.482A41.03 41.03 0 0 0 14 4.193V3.75A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.673.025 2.5.075V3.75c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.325C8.327 4.025 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
      clipRule="evenodd"
    />
  </svg>
);

interface RowActionsProps {
  listing: ListingDto;
  onToggleStatus: () => void;
  onDelete: () => void;
  disabled: boolean;
  /** Cards have room for words next to the icons; table rows show icons with tooltips. */
  labelled: boolean;
}

function RowActions({ listing, onToggleStatus, onDelete, disabled, labelled }: RowActionsProps) {
  const activate = listing.status !== 'active';
  const verb = activate ? 'Activate' : 'Deactivate';
  // Each action names its listing for screen readers; sighted users see the word (cards) or a tooltip.
  const text = (word: string) =>
    labelled ? (
      <>
        <span>{word}</span>
        <span className="sr-only"> {listing.address}</span>
      </>
    ) : (
      <span className="sr-only">
        {word} {listing.address}
      </span>
    );
  const size = labelled ? 'h-8 gap-1.5 px-3 text-xs font-semibold' : 'size-8';
  const base = `inline-flex items-center justify-center rounded-lg ring-1 ring-inset transition disabled:cursor-not-allowed disabled:opacity-50 ${size}`;
  return (
    <div className="flex items-center justify-end gap-1.5">
      <Link
        to={`/admin/listings/edit/${listing.id}`}
        title={labelled ? undefined : 'Edit'}
        className={`${base} text-brand-700 ring-brand-600/30 hover:bg-brand-50`}
      >
        <PencilIcon />
        {text('Edit')}
      </Link>
      <button
        type="button"
        onClick={onToggleStatus}
        disabled={disabled}
        title={labelled ? undefined : verb}
        className={`${base} ${activate ? 'text-emerald-700 ring-emerald-600/30 hover:bg-emerald-50' : 'text-amber-700 ring-amber-600/30 hover:bg-amber-50'}`}
      >
        {activate ? <EyeIcon /> : <EyeSlashIcon />}
        {text(verb)}
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        title={labelled ? undefined : 'Delete'}
        className={`${base} text-red-700 ring-red-600/30 hover:bg-red-50`}
      >
        <TrashIcon />
        {text('Delete')}
      </button>
    </div>
  );
}

function SubletBadge({ sublet, label = 'Yes' }: { sublet: boolean; label?: string }) {
  return sublet ? (
    <span className="inline-flex rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-600/20 ring-inset">
      {label}
    </span>
  ) : (
    <span className="text-sm text-slate-600">No</span>
  );
}

/** The listings of one page: a sortable table, or cards (one or two across) where a table does not fit. */
export function ListingsTable(props: ListingsTableProps) {
  const { listings, selected, onToggle, sort, order, onSort, onToggleStatus, onDelete, busy, cards } = props;

  if (cards) {
    return (
      <ul className="-mb-px grid grid-cols-1 @2xl:grid-cols-2" aria-label="Listings">
        {listings.map((listing) => (
          <li
            key={listing.id}
            className={`@container/card flex gap-3 border-b border-slate-100 px-4 py-4 @2xl:odd:border-r ${selected.has(listing.id) ? 'bg-brand-50/60' : ''}`}
            data-testid="listing-row"
            data-id={listing.id}
          >
            <input
              type="checkbox"
              aria-label={`Select ${listing.address}`}
              checked={selected.has(listing.id)}
              onChange={(event) => onToggle(listing.id, event.target.checked)}
              className="mt-4 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
            />
            <div className="min-w-0 flex-1">
              <div className="flex gap-3">
                <Thumb listing={listing} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900" data-testid="listing-address">
                    {listing.address}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                    <span>
                      {T.apartmentNo} {listing.neighborhood}
                    </span>
                    {listing.is_sublet && <SubletBadge sublet label="Sublet" />}
                  </p>
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm @md/card:grid-cols-4">
                <div>
                  <dt className="text-xs text-slate-600">Price</dt>
                  <dd className="font-semibold text-slate-900">{formatPrice(listing.price)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Status</dt>
                  <dd>
                    <ListingStatusBadge status={listing.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Rooms</dt>
                  <dd className="text-slate-700">{formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Created</dt>
                  <dd className="text-slate-700">{formatDate(listing.created_at)}</dd>
                </div>
              </dl>
              <div className="mt-3">
                <RowActions
                  listing={listing}
                  labelled
                  disabled={busy.has(listing.id)}
                  onToggleStatus={() => onToggleStatus(listing)}
                  onDelete={() => onDelete(listing)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="w-full min-w-[720px] border-collapse text-left text-sm">
      <thead className="bg-slate-50 text-xs text-slate-600">
        <tr>
          <th scope="col" className="w-10 py-3 pr-2 pl-4">
            <SelectAll listings={listings} selected={selected} onToggleAll={props.onToggleAll} />
          </th>
          {COLUMNS.map((column) => {
            const active = sort === column.key;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                className={`px-2.5 py-3 font-semibold whitespace-nowrap ${column.key === 'address' ? 'w-full' : ''}`}
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
          <th scope="col" className="py-3 pr-4 pl-3 text-right font-semibold">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {listings.map((listing) => (
          <tr
            key={listing.id}
            data-testid="listing-row"
            data-id={listing.id}
            className={selected.has(listing.id) ? 'bg-brand-50/60' : 'hover:bg-slate-50/80'}
          >
            <td className="py-3 pr-2 pl-4">
              <input
                type="checkbox"
                aria-label={`Select ${listing.address}`}
                checked={selected.has(listing.id)}
                onChange={(event) => onToggle(listing.id, event.target.checked)}
                className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
              />
            </td>
            <td className="max-w-0 px-2.5 py-3">
              <div className="flex items-center gap-3">
                <Thumb listing={listing} small />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900" title={listing.address} data-testid="listing-address">
                    {listing.address}
                  </p>
                  <p className="truncate text-xs text-slate-600">
                    {formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">{listing.neighborhood}</td>
            <td className="px-2.5 py-3 font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatPrice(listing.price)}
            </td>
            <td className="px-2.5 py-3">
              <ListingStatusBadge status={listing.status} />
            </td>
            <td className="px-2.5 py-3">
              <SubletBadge sublet={listing.is_sublet} />
            </td>
            <td className="px-2.5 py-3 whitespace-nowrap text-slate-600">{formatDate(listing.created_at)}</td>
            <td className="py-3 pr-4 pl-3">
              <RowActions
                listing={listing}
                labelled={false}
                disabled={busy.has(listing.id)}
                onToggleStatus={() => onToggleStatus(listing)}
                onDelete={() => onDelete(listing)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
