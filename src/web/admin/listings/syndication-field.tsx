import { FEEDS_TEXT as T } from '../../../shared/texts/feeds.ts';
import { BoxedCheckbox } from './boxed-checkbox.tsx';
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
      <BoxedCheckbox
        name="syndicate"
        label={T.publishLabel}
        hint={T.publishHint}
        checked={checked}
        onChange={onChange}
        align="top"
      />
      {checked && warnings.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5">
          <p className="mb-1 text-sm font-medium text-amber-900">{T.checksHeading}</p>
          <PortalWarnings warnings={warnings} className="text-sm" />
        </div>
      )}
    </div>
  );
}
