import { Link } from 'react-router';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { FOLLOW_UPS_TEXT as T } from '../../../shared/texts/follow-ups.ts';
import { api } from '../kit/api-client.ts';
import { RecentPanel, RecentPanelNote, usePanelRead } from '../kit/list/recent-panel.tsx';
import { propertyName } from './inquiry-format.ts';

interface FollowUpsDue {
  today: string;
  total: number;
  inquiries: InquiryDto[];
}

const DUE_LIST = '/admin/inquiries?followUp=due';
const readDue = (signal: AbortSignal) => api.get<FollowUpsDue>('/inquiries/follow-ups', { signal });

/**
 * The dashboard's 'Follow-ups due': the inquiries whose follow-up day is today or past (New York), the
 * most overdue first, each opening its inquiry; 'View all' is the list's 'Follow-ups due' filter.
 */
export function FollowUpsDueBox() {
  const due = usePanelRead(readDue);
  const empty =
    due === 'failed' ? (
      <RecentPanelNote alert>{T.loadFailed}</RecentPanelNote>
    ) : due && due.inquiries.length === 0 ? (
      <RecentPanelNote>{T.none}</RecentPanelNote>
    ) : null;
  const loaded = due && due !== 'failed' ? due : null;
  const rows = loaded?.inquiries ?? [];
  const rest = loaded ? loaded.total - loaded.inquiries.length : 0;
  return (
    <RecentPanel id="follow-ups-due-title" title={T.boxTitle} viewAll={{ to: DUE_LIST, label: T.viewAll }} empty={empty}>
      {rows.map((inquiry) => {
        const overdue = loaded !== null && inquiry.followUpOn !== null && inquiry.followUpOn < loaded.today;
        return (
          <li key={inquiry.id} data-testid="follow-up-due">
            <Link to={`/admin/inquiries?view=${inquiry.id}`} className="block px-5 py-3.5 transition hover:bg-slate-50">
              <span className="flex items-center justify-between gap-3">
                <span className="truncate font-semibold text-slate-900">{inquiry.name}</span>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
                    overdue ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
                  }`}
                >
                  {overdue ? T.overdue(inquiry.followUpOn ?? '') : T.dueToday}
                </span>
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">
                {propertyName(inquiry)} · {inquiry.source}
              </span>
              {inquiry.followUpNote && (
                <span className="mt-0.5 block truncate text-xs text-slate-500">{inquiry.followUpNote}</span>
              )}
            </Link>
          </li>
        );
      })}
      {rest > 0 && (
        <li>
          <Link to={DUE_LIST} className="block px-5 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-50 hover:underline">
            {T.more(rest)}
          </Link>
        </li>
      )}
    </RecentPanel>
  );
}
