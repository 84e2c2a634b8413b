import { FEEDS_TEXT as T } from '../../../shared/texts/feeds.ts';
import { PortalWarnings } from './portal-warnings.tsx';

/** 'Publish to StreetEasy and Zillow' on the listing form, with what the portals still need from this listing. */
export function SyndicationField({
  checked,
  onChange,
  warnings,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  warnings: string[];
}) {
  return (
    <div className="space-y-3">
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 hover:border-slate-300">
        <input
          type="checkbox"
          name="syndicate"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
        />
        <span>
          <span className="font-medium">{T.publishLabel}</span>
          <span className="block text-xs text-slate-500">{T.publishHint}</span>
        </span>
      </label>
      {checked && warnings.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5">
          <p className="mb-1 text-sm font-medium text-amber-900">{T.checksHeading}</p>
          <PortalWarnings warnings={warnings} className="text-sm" />
        </div>
      )}
    </div>
  );
}
