import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../../shared/texts/leases.ts';
import type { LeaseDto } from '../../../shared/leases.ts';
import { dayLabel } from '../deals/index.ts';
import { formatCents } from '../../../shared/words/money.ts';

interface ReportContent {
  rooms?: Array<{ name: string; condition: keyof typeof API.conditions }>;
  photos?: number[];
}
interface StatementContent {
  movedOutOn?: string;
  deadline?: string;
  retainedCents?: number;
  balanceCents?: number;
}

/** A move-in report's rooms (each with its condition) and photos, from what the product wrote it from. */
export function ReportSummary({ lease }: { lease: LeaseDto }) {
  const content = (lease.content ?? {}) as ReportContent;
  const rooms = content.rooms ?? [];
  const photos = (content.photos ?? []).reduce((sum, n) => sum + n, 0);
  return (
    <div className="text-sm text-slate-600" data-testid="report-summary">
      <p className="font-medium text-slate-800">{T.reportSummary(rooms.length, photos)}</p>
      <p className="[overflow-wrap:anywhere]">
        {rooms.map((room) => `${room.name}: ${API.conditions[room.condition] ?? room.condition}`).join(' · ')}
      </p>
    </div>
  );
}

/** A deposit statement's move-out day, what is kept and returned, and its deadline (New York days). */
export function StatementSummary({ lease }: { lease: LeaseDto }) {
  const c = (lease.content ?? {}) as StatementContent;
  if (!c.movedOutOn || c.retainedCents === undefined || c.balanceCents === undefined) return null;
  return (
    <div className="text-sm text-slate-600 tabular-nums" data-testid="statement-summary">
      <p className="font-medium text-slate-800">
        {T.statementSummary(dayLabel(c.movedOutOn), formatCents(c.retainedCents), formatCents(c.balanceCents))}
      </p>
      {c.deadline && <p>{T.statementDue(dayLabel(c.deadline))}</p>}
    </div>
  );
}
