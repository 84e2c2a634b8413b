import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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
