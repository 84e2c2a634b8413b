import { Link } from 'react-router';
import type { InquiryDto, InquirySort } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { isoDate } from '../kit/list/list-query.ts';
import { RowAction } from '../kit/list/list-parts.tsx';
import { RowCards, SelectableTable, type ListRowsProps } from '../kit/list/list-rows.tsx';
import { CheckIcon, EyeIcon, ReplyIcon, TrashIcon, UndoIcon } from '../kit/list/row-icons.tsx';
import { EmailAddress } from '../../components/ui/email-address.tsx';
import { propertyName, shortPropertyName } from './inquiry-format.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';

export const INQUIRY_COLUMNS: Array<{ key: InquirySort; label: string }> = [
  { key: 'name', label: T.name },
  { key: 'email', label: T.email },
  { key: 'property', label: T.property },
  { key: 'status', label: T.status },
  { key: 'createdAt', label: T.date },
];

export interface InquiriesTableProps extends ListRowsProps<InquirySort> {
  inquiries: InquiryDto[];
  onView: (inquiry: InquiryDto) => void;
  onReply: (inquiry: InquiryDto) => void;
  onToggleStatus: (inquiry: InquiryDto) => void;
  onDelete: (inquiry: InquiryDto) => void;
}

/** docs/product.md §3: the Property cell links to the listing's edit page when the inquiry names a listing. */
function PropertyCell({ inquiry }: { inquiry: InquiryDto }) {
  // The street and apartment identify the flat (two listings often share an address); the full address is the tooltip.
  const label = shortPropertyName(inquiry);
  if (inquiry.listing_id == null) return <span className="text-slate-500 italic">{label}</span>;
  return (
    <Link
      to={`/admin/listings/edit/${inquiry.listing_id}`}
      className="font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
      title={propertyName(inquiry)}
    >
      {label}
    </Link>
  );
}

/** 'Follow up 2026-11-24' under the date when one is set. */
function FollowUpLine({ inquiry }: { inquiry: InquiryDto }) {
  if (!inquiry.followUpOn) return null;
  return (
    <p className="mt-0.5 text-xs font-semibold whitespace-nowrap text-amber-800" data-testid="inquiry-follow-up">
      {T.followUpDueOn(inquiry.followUpOn)}
    </p>
  );
}

function RowActions({ inquiry, props, labelled }: { inquiry: InquiryDto; props: InquiriesTableProps; labelled: boolean }) {
  const disabled = props.busy.has(inquiry.id);
  const isNew = inquiry.status === 'new';
  const target = `inquiry from ${inquiry.name}`;
  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5">
      <RowAction
        onClick={() => props.onView(inquiry)}
        icon={<EyeIcon />}
        label={T.view}
        target={target}
        tone="neutral"
        labelled={labelled}
      />
      <RowAction
        onClick={() => props.onReply(inquiry)}
        icon={<ReplyIcon />}
        label={T.reply}
        target={target}
        tone="brand"
        labelled={labelled}
      />
      <RowAction
        onClick={() => props.onToggleStatus(inquiry)}
        disabled={disabled}
        icon={isNew ? <CheckIcon /> : <UndoIcon />}
        label={isNew ? T.markResponded : T.markNew}
        target={target}
        tone={isNew ? 'success' : 'warning'}
        labelled={labelled}
      />
      <RowAction
        onClick={() => props.onDelete(inquiry)}
        disabled={disabled}
        icon={<TrashIcon />}
        label={T.delete}
        target={target}
        tone="danger"
        labelled={labelled}
      />
    </div>
  );
}

/** One page of inquiries: a sortable table (checkbox, Name, Email, Property, Status, Date, Actions), or cards. */
export function InquiriesTable(props: InquiriesTableProps) {
  const { inquiries, selected, onToggle, cards } = props;

  if (cards) {
    return (
      <RowCards
        rows={inquiries}
        testId="inquiry-row"
        label={T.listLabel}
        selection={{ selected, onToggle, label: (inquiry) => T.select(inquiry.name), checkboxClassName: 'mt-1' }}
      >
        {(inquiry) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="inquiry-name">
                  {inquiry.name}
                </p>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600" data-testid="inquiry-email">
                  {inquiry.email || inquiry.phone}
                </p>
              </div>
              <InquiryStatusBadge status={inquiry.status} />
            </div>
            <p className="mt-2 text-sm [overflow-wrap:anywhere]">
              <span className="sr-only">{T.property}: </span>
              <PropertyCell inquiry={inquiry} />
            </p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{inquiry.message}</p>
            <p className="mt-2 text-xs text-slate-500 tabular-nums">
              <span className="sr-only">{T.date}: </span>
              <time dateTime={inquiry.createdAt} data-testid="inquiry-date">
                {isoDate(inquiry.createdAt, T.unknownDate)}
              </time>
              {' · '}
              <span data-testid="inquiry-source">
                <span className="sr-only">{T.source}: </span>
                {inquiry.source}
              </span>
            </p>
            <FollowUpLine inquiry={inquiry} />
            <div className="mt-3">
              <RowActions inquiry={inquiry} props={props} labelled />
            </div>
          </>
        )}
      </RowCards>
    );
  }

  return (
    <SelectableTable
      rows={inquiries}
      list={props}
      testId="inquiry-row"
      columns={INQUIRY_COLUMNS}
      selectLabel={(inquiry) => T.select(inquiry.name)}
      selectAllLabel={T.selectAllLabel}
      actions={T.actions}
      cells={(inquiry) => (
        <>
          <td className="max-w-40 px-2.5 py-3">
            <p className="truncate font-semibold text-slate-900" title={inquiry.name} data-testid="inquiry-name">
              {inquiry.name}
            </p>
            {inquiry.replyCount > 0 && <p className="text-xs text-slate-500">{T.replies(inquiry.replyCount)}</p>}
          </td>
          <td className="max-w-56 px-2.5 py-3">
            {/* The address whole, wrapped after its '@' when the column is narrow (it identifies the renter);
                a lead entered with a phone number only shows the number here. */}
            <p className="text-slate-700" data-testid="inquiry-email">
              {inquiry.email ? (
                <EmailAddress email={inquiry.email} />
              ) : (
                <span className="whitespace-nowrap">{inquiry.phone}</span>
              )}
            </p>
          </td>
          <td className="max-w-60 px-2.5 py-3">
            {/* The street and apartment wrap rather than lose the apartment to an ellipsis. */}
            <p className="break-words">
              <PropertyCell inquiry={inquiry} />
            </p>
            <p className="text-xs text-slate-500" data-testid="inquiry-source">
              <span className="sr-only">{T.source}: </span>
              {inquiry.source}
            </p>
          </td>
          <td className="px-2.5 py-3">
            <InquiryStatusBadge status={inquiry.status} />
          </td>
          <td className="px-2.5 py-3 whitespace-nowrap text-slate-600 tabular-nums">
            <time dateTime={inquiry.createdAt} data-testid="inquiry-date">
              {isoDate(inquiry.createdAt, T.unknownDate)}
            </time>
            <FollowUpLine inquiry={inquiry} />
          </td>
          <td className="py-3 pr-4 pl-2.5">
            <RowActions inquiry={inquiry} props={props} labelled={false} />
          </td>
        </>
      )}
    />
  );
}
