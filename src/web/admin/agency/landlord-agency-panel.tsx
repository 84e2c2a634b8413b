import { useCallback, useEffect, useState } from 'react';
import type { AgencyAcknowledgementDto } from '../../../shared/agency.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { api } from '../kit/api-client.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { CardTitle } from '../kit/card-title.tsx';
import { AgencyAcknowledgements } from './agency-acknowledgements.tsx';

/**
 * The listing's landlord and the New York State agency disclosure (RPL §443, decision 088): who
 * acknowledged it, Record acknowledgement (the landlord's name and the day) and E-mail the disclosure
 * (a link the landlord acknowledges through, in their language).
 */
export function LandlordAgencyPanel({ listingId }: { listingId: number }) {
  const [items, setItems] = useState<AgencyAcknowledgementDto[] | null>(null);
  const [name, setName] = useState('');
  const [day, setDay] = useState(() => newYorkDate(new Date()));
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'en' | 'es' | 'zh'>('en');
  const { write, isBusy } = useAdminWrite<'record' | 'link'>();
  const path = `/admin/agency/listings/${listingId}`;

  const load = useCallback(async () => {
    try {
      setItems((await api.get<{ acknowledgements: AgencyAcknowledgementDto[] }>(path)).acknowledgements);
    } catch {
      setItems([]);
    }
  }, [path]);
  useEffect(() => void load(), [load]);

  const record = async () => {
    const done = await write(
      () => api.post<{ message?: string }>(`${path}/landlord`, { name, acknowledgedOn: day }),
      { done: (b) => b.message ?? S.recorded, failed: S.nameRequired },
      'record',
    );
    if (done.ok) void load();
  };
  const sendLink = async () => {
    const done = await write(
      () => api.post<{ message?: string }>(`${path}/landlord-link`, { name, email, language }),
      { done: (b) => b.message ?? S.linkSent(email), failed: S.emailInvalid },
      'link',
    );
    if (done.ok) void load();
  };

  return (
    <section aria-labelledby="landlord-agency" className="rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-xs">
      <CardTitle id="landlord-agency">{S.sectionTitle}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">{S.sectionHint}</p>
      <div className="mt-3">{items && <AgencyAcknowledgements items={items} empty={S.none} />}</div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <TextField label={S.landlordName} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        <TextField label={S.acknowledgedOn} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        <TextField label={S.landlordEmail} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label className="text-sm font-medium text-slate-700">
          {S.language}
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value as 'en' | 'es' | 'zh')}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="en">English</option>
            <option value="es">Español</option>
            <option value="zh">中文</option>
          </select>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" busy={isBusy('record')} onClick={() => void record()}>
          {S.record}
        </Button>
        <Button variant="secondary" busy={isBusy('link')} onClick={() => void sendLink()}>
          {S.sendLink}
        </Button>
      </div>
    </section>
  );
}
