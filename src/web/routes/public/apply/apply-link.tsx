import { useContext } from 'react';
import { localizedPath } from '../../../../shared/i18n/languages.ts';
import { moduleTexts } from '../../../../shared/i18n/runtime.ts';
import { APPLY_TEXT } from '../../../../shared/texts/apply.ts';
import { I18nContext } from '../../../i18n.tsx';

/** The start of a rental application for a listing ('Apply' on the property and viewing pages): a plain link, no script. */
const applyPath = (listingId: number) => `/property/${listingId}/apply`;

/** In the page's language when its data carries the application's texts (the property page's does), else in English. */
export function ApplyLink({ listingId }: { listingId: number }) {
  const { language, modules } = useContext(I18nContext);
  const A = modules.apply ? moduleTexts<'apply'>(language, modules.apply).APPLY_TEXT : APPLY_TEXT;
  return (
    <a
      href={localizedPath(applyPath(listingId), language)}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-emerald-800"
    >
      {A.applyLink}
    </a>
  );
}
