import type { ReactNode, Ref } from 'react';
import {
  ListContent,
  ListFooter,
  ListPanel,
  ListSelectionBar,
  ListToolbar,
  type BulkTexts,
  type SelectionBarTexts,
  type SortColumn,
} from './list-parts.tsx';
import type { AdminList } from './use-admin-list.ts';

export interface PagedListTexts extends BulkTexts, SelectionBarTexts {
  searchLabel: string;
  searchPlaceholder: string;
  retry: string;
  showing: (from: number, to: number, total: number) => string;
  paginationLabel: string;
}

/**
 * The panel of a list paged by the server (inquiries, listings, subscribers): the toolbar, the selection
 * bar, the rows (or the load failure with Retry, or the empty state) and the pages. `page` is the page
 * shown, none while nothing has loaded (then neither the selection bar nor the pages show). `id` names
 * the controls as {@link ListToolbar} says, and the sort menu `{id}-sort`.
 */
export function PagedListPanel<S extends string, B extends string>({
  list,
  id,
  texts,
  panelRef = list.tableTop,
  toolbar,
  columns,
  sortClassName,
  cards,
  page,
  error,
  empty,
  contentClassName,
  children,
}: {
  list: AdminList<S, B>;
  id: string;
  texts: PagedListTexts;
  panelRef?: Ref<HTMLDivElement>;
  toolbar: Omit<Parameters<typeof ListToolbar<B>>[0], 'list' | 'id' | 'texts'>;
  columns: ReadonlyArray<SortColumn<S>>;
  sortClassName?: string;
  cards: boolean;
  page?: { ids: readonly number[]; total: number; totalPages: number } | null;
  error?: string | null;
  empty: { icon: ReactNode; title: string; hint: string };
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <ListPanel panelRef={panelRef}>
      <ListToolbar list={list} id={id} texts={texts} {...toolbar} />

      {page && (
        <ListSelectionBar
          id={`${id}-sort`}
          list={list}
          cards={cards}
          ids={page.ids}
          columns={columns}
          texts={texts}
          sortClassName={sortClassName}
        />
      )}

      <ListContent
        loading={list.loading}
        className={contentClassName}
        error={error}
        retry={{ label: texts.retry, onRetry: () => void list.refresh(), busy: list.refreshing }}
        empty={empty}
        isEmpty={!page || page.ids.length === 0}
      >
        {children}
      </ListContent>

      {page && (
        <ListFooter
          list={list}
          total={page.total}
          showing={texts.showing}
          totalPages={page.totalPages}
          label={texts.paginationLabel}
        />
      )}
    </ListPanel>
  );
}
