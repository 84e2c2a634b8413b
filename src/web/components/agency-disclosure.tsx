import { useId } from 'react';
import { useTexts } from '../i18n.tsx';
import { ChevronDownIcon } from './public/icons.tsx';

/**
 * The New York State agency disclosure (Real Property Law §443) in the page's language, with the
 * required checkbox `agencyAcknowledged` (decision 088): on the viewing booking form, the application's
 * start form and a tenant's first step of an application they were invited to. Its beginning shows, the
 * rest one tap away ('Read the agency disclosure' opens it, a <details> that works without scripts), and the
 * checkbox, always in view, says it was read (decision 108), so a form starts on a phone's first screen.
 * The whole text is on the page for a screen reader and the browser's search. The server refuses the form
 * without it (AGENCY_TEXT.required): `error` shows that refusal under the checkbox, tied to it, which
 * `autoFocus` focuses when it is the form's first refused field (a page answered without scripts);
 * `onChange` hears the checkbox change (a form clears the refusal).
 */
export function AgencyDisclosure({
  error,
  autoFocus,
  onChange,
}: { error?: string | null; autoFocus?: boolean; onChange?: () => void } = {}) {
  const { AGENCY_TEXT: A } = useTexts('agency');
  const id = useId();
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      {/* First in the page (the text follows it as its sibling), shown under the text's beginning. */}
      <details className="peer order-2">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          {A.readIt}
          <ChevronDownIcon className="h-4 w-4 shrink-0 transition [details[open]_&]:rotate-180" />
        </summary>
      </details>
      <div
        role="region"
        aria-labelledby={`${id}-title`}
        data-testid="agency-disclosure"
        className="relative order-1 max-h-16 space-y-2 overflow-hidden rounded-lg bg-white p-3 text-xs leading-relaxed ring-1 ring-slate-200 after:absolute after:inset-x-0 after:bottom-0 after:h-8 after:bg-gradient-to-t after:from-white peer-open:max-h-none peer-open:after:hidden"
      >
        <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
          {A.title}
        </h3>
        <p className="font-semibold">{A.notAContract}</p>
        <p>{A.intro}</p>
        <p>{A.landlordsAgent}</p>
        <p>{A.tenantsAgent}</p>
        <p>{A.brokersAgent}</p>
        <p>{A.dualAgent}</p>
        <p className="font-semibold">{A.thisAgent}</p>
      </div>
      <label className="order-3 mt-1 flex items-start gap-2.5 font-medium text-slate-800">
        <input
          type="checkbox"
          name="agencyAcknowledged"
          value="true"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={autoFocus}
          onChange={onChange}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-700"
        />
        <span>{A.checkbox}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="order-4 mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
