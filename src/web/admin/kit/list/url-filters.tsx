import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ListContent } from './list-parts.tsx';
import { PaginationNav } from './pagination-nav.tsx';

/**
 * A list page whose filters and page are in the URL (?status=…&page=2), read by the page itself (the
 * applications, the roommates): the page number, a filter's change (back to page 1), a page change.
 */
export function useUrlFilters<K extends string>() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = (key: K, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const changePage = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    setParams(next);
  };
  return { params, page, filter, changePage };
}

/** The row of a list's filters (each a FilterSelect), above its rows. */
export function FilterRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-4 sm:flex-row sm:px-5">{children}</div>;
}

/**
 * A filtered list's rows, one card each, under a heading of their columns (from 1024 px, where the cards
 * line up in the grid `columns` gives them; the last column ends at the right), with the list's loading,
 * failure and empty states.
 */
export function CardRows({
  columns,
  headings,
  children,
  ...content
}: { columns: string; headings: string[] } & ComponentProps<typeof ListContent>) {
  return (
    <>
      <div
        aria-hidden="true"
        className={`hidden border-b border-slate-100 bg-slate-50 px-5 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid lg:gap-4 ${columns}`}
      >
        {headings.map((heading, i) => (
          <span key={heading} className={i === headings.length - 1 ? 'justify-self-end' : undefined}>
            {heading}
          </span>
        ))}
      </div>
      <ListContent {...content}>
        <ul className="divide-y divide-slate-100">{children}</ul>
      </ListContent>
    </>
  );
}

/** Under a list's rows: 'Showing a–b of n' and the page numbers. */
export function ListPagesFooter({
  showing,
  page,
  totalPages,
  width,
  label,
  onPageChange,
}: {
  showing: string;
  page: number;
  totalPages: number;
  width: number;
  label: string;
  onPageChange: (page: number) => void;
}) {
  return (
    <footer className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600" data-testid="showing">
        {showing}
      </p>
      <PaginationNav page={page} totalPages={totalPages} width={width} onPageChange={onPageChange} label={label} />
    </footer>
  );
}
