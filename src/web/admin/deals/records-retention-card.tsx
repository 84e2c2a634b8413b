import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_RECORD_YEARS, MIN_RECORD_YEARS, type DealRecordsSettings } from '../../../shared/deal-records.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { Button } from '../../components/ui/button.tsx';
import { api, ApiError } from '../kit/api-client.ts';
import { useSession } from '../kit/session.ts';
import { useToast } from '../kit/toast.tsx';

const PATH = '/admin/deal-records/settings';

/**
 * How many years a closed deal is kept before the purge job deletes it with its records (decision 095):
 * administrators change it (3 to 30; the server refuses less than New York's three years), agents read it.
 */
export function RecordsRetentionCard() {
  const { user } = useSession();
  const toast = useToast();
  const id = useId();
  const [years, setYears] = useState('');
  const [saving, setSaving] = useState(false);
  const admin = user?.role === 'admin';

  useEffect(() => {
    let live = true;
    api
      .get<{ settings: DealRecordsSettings }>(PATH)
      .then((answer) => live && setYears(String(answer.settings.retentionYears)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await api.put<{ message?: string; settings: DealRecordsSettings }>(PATH, { retentionYears: years });
      setYears(String(answer.settings.retentionYears));
      toast.success(answer.message ?? T.recordsSaved);
    } catch (error) {
      toast.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : T.recordsYearsInvalid);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-xs sm:px-5"
      data-testid="deal-records"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        {T.recordsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{T.recordsHelp}</p>
      <form onSubmit={(event) => void save(event)} className="mt-3 flex flex-col gap-1">
        <label htmlFor={`${id}-years`} className="text-sm font-medium text-slate-800">
          {T.recordsYearsLabel}
        </label>
        {/* The field and its Save side by side: the button belongs to the number, not to the label's width. */}
        <div className="flex items-center gap-3">
          <input
            id={`${id}-years`}
            type="number"
            inputMode="numeric"
            min={MIN_RECORD_YEARS}
            max={MAX_RECORD_YEARS}
            step={1}
            required
            readOnly={!admin}
            value={years}
            onChange={(event) => setYears(event.target.value)}
            className="min-h-10 w-28 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 tabular-nums"
          />
          {admin && (
            <Button type="submit" busy={saving}>
              {T.recordsSave}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
