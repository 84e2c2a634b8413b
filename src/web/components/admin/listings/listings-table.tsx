import type { ListingDto } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import type { SortOrder } from '../../../lib/list-query.ts';
import type { SortKey } from '../../../routes/admin/listings/listings-query.ts';
import { RowAction, RowCheckbox, SelectAllCheckbox, SortableHeaders } from '../list/list-parts.tsx';
import { EyeIcon, EyeSlashIcon, PencilIcon, TrashIcon } from '../list/row-icons.tsx';
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
  return (
    <div className="flex items-center justify-end gap-1.5">
      <RowAction
        to={`/admin/listings/edit/${listing.id}`}
        icon={<PencilIcon />}
        label="Edit"
        target={listing.address}
        tone="brand"
        labelled={labelled}
      />
      <RowAction
        onClick={onToggleStatus}
        disabled={disabled}
        icon={activate ? <EyeIcon /> : <EyeSlashIcon />}
        label={activate ? 'Activate' : 'Deactivate'}
        target={listing.address}
        tone={activate ? 'success' : 'warning'}
        labelled={labelled}
      />
      <RowAction
        onClick={onDelete}
        disabled={disabled}
        icon={<TrashIcon />}
        label="Delete"
        target={listing.address}
        tone="danger"
        labelled={labelled}
      />
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
            <RowCheckbox
              id={listing.id}
              label={`Select ${listing.address}`}
              selected={selected}
              onToggle={onToggle}
              className="mt-4"
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
            <SelectAllCheckbox
              ids={listings.map((listing) => listing.id)}
              selected={selected}
              onToggleAll={props.onToggleAll}
              label="Select all listings on this page"
            />
          </th>
          <SortableHeaders columns={COLUMNS} sort={sort} order={order} onSort={onSort} wide="address" />
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
              <RowCheckbox id={listing.id} label={`Select ${listing.address}`} selected={selected} onToggle={onToggle} />
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
