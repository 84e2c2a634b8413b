import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ListingDto } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import type { SortKey, SortOrder } from '../../../routes/admin/listings/listings-query.ts';
import { formatDate, formatPrice, formatRooms } from './listing-format.ts';
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
  /** Below 768 px the rows become cards. */
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
    <svg viewBox="0 0 16 16" aria-hidden="true" className={`size-3.5 ${active ? 'text-brand-600' : 'text-slate-300 group-hover:text-slate-400'}`}>
      <path d="M8 3 4.5 7h7L8 3Z" fill="currentColor" opacity={active && order === 'desc' ? 0.25 : 1} />
      <path d="M8 13l3.5-4h-7L8 13Z" fill="currentColor" opacity={active && order === 'asc' ? 0.25 : 1} />
    </svg>
  );
}

function Thumb({ listing }: { listing: ListingDto }) {
  const photo = listing.images[0];
  if (!photo)
    return (
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-6">
          <path strokeLinecap="round" strokeLinejoin="round" d="m2.25 12 8.954-8.955a1.126 1.126 0 0 1 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75M8.25 21h8.25" />
        </svg>
      </span>
    );
  const small = photo.widths[0];
  const src = small ? photo.url.replace(/-\d+\.webp$/, `-${small}.webp`) : photo.url;
  return <img src={src} alt="" loading="lazy" className="size-12 shrink-0 rounded-lg object-cover" width={48} height={48} />;
}

const actionBase =
  'inline-flex items-center rounded-md px-2.5 py-1.5 text-xs font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

function RowActions({ listing, onToggleStatus, onDelete, disabled }: { listing: ListingDto; onToggleStatus: () => void; onDelete: () => void; disabled: boolean }) {
  const activate = listing.status !== 'active';
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5">
      <Link
        to={`/admin/listings/edit/${listing.id}`}
        aria-label={`Edit ${listing.address}`}
        className={`${actionBase} text-brand-700 ring-1 ring-brand-600/30 ring-inset hover:bg-brand-50`}
      >
        Edit
      </Link>
      <button
        type="button"
        onClick={onToggleStatus}
        disabled={disabled}
        aria-label={`${activate ? 'Activate' : 'Deactivate'} ${listing.address}`}
        className={
          activate
            ? `${actionBase} text-emerald-800 ring-1 ring-emerald-600/30 ring-inset hover:bg-emerald-50`
            : `${actionBase} text-amber-800 ring-1 ring-amber-600/30 ring-inset hover:bg-amber-50`
        }
      >
        {activate ? 'Activate' : 'Deactivate'}
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Delete ${listing.address}`}
        className={`${actionBase} text-red-700 ring-1 ring-red-600/30 ring-inset hover:bg-red-50`}
      >
        Delete
      </button>
    </div>
  );
}

function SubletBadge({ sublet }: { sublet: boolean }) {
  return sublet ? (
    <span className="inline-flex rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-600/20 ring-inset">Sublet</span>
  ) : (
    <span className="text-sm text-slate-500">No</span>
  );
}

/** The listings of one page: a sortable table from 768 px, a card list below. */
export function ListingsTable(props: ListingsTableProps) {
  const { listings, selected, onToggle, sort, order, onSort, onToggleStatus, onDelete, busy, cards } = props;

  if (cards) {
    return (
      <ul className="divide-y divide-slate-100" aria-label="Listings">
        {listings.map((listing) => (
          <li key={listing.id} className="flex gap-3 px-4 py-4" data-testid="listing-row" data-id={listing.id}>
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
                  <p className="text-sm text-slate-600">
                    {T.apartmentNo} {listing.neighborhood}
                  </p>
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">Price</dt>
                  <dd className="font-semibold text-slate-900">{formatPrice(listing.price)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Status</dt>
                  <dd>
                    <ListingStatusBadge status={listing.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Rooms</dt>
                  <dd className="text-slate-700">{formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">Sublet · Created</dt>
                  <dd className="flex items-center gap-2 text-slate-700">
                    <SubletBadge sublet={listing.is_sublet} /> <span>{formatDate(listing.created_at)}</span>
                  </dd>
                </div>
              </dl>
              <div className="mt-3">
                <RowActions
                  listing={listing}
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
    <table className="w-full min-w-[860px] border-collapse text-left text-sm">
      <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
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
                className="px-3 py-3 font-semibold"
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className={`group inline-flex items-center gap-1 uppercase hover:text-slate-900 ${active ? 'text-slate-900' : ''}`}
                >
                  {column.label}
                  <SortIcon active={active} order={order} />
                </button>
              </th>
            );
          })}
          <th scope="col" className="px-4 py-3 text-right font-semibold">
            Actions
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
            <td className="max-w-xs px-3 py-3">
              <div className="flex items-center gap-3">
                <Thumb listing={listing} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900" title={listing.address} data-testid="listing-address">
                    {listing.address}
                  </p>
                  <p className="text-xs text-slate-500">{formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}</p>
                </div>
              </div>
            </td>
            <td className="px-3 py-3 text-slate-700">{listing.neighborhood}</td>
            <td className="px-3 py-3 font-semibold text-slate-900 tabular-nums">{formatPrice(listing.price)}</td>
            <td className="px-3 py-3">
              <ListingStatusBadge status={listing.status} />
            </td>
            <td className="px-3 py-3">
              <SubletBadge sublet={listing.is_sublet} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-slate-600">{formatDate(listing.created_at)}</td>
            <td className="px-4 py-3">
              <RowActions
                listing={listing}
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
