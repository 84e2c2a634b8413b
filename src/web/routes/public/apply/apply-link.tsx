import { APPLY_TEXT as A } from '../../../../shared/texts/apply.ts';

/** The start of a rental application for a listing ('Apply' on the property and viewing pages): a plain link, no script. */
const applyPath = (listingId: number) => `/property/${listingId}/apply`;

export function ApplyLink({ listingId }: { listingId: number }) {
  return (
    <a
      href={applyPath(listingId)}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-emerald-800"
    >
      {A.applyLink}
    </a>
  );
}
