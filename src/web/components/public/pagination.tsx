import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { SiteLink } from './site-link.tsx';
import { usePublicText } from '../../i18n.tsx';

interface PaginationProps {
  /** The URL of a page of this list (page 1 without `page`, so it has one URL). */
  href: (page: number) => string;
  page: number;
  totalPages: number;
  total: number;
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-500 hover:text-brand-700';
/**
 * Previous / Next as real links (?page=N), so a page can be linked and Back works (docs/product.md §2). They
 * land on the list itself (#listings), not on the page's hero.
 */
export function Pagination({ href, page, totalPages, total }: PaginationProps) {
  const T = usePublicText();
  const pages = Math.max(totalPages, 1);
  return (
    <nav aria-label={T.pagination} className="mt-12 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite">
        {T.pageOf(page, pages, total)}
      </p>
      {/* Only the ways that lead somewhere: no disabled Previous on the first page, nor Next on the last (none on a single page). */}
      <div className="flex gap-3">
        {page > 1 && (
          <SiteLink to={`${href(page - 1)}#listings`} rel="prev" className={linkClass}>
            <ChevronLeftIcon className="h-4 w-4" />
            {T.previous}
          </SiteLink>
        )}
        {page < pages && (
          <SiteLink to={`${href(page + 1)}#listings`} rel="next" className={linkClass}>
            {T.next}
            <ChevronRightIcon className="h-4 w-4" />
          </SiteLink>
        )}
      </div>
    </nav>
  );
}
