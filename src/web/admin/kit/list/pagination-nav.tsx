import { pageWindow, windowForWidth } from '../../../../shared/pagination.ts';

interface PaginationNavProps {
  page: number;
  totalPages: number;
  /** Viewport width: decides how many page numbers are shown (docs/product.md §9). */
  width: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
}

const base =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, numbered pages with ellipses, Next. */
export function PaginationNav({ page, totalPages, width, onPageChange, label }: PaginationNavProps) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages, windowForWidth(width));
  return (
    <nav aria-label={label} className="flex items-center gap-1">
      <button
        type="button"
        className={`${base} text-slate-600 hover:bg-slate-100`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <span aria-hidden="true">‹</span>
        <span className="ml-1 hidden sm:inline">Previous</span>
      </button>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-400" data-testid="page-ellipsis">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={
                  item.page === page ? `${base} bg-brand-600 text-white shadow-sm` : `${base} text-slate-700 hover:bg-slate-100`
                }
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`${base} text-slate-600 hover:bg-slate-100`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span className="mr-1 hidden sm:inline">Next</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
