import { useId } from 'react';
import { useTexts } from '../i18n.tsx';

/**
 * The New York State agency disclosure (Real Property Law §443) in the page's language, with the
 * required checkbox `agencyAcknowledged` (decision 088): on the viewing booking form and the
 * application's start form. The server refuses the form without it (AGENCY_TEXT.required).
 */
export function AgencyDisclosure() {
  const { AGENCY_TEXT: A } = useTexts('agency');
  const id = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {A.title}
      </h3>
      <div
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
        data-testid="agency-disclosure"
        className="mt-2 max-h-40 space-y-2 overflow-y-auto rounded-lg bg-white p-3 text-xs leading-relaxed ring-1 ring-slate-200"
      >
        <p className="font-semibold">{A.notAContract}</p>
        <p>{A.intro}</p>
        <p>{A.landlordsAgent}</p>
        <p>{A.tenantsAgent}</p>
        <p>{A.brokersAgent}</p>
        <p>{A.dualAgent}</p>
        <p className="font-semibold">{A.thisAgent}</p>
      </div>
      <label className="mt-3 flex items-start gap-2.5 font-medium text-slate-800">
        <input
          type="checkbox"
          name="agencyAcknowledged"
          value="true"
          required
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-700"
        />
        <span>{A.checkbox}</span>
      </label>
    </div>
  );
}
