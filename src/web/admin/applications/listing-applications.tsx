import { Link } from 'react-router';
import { useEffect, useId, useState } from 'react';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../../shared/texts/admin-applications.ts';
import { api } from '../kit/api-client.ts';
import { CardTitle } from '../kit/card-title.tsx';

/**
 * A listing's applications switch on its form (issue 46 item 7): read with the listing (on by default
 * for a new one), saved with it (PUT /api/admin/applications/listings/{id}) only when it changed.
 */
export function useListingApplications(listingId: number | null) {
  const [enabled, setEnabled] = useState(true);
  const [loaded, setLoaded] = useState(true);
  useEffect(() => {
    if (listingId === null) return;
    api
      .get<{ enabled: boolean }>(`/admin/applications/listings/${listingId}`)
      .then((body) => {
        setEnabled(body.enabled);
        setLoaded(body.enabled);
      })
      .catch(() => undefined);
  }, [listingId]);
  const save = async (id: number) => {
    if (enabled === loaded) return;
    const body = await api.put<{ enabled: boolean }>(`/admin/applications/listings/${id}`, { enabled });
    setLoaded(body.enabled);
  };
  return { enabled, setEnabled, save };
}

/** The Applications section of the listing form: on or off, and where the rest of the settings are. */
export function ListingApplicationsSection({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-xs" aria-labelledby={`${id}-title`}>
      <header className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <CardTitle id={`${id}-title`}>{A.listingSection}</CardTitle>
      </header>
      <div className="space-y-2 px-5 py-5 sm:px-6">
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="applications_enabled"
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
          />
          {A.listingSectionOn}
        </label>
        <p className="text-sm text-slate-500">
          <Link to="/admin/settings/applications" className="hover:underline">
            {A.listingSectionHint}
          </Link>
        </p>
      </div>
    </section>
  );
}
