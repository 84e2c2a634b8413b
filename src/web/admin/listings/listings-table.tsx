import type { ListingDto } from '../../../shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { WarningTriangle } from '../fair-housing/index.ts';
import type { SortKey } from './listings-query.ts';
import { RowAction } from '../kit/list/list-parts.tsx';
import type { SortColumn } from '../kit/list/list-parts.tsx';
import { RowCards, SelectableTable, type ListRowsProps } from '../kit/list/list-rows.tsx';
import type { ListingFigures } from '../../../shared/insights.schema.ts';
import { INSIGHTS_TEXT as IT } from '../../../shared/texts/insights.ts';
import { EyeIcon, EyeSlashIcon, PencilIcon, TrashIcon } from '../kit/list/row-icons.tsx';
import { formatDate, formatRooms } from './listing-format.ts';
import { ListingThumb } from './listing-thumb.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { listingPortalWarnings, PortalWarnings } from './portal-warnings.tsx';
import { ROOM_FORM_TEXT as R } from './room-ui-text.ts';
import { formatDollars } from '../../../shared/words/money.ts';

export const COLUMNS: Array<SortColumn<SortKey>> = [
  { key: 'address', label: 'Address' },
  { key: 'neighborhood', label: T.apartmentNo, narrow: true },
  { key: 'price', label: 'Price' },
  { key: 'status', label: 'Status' },
  { key: 'views', label: IT.views, hint: IT.columnHint },
  { key: 'inquiries', label: IT.inquiries, hint: IT.columnHint },
  { key: 'is_sublet', label: 'Sublet' },
  { key: 'created_at', label: 'Created' },
];

/** A listing's views, inquiries and viewings of the last 30 days (GET /api/insights/listings). */
export type ListingFigureCounts = Pick<ListingFigures, 'views' | 'inquiries' | 'viewings'>;

export interface ListingsTableProps extends ListRowsProps<SortKey> {
  listings: ListingDto[];
  /** The listings' figures by id; null when they could not be loaded (the rows show a dash). */
  figures: ReadonlyMap<number, ListingFigureCounts> | null;
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

/** The fair housing marker: the listing's texts hold flagged wording. */
function WordingMarker({ listing }: { listing: ListingDto }) {
  const flags = listing.wordingFlags ?? 0;
  if (flags === 0) return null;
  return (
    <span
      data-testid="wording-marker"
      title={FH.markerTitle(flags)}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-500/40 ring-inset"
    >
      <WarningTriangle className="size-3.5 text-amber-600" />
      {FH.marker}
    </span>
  );
}

/** A room in a shared apartment, beside its address (decision 063); a whole apartment shows nothing. */
function RoomBadge({ listing }: { listing: ListingDto }) {
  return listing.kind === 'room' ? (
    <span
      data-testid="kind-room"
      className="inline-flex shrink-0 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-600/20 ring-inset"
    >
      {R.kindShort.room}
    </span>
  ) : null;
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

/** The views cell, and the inquiries cell with the viewings under it. */
function FigureCells({ figures }: { figures: ListingFigureCounts | null }) {
  if (!figures)
    return (
      <>
        <td className="px-2.5 py-3">
          <Missing />
        </td>
        <td className="px-2.5 py-3">
          <Missing />
        </td>
      </>
    );
  return (
    <>
      <td className="px-2.5 py-3 font-semibold text-slate-900 tabular-nums" data-testid="listing-views">
        {figureNumber.format(figures.views)}
      </td>
      <td className="px-2.5 py-3 whitespace-nowrap tabular-nums" data-testid="listing-inquiries">
        <span className="font-semibold text-slate-900">{figureNumber.format(figures.inquiries)}</span>
        <span className="block text-xs text-slate-600">{IT.viewingsCount(figures.viewings)}</span>
      </td>
    </>
  );
}

/** '12 views · 2 inquiries · 1 viewing' (cards). */
function FiguresLine({ figures }: { figures: ListingFigureCounts | null }) {
  return figures ? IT.figuresLine(figures) : <Missing />;
}

const NO_FIGURES: ListingFigureCounts = { views: 0, inquiries: 0, viewings: 0 };
const figureNumber = new Intl.NumberFormat('en-US');

/** A dash for figures that could not be loaded. */
function Missing() {
  return (
    <span className="text-slate-600" title={IT.figuresMissing}>
      —<span className="sr-only">{IT.figuresMissing}</span>
    </span>
  );
}

/** The listings of one page: a sortable table, or cards (one or two across) where a table does not fit. */
export function ListingsTable(props: ListingsTableProps) {
  const { listings, figures, selected, onToggle, onToggleStatus, onDelete, busy, cards } = props;
  const figuresOf = (listing: ListingDto) => (figures ? (figures.get(listing.id) ?? NO_FIGURES) : null);
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
                  <RoomBadge listing={listing} />
                  <WordingMarker listing={listing} />
                </p>
                <PortalWarnings warnings={listingPortalWarnings(listing)} className="mt-1.5" />
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm @md/card:grid-cols-4">
              <div>
                <dt className="text-xs text-slate-600">Price</dt>
                <dd className="font-semibold text-slate-900">{formatDollars(listing.price)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Status</dt>
                <dd>
                  <ListingStatusBadge status={listing.status} rentedOn={listing.rentedOn} />
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
              <div className="col-span-2 @md/card:col-span-4">
                <dt className="text-xs text-slate-600">{IT.listingFigures}</dt>
                <dd className="text-slate-700 tabular-nums" data-testid="listing-figures-30">
                  <FiguresLine figures={figuresOf(listing)} />
                </dd>
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
                {/* The address wraps rather than lose its end (the street is what tells two listings apart). */}
                <p
                  className="line-clamp-2 font-semibold break-words text-slate-900"
                  title={listing.address}
                  data-testid="listing-address"
                >
                  {listing.address}
                </p>
                <p className="flex min-w-0 items-center gap-2 text-xs text-slate-600">
                  <span className="truncate">{formatRooms(listing.bedrooms, listing.bathrooms, listing.size)}</span>
                  <RoomBadge listing={listing} />
                  <WordingMarker listing={listing} />
                </p>
                <PortalWarnings warnings={listingPortalWarnings(listing)} className="mt-1" />
              </div>
            </div>
          </td>
          <td className="px-2.5 py-3 whitespace-nowrap text-slate-700">{listing.neighborhood}</td>
          <td className="px-2.5 py-3 font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatDollars(listing.price)}
          </td>
          <td className="px-2.5 py-3">
            <ListingStatusBadge status={listing.status} rentedOn={listing.rentedOn} />
          </td>
          <FigureCells figures={figuresOf(listing)} />
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
