import { Link } from 'react-router';
import { UI } from './listings-ui-text.ts';
import { solidIcon } from '../kit/heroicons.tsx';

const BackChevron = solidIcon({
  even: 'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z',
});

/** Title of the add and edit pages with the way back to the table. */
export function ListingPageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <Link
        to="/admin/listings"
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-brand-700"
      >
        <BackChevron />
        {UI.backToListings}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-sm break-words text-slate-600">{subtitle}</p>}
    </header>
  );
}
