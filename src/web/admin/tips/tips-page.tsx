import { useState, type FormEvent } from 'react';
import { useNavigate, useNavigation, useRevalidator } from 'react-router';
import { ADMIN_TIPS_TEXT as T } from '../../../shared/texts/admin-tips.ts';
import { TIPS_TEXT } from '../../../shared/texts/tips.ts';
import { TIP_LIMITS, type TipDto } from '../../../shared/tips.schema.ts';
import { useAdminWrite, type WriteAnswer } from '../kit/admin-write.ts';
import { Button } from '../../components/ui/button.tsx';
import { ListContent, ListScreen, ListPanel, ListSearchField } from '../kit/list/list-parts.tsx';
import { ListRouteError } from '../kit/list/list-route-error.tsx';
import { useListWrites } from '../kit/list/list-writes.ts';
import { useBusyIds } from '../kit/list/use-admin-list.ts';
import { TipFormDialog, type TipPayload } from './tip-form-dialog.tsx';
import { TipsList } from './tips-list.tsx';
import { api, ApiError } from '../kit/api-client.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { LightbulbIcon } from '../../components/ui/icons.tsx';
import { requireUser } from '../kit/session.ts';
import { MEDIA, useMediaQuery } from '../kit/use-media-query.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/tips-page';
import type { AdminTipsAnswer } from '../../../shared/tips.schema.ts';

/**
 * All tips, searched on the server (?search=). A failed load is shown in the page with Try Again:
 * 'Failed to fetch tips' when the server answered, 'Error connecting to the server' when it did not.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  const search = (new URL(request.url).searchParams.get('search') ?? '').trim();
  const { signal } = request;
  return loadScreen(
    signal,
    async () => {
      const body = await api.get<AdminTipsAnswer>('/admin/tips', { query: { search }, signal });
      return body?.success && Array.isArray(body.tips)
        ? { search, tips: body.tips, translations: body.translations ?? {}, error: null }
        : null;
    },
    (error) => ({
      search,
      tips: null,
      translations: {} as AdminTipsAnswer['translations'],
      error: error === null || error instanceof ApiError ? T.failedToFetch : T.connectionError,
    }),
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

export default function TipsPage({ loaderData }: Route.ComponentProps) {
  const { search, tips, error } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const cards = useMediaQuery(MEDIA.overlayNav);

  // The search box follows the URL (back/forward), and submitting puts its text in the URL.
  const [searchText, setSearchText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setSearchText(search);
  }
  const goSearch = (text: string) => {
    const value = text.trim();
    navigate({ search: value ? `?${new URLSearchParams({ search: value })}` : '' }, { preventScrollReset: true });
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goSearch(searchText);
  };

  const [form, setForm] = useState<{ open: boolean; tip: TipDto | null }>({ open: false, tip: null });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const { busy, whileBusy } = useBusyIds();
  const { removeRow } = useListWrites({ refresh: () => revalidator.revalidate(), whileBusy });

  const { write } = useAdminWrite();
  const save = async (values: TipPayload): Promise<string | null> => {
    const editing = form.tip;
    const saved = await write(
      () => (editing ? api.put<WriteAnswer>(`/tips/${editing.id}`, values) : api.post<WriteAnswer>('/tips', values)),
      { done: (body) => body?.message || (editing ? TIPS_TEXT.updated : TIPS_TEXT.created), failed: T.failedToSave },
    );
    if (!saved.ok) return saved.message;
    closeForm();
    await revalidator.revalidate();
    return null;
  };

  const remove = (tip: TipDto) =>
    removeRow(
      tip.id,
      {
        message: T.confirmDelete,
        title: T.deleteTitle,
        detail: (
          <>
            <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="confirm-tip-title">
              {tip.title}
            </span>
            <span className="mt-2 block">{T.cannotBeUndone}</span>
          </>
        ),
        confirmLabel: T.delete,
      },
      () => api.delete<WriteAnswer>(`/tips/${tip.id}`),
      {
        done: (body) => body?.message || TIPS_TEXT.deleted,
        failed: T.failedToDelete,
      },
    );

  const loading =
    (navigation.state === 'loading' && navigation.location?.pathname === '/admin/tips') || revalidator.state === 'loading';

  return (
    <ListScreen
      title={T.title}
      subtitle={T.subtitle}
      action={<Button onClick={() => setForm({ open: true, tip: null })}>{T.addTip}</Button>}
    >
      <ListPanel>
        <form role="search" onSubmit={submitSearch} className="flex flex-col gap-2 border-b border-slate-100 p-4 sm:flex-row">
          <ListSearchField
            id="tips-search"
            name="search"
            label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={searchText}
            onChange={setSearchText}
            maxLength={TIP_LIMITS.search}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="secondary" className="flex-1 sm:flex-none">
              {T.search}
            </Button>
            {search && (
              <Button
                variant="ghost"
                className="flex-1 sm:flex-none"
                onClick={() => {
                  setSearchText('');
                  goSearch('');
                }}
              >
                {T.clearSearch}
              </Button>
            )}
          </div>
        </form>

        {tips && (
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 bg-slate-50/70 px-4 py-2.5 text-sm text-slate-600">
            <span className="min-w-0 truncate">{search ? T.resultsFor(search) : T.listLabel}</span>
            <span className="shrink-0 font-medium text-slate-700" data-testid="tips-count">
              {T.count(tips.length)}
            </span>
          </div>
        )}

        <ListContent
          loading={loading}
          error={error}
          retry={{ label: T.tryAgain, onRetry: () => void revalidator.revalidate(), busy: revalidator.state === 'loading' }}
          empty={{ icon: <LightbulbIcon />, title: T.noTipsFound, hint: T.noTipsHint }}
          isEmpty={tips?.length === 0}
        >
          {tips && (
            <TipsList
              tips={tips}
              cards={cards}
              busy={busy}
              onEdit={(tip) => setForm({ open: true, tip })}
              onDelete={(tip) => void remove(tip)}
            />
          )}
        </ListContent>
      </ListPanel>

      <TipFormDialog
        open={form.open}
        tip={form.tip}
        translations={form.tip ? loaderData.translations?.[String(form.tip.id)] : undefined}
        onClose={closeForm}
        onSave={save}
      />
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <ListRouteError title={T.failedToFetch} retryLabel={T.tryAgain} />;
}
