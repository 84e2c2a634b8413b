import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminApplicationDto } from '../../../shared/applications.ts';
import { DEAL_STAGES, type DealDto, type DealStage } from '../../../shared/deals.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { DEAL_STAGE_LABELS } from '../../../shared/texts/deals.ts';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { DEAL_DRAG_TYPE, DealCard } from './deal-card.tsx';
import { DealFormDialog, type DealFormTarget } from './deal-form-dialog.tsx';
import { dealFormOf, emptyDealForm } from './deal-form-model.ts';
import { monthLabel, monthRange, tenantNames } from './deal-format.ts';
import { FellThroughDialog } from './fell-through-dialog.tsx';
import { RecordsRetentionCard } from './records-retention-card.tsx';
import { EmptyState } from '../kit/empty-state.tsx';
import { FilterSelect } from '../kit/list/filter-select.tsx';
import { ListScreen } from '../kit/list/list-parts.tsx';
import { LoadFailure } from '../kit/load-failure.tsx';
import { useToast } from '../kit/toast.tsx';
import { InboxIcon } from '../../components/ui/icons.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { downloadCsv } from '../kit/export-csv.ts';
import { requireUser } from '../kit/session.ts';
import { useViewportWidth } from '../kit/use-viewport-width.ts';
import type { Route } from './+types/deals-page';

/** Deals shown per column: past it the column says how many there are and the filters narrow them. */
const COLUMN_LIMIT = 100;
/** From this width the stages stand side by side and cards can be dragged between them. */
const BOARD_WIDTH = 1024;

type Column = { deals: DealDto[]; total: number };
type Board = Record<DealStage, Column>;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return null;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

/** The months offered by the month filter: a year back to a year ahead of this New York month. */
function monthChoices(now: Date): string[] {
  const [y, m] = newYorkDate(now).split('-').map(Number);
  const list: string[] = [];
  for (let i = -12; i <= 12; i++) {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    list.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return list;
}

const STAGE_TONES: Record<DealStage, string> = {
  pending: 'bg-amber-400',
  'lease-signed': 'bg-sky-500',
  paid: 'bg-emerald-500',
  'fell-through': 'bg-slate-400',
  archived: 'bg-slate-300',
};

/** The board with the deal out of whichever column held it. */
function withoutDeal(board: Board, id: number): Board {
  const next = { ...board };
  for (const s of DEAL_STAGES) {
    const had = next[s].deals.some((d) => d.id === id);
    next[s] = { deals: next[s].deals.filter((d) => d.id !== id), total: next[s].total - (had ? 1 : 0) };
  }
  return next;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** /admin/deals: the board by stage (a list grouped by stage on a phone), its filters, export and the deal form. */
export default function DealsPage() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const confirm = useConfirm();
  const width = useViewportWidth();
  const now = useMemo(() => new Date(), []);
  const months = useMemo(() => monthChoices(now), [now]);
  const stageParam = params.get('stage') ?? '';
  const stage = (DEAL_STAGES as readonly string[]).includes(stageParam) ? (stageParam as DealStage) : '';
  const monthParam = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : '';
  const fromApplication = /^\d{1,10}$/.test(params.get('from-application') ?? '') ? Number(params.get('from-application')) : null;
  /** `?deal=42` (an application's 'Open deal #N', decision 087, and a person's timeline link a deal so): that deal's form opens. */
  const dealParam = /^\d{1,10}$/.test(params.get('deal') ?? '') ? Number(params.get('deal')) : null;

  const [board, setBoard] = useState<Board | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [listings, setListings] = useState<ListingDto[]>([]);
  const [form, setForm] = useState<DealFormTarget | null>(null);
  const [fellThrough, setFellThrough] = useState<DealDto | null>(null);
  const [dropTarget, setDropTarget] = useState<DealStage | null>(null);
  /** The deal whose stage menu takes the focus back once it is drawn in its new column. */
  const refocus = useRef<number | null>(null);

  const shown: readonly DealStage[] = stage ? [stage] : DEAL_STAGES;
  const range = month ? monthRange(month) : null;

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    const dates = month ? monthRange(month) : null;
    try {
      const columns = await Promise.all(
        (stage ? [stage] : DEAL_STAGES).map((s) =>
          api.get<{ deals: DealDto[]; total: number }>('/admin/deals', {
            query: { stage: s, limit: COLUMN_LIMIT, from: dates?.from, to: dates?.to },
          }),
        ),
      );
      const next = Object.fromEntries(DEAL_STAGES.map((s) => [s, { deals: [], total: 0 }])) as unknown as Board;
      (stage ? [stage] : DEAL_STAGES).forEach((s, i) => (next[s] = { deals: columns[i].deals, total: columns[i].total }));
      setBoard(next);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [stage, month]);

  useEffect(() => {
    void load();
  }, [load]);

  // A moved card is drawn again in another column: its stage menu gets the focus back, so the
  // keyboard goes on from where it was.
  useEffect(() => {
    if (refocus.current === null || fellThrough !== null) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-deal-id="${refocus.current}"] button[aria-haspopup="menu"]`);
    if (button && !button.disabled) {
      button.focus();
      refocus.current = null;
    }
  }, [board, busy, fellThrough]);

  useEffect(() => {
    api
      .get<{ listings: ListingDto[] }>('/listings/admin/all', { query: { page: 1, limit: 100 } })
      .then((body) => setListings(body.listings))
      .catch(() => setListings([]));
  }, []);

  useEffect(() => {
    if (dealParam === null) return;
    const next = new URLSearchParams(params);
    next.delete('deal');
    setParams(next, { replace: true });
    api
      .get<{ deal: DealDto }>(`/admin/deals/${dealParam}`)
      .then(({ deal }) => setForm({ mode: 'edit', deal, values: dealFormOf(deal) }))
      .catch((error: unknown) => toast.error(messageOf(error, T.loadFailed)));
  }, [dealParam, params, setParams, toast]);

  // 'Start deal' on an approved application links here: the form opens filled from it.
  useEffect(() => {
    if (fromApplication === null) return;
    const next = new URLSearchParams(params);
    next.delete('from-application');
    setParams(next, { replace: true });
    api
      .get<{ application: AdminApplicationDto }>(`/admin/applications/${fromApplication}`)
      .then(({ application }) => {
        const tenants = application.people.filter((p) => p.role !== 'guarantor').map((p) => ({ name: p.name, email: p.email }));
        setForm({
          mode: 'new',
          fromName: tenants.map((t) => t.name).join(' & '),
          values: {
            ...emptyDealForm(),
            applicationId: application.id,
            listingId: application.listing.id === null ? '' : String(application.listing.id),
            tenants: tenants.length ? tenants : emptyDealForm().tenants,
            rent: application.price ? String(application.price) : '',
          },
        });
      })
      .catch(() => {
        setForm({ mode: 'new', values: emptyDealForm(), notice: T.applicationLoadFailed });
      });
  }, [fromApplication, params, setParams]);

  const filter = (key: 'stage' | 'month', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  const mark = (id: number, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Puts the deal as answered in its column (first), out of any other. */
  const place = (deal: DealDto) =>
    setBoard((b) => {
      if (!b) return b;
      const next = withoutDeal(b, deal.id);
      if (!stage || stage === deal.stage) {
        const inMonth = !range || (deal.leaseStart >= range.from && deal.leaseStart <= range.to);
        if (inMonth) next[deal.stage] = { deals: [deal, ...next[deal.stage].deals], total: next[deal.stage].total + 1 };
      }
      return next;
    });

  const remove = (id: number) => setBoard((b) => b && withoutDeal(b, id));

  const patch = async (deal: DealDto, body: object, success: string) => {
    mark(deal.id, true);
    try {
      const answer = await api.patch<{ deal: DealDto }>(`/admin/deals/${deal.id}`, body);
      if (document.activeElement?.closest(`[data-deal-id="${deal.id}"]`) || 'stage' in body) refocus.current = deal.id;
      place(answer.deal);
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(messageOf(error, T.moveFailed));
      return false;
    } finally {
      mark(deal.id, false);
    }
  };

  const move = (deal: DealDto, to: DealStage) => {
    if (to === deal.stage) return;
    if (to === 'fell-through') setFellThrough(deal);
    else void patch(deal, { stage: to }, T.moved(DEAL_STAGE_LABELS[to]));
  };

  const sendDisclosure = async (deal: DealDto) => {
    mark(deal.id, true);
    try {
      const answer = await api.post<{ message?: string; deal?: DealDto }>(`/admin/deals/${deal.id}/disclosure`);
      if (answer?.deal) place(answer.deal);
      toast.success(answer?.message ?? T.disclosureSent);
    } catch (error) {
      toast.error(messageOf(error, T.disclosureFailed));
    } finally {
      mark(deal.id, false);
    }
  };

  const deleteDeal = async (deal: DealDto) => {
    if (
      !(await confirm(T.deleteConfirm, {
        detail: `${tenantNames(deal)} · ${T.deleteHint}`,
        tone: 'danger',
        confirmLabel: T.delete,
      }))
    )
      return;
    try {
      await api.delete(`/admin/deals/${deal.id}`);
      remove(deal.id);
      setForm(null);
      toast.success(T.deleted);
    } catch (error) {
      toast.error(messageOf(error, T.saveFailed));
    }
  };

  const exportDeals = async () => {
    await downloadCsv(
      {
        request: () => api.downloadGet('/admin/deals/export.csv', { query: { stage, from: range?.from, to: range?.to } }),
        fileName: () => T.exportFileName(newYorkDate(new Date())),
        saved: T.exported,
        failed: (error) => messageOf(error, T.exportFailed),
      },
      toast,
    );
  };

  const wide = width >= BOARD_WIDTH;
  const onDrop = (event: DragEvent, to: DealStage) => {
    event.preventDefault();
    setDropTarget(null);
    const id = Number(event.dataTransfer.getData(DEAL_DRAG_TYPE));
    const deal = board && DEAL_STAGES.flatMap((s) => board[s].deals).find((d) => d.id === id);
    if (deal) move(deal, to);
  };

  const count = board ? shown.reduce((n, s) => n + board[s].total, 0) : 0;
  const filtered = Boolean(stage || month);

  return (
    <ListScreen
      title={T.title}
      subtitle={T.subtitle}
      exportAndAdd={{
        exportLabel: T.exportCsv,
        onExport: exportDeals,
        addLabel: T.newDeal,
        onAdd: () => setForm({ mode: 'new', values: emptyDealForm() }),
      }}
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-xs sm:flex-row sm:px-5">
        <FilterSelect
          id="deals-stage"
          label={T.stageFilter}
          value={stage}
          onChange={(value) => filter('stage', value)}
          options={[{ value: '', label: T.allStages }, ...DEAL_STAGES.map((s) => ({ value: s, label: DEAL_STAGE_LABELS[s] }))]}
        />
        <FilterSelect
          id="deals-month"
          label={T.monthFilter}
          value={month}
          onChange={(value) => filter('month', value)}
          options={[
            { value: '', label: T.allMonths },
            ...(month && !months.includes(month) ? [month, ...months] : months).map((m) => ({ value: m, label: monthLabel(m) })),
          ]}
        />
      </div>

      {failed ? (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-xs">
          <LoadFailure message={T.loadFailed} retryLabel={T.retry} onRetry={() => void load()} busy={loading} />
        </div>
      ) : board && count === 0 && !loading ? (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-xs">
          <EmptyState
            icon={<InboxIcon />}
            title={filtered ? T.emptyFiltered : T.empty}
            hint={filtered ? T.emptyFilteredHint : T.emptyHint}
          />
        </div>
      ) : (
        <div
          aria-label={T.board}
          role="region"
          aria-busy={loading || undefined}
          className={`grid grid-cols-1 gap-4 transition-opacity ${loading ? 'opacity-60' : ''} ${
            shown.length > 1 ? 'lg:grid-cols-4' : ''
          }`}
          data-testid="deals-board"
        >
          {shown.map((s) => {
            const column = board?.[s] ?? { deals: [], total: 0 };
            return (
              <section
                key={s}
                aria-labelledby={`deals-${s}`}
                data-testid={`stage-${s}`}
                onDragOver={
                  wide
                    ? (event) => {
                        if (!event.dataTransfer.types.includes(DEAL_DRAG_TYPE)) return;
                        event.preventDefault();
                        setDropTarget(s);
                      }
                    : undefined
                }
                onDragLeave={wide ? () => setDropTarget((t) => (t === s ? null : t)) : undefined}
                onDrop={wide ? (event) => onDrop(event, s) : undefined}
                className={`flex min-w-0 flex-col rounded-2xl border bg-slate-50 p-3 ${
                  dropTarget === s ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200'
                }`}
              >
                <h2 id={`deals-${s}`} className="flex items-center gap-2 px-1 pb-3 text-sm font-semibold text-slate-800">
                  <span aria-hidden="true" className={`size-2 rounded-full ${STAGE_TONES[s]}`} />
                  <span>{DEAL_STAGE_LABELS[s]}</span>
                  <span className="sr-only">, </span>
                  <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums ring-1 ring-slate-200">
                    {column.total}
                    <span className="sr-only"> {T.dealCount(column.total)}</span>
                  </span>
                </h2>
                {column.deals.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
                    {dropTarget === s ? T.dropHere : T.emptyColumn}
                  </p>
                ) : (
                  <ul className="space-y-3">
                    {column.deals.map((deal) => (
                      <li key={deal.id}>
                        <DealCard
                          deal={deal}
                          now={now}
                          busy={busy.has(deal.id)}
                          draggable={wide}
                          onOpen={() => setForm({ mode: 'edit', deal, values: dealFormOf(deal) })}
                          onMove={(to) => move(deal, to)}
                          onSendDisclosure={() => void sendDisclosure(deal)}
                          onRelist={() => void patch(deal, { relist: true }, T.relisted)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {column.total > column.deals.length && (
                  <p className="px-1 pt-3 text-xs text-slate-600">{T.more(column.deals.length, column.total)}</p>
                )}
              </section>
            );
          })}
        </div>
      )}

      <DealFormDialog
        target={form}
        listings={listings}
        onClose={() => setForm(null)}
        onSaved={(deal) => {
          place(deal);
          setForm(null);
        }}
        onDelete={(deal) => void deleteDeal(deal)}
        onSendDisclosure={(deal) => void sendDisclosure(deal)}
        onDealChanged={place}
      />
      <FellThroughDialog
        open={fellThrough !== null}
        who={fellThrough ? tenantNames(fellThrough) : ''}
        busy={fellThrough !== null && busy.has(fellThrough.id)}
        onCancel={() => setFellThrough(null)}
        onConfirm={(reason) => {
          const deal = fellThrough;
          if (!deal) return;
          void patch(deal, { stage: 'fell-through', fellThroughReason: reason }, T.moved(DEAL_STAGE_LABELS['fell-through'])).then(
            (done) => done && setFellThrough(null),
          );
        }}
      />
      <RecordsRetentionCard />
    </ListScreen>
  );
}
