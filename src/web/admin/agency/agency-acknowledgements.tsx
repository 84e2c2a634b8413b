import type { AgencyAcknowledgementDto } from '../../../shared/agency.ts';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { newYorkDateTime } from '../kit/date-time.ts';

/** How one acknowledgement was given and when (New York time). */
function how(a: AgencyAcknowledgementDto): string {
  if (a.method === 'recorded') return S.byRecord(a.acknowledgedOn ?? '');
  if (!a.acknowledgedAt) return S.waiting(a.email);
  const when = newYorkDateTime(a.acknowledgedAt);
  return a.method === 'form' ? S.byForm(when, a.clientAddress ?? '') : S.byLink(when, a.clientAddress ?? '');
}

/**
 * Who acknowledged the New York State agency disclosure (RPL §443, decision 088), what and when: on a
 * deal (its tenants, then its landlord) and on a listing (its landlord).
 */
export function AgencyAcknowledgements({ items, empty }: { items: AgencyAcknowledgementDto[]; empty: string }) {
  if (items.length === 0) return <p className="text-xs text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-1 text-xs text-slate-700" data-testid="agency-acknowledgements">
      {items.map((a, i) => (
        <li key={i}>
          <span className="font-semibold">{a.party === 'tenant' ? S.partyTenant : S.partyLandlord}</span> · {a.name}: {how(a)}
        </li>
      ))}
    </ul>
  );
}
