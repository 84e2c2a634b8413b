import { Link } from 'react-router';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { isoDate } from '../kit/list/list-query.ts';
import { RecentPanel, RecentPanelNote } from '../kit/list/recent-panel.tsx';
import { shortPropertyName } from './inquiry-format.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';

/** The dashboard's newest inquiries; each opens its inquiry on the Customer Inquiries page. */
export function RecentInquiries({ inquiries }: { inquiries: InquiryDto[] }) {
  return (
    <RecentPanel
      id="recent-inquiries-title"
      title={T.recentInquiries}
      viewAll={{ to: '/admin/inquiries', label: T.viewAll }}
      empty={inquiries.length === 0 ? <RecentPanelNote>{T.noInquiriesYet}</RecentPanelNote> : null}
    >
      {inquiries.map((inquiry) => (
        <li key={inquiry.id} data-testid="recent-inquiry">
          <Link
            to={`/admin/inquiries?view=${inquiry.id}`}
            className="flex items-start gap-4 px-5 py-3.5 transition hover:bg-slate-50"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 uppercase"
            >
              {inquiry.name.trim().charAt(0) || '?'}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold text-slate-900" data-testid="recent-inquiry-name">
                  {inquiry.name}
                </span>
                <InquiryStatusBadge status={inquiry.status} />
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">{shortPropertyName(inquiry)}</span>
              <span className="mt-0.5 block truncate text-xs text-slate-500">
                {isoDate(inquiry.createdAt, T.unknownDate)} · {inquiry.message}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </RecentPanel>
  );
}
