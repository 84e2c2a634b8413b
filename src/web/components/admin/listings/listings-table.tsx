import type { ListingDto } from '../../../../shared/listings.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import type { SortKey } from '../../../routes/admin/listings/listings-query.ts';
import { RowAction } from '../list/list-parts.tsx';
import { RowCards, SelectableTable, type ListRowsProps } from '../list/list-rows.tsx';
import { EyeIcon, EyeSlashIcon, PencilIcon, TrashIcon } from '../list/row-icons.tsx';
import { formatDate, formatPrice, formatRooms } from './listing-format.ts';
import { ListingThumb } from './listing-thumb.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';

export const COLUMNS: Array<{ key: SortKey; label: string }> = [
  { key: 'address', label: 'Address' },
  { key: 'neighborhood', label: T.apartmentNo },
  { key: 'price', label: 'Price' },
  { key: 'status', label: 'Status' },
  { key: 'is_sublet', label: 'Sublet' },
  { key: 'created_at', label: 'Created' },
];

export interface ListingsTableProps extends ListRowsProps<SortKey> {
  listings: ListingDto[];
  onToggleStatus: (listing: ListingDto) => void;
  onDelete: (listing: ListingDto) => void;
}

function Thumb({ listing, small = false }: { listing: ListingDto; small?: boolean }) {
  return <ListingThumb listing={listing} className={`${small ? 'size-10' : 'size-12'} rounded-lg`} px={48} />;
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
  const { listings, selected, onToggle, onToggleStatus, onDelete, busy, cards } = props;
  const selectLabel = (listing: ListingDto) => `Select ${listing.address}`;
  const actions = (listing: ListingDto, labelled: boolean) => (
    <RowActions
      listing={listing}
      labelled={labelled}
      disabled={busy.has(listing.id)}
      onToggleStatus={() => onToggleStatus(listing)}
      onDelete={() => onDelete(listing)}
    />
  );

  if (cards) {
    return (
      <RowCards
        rows={listings}
        testId="listing-row"
        label="Listings"
        className="-mb-px grid grid-cols-1 @2xl:grid-cols-2"
        itemClassName="@container/card flex gap-3 border-b border-slate-100 px-4 py-4 @2xl:odd:border-r"
        selection={{ selected, onToggle, label: selectLabel, checkboxClassName: 'mt-4' }}
      >
        {(listing) => (
          <>
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
            <div className="mt-3">{actions(listing, true)}</div>
          </>
        )}
      </RowCards>
    );
  }

  return (
    <SelectableTable
      rows={listings}
      list={props}
      testId="listing-row"
      className="min-w-[720px]"
      columns={COLUMNS}
      wide="address"
      selectLabel={selectLabel}
      selectAllLabel="Select all listings on this page"
      actions={<span className="sr-only">Actions</span>}
      actionsClassName="pl-3"
      cells={(listing) => (
        <>
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
          <td className="py-3 pr-4 pl-3">{actions(listing, false)}</td>
        </>
      )}
    />
  );
}
