import { useEffect, useState } from 'react';
import { VIEWINGS_ADMIN_TEXT as T, VIEWING_STATUS_LABELS, VIEWINGS_TEXT } from '../../../shared/texts/viewings.ts';
import type { SlotDto, ViewingDto, ViewingStatusName } from '../../../shared/viewings.ts';
import { api } from '../kit/api-client.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { refreshWaitingViewings } from './waiting-viewings.ts';
import { Button } from '../../components/ui/button.tsx';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { slotButton, byDay } from '../../components/viewing/slots.ts';
import { DayStrip } from '../../components/viewing/day-strip.tsx';
import { VIEWING_PICKER_TEXT as P } from '../../../shared/texts/viewing-picker.ts';

const TONES: Record<ViewingStatusName, string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-200',
  confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  done: 'bg-sky-100 text-sky-900 ring-sky-200',
  no_show: 'bg-rose-100 text-rose-900 ring-rose-200',
};

export function ViewingStatusBadge({ status }: { status: ViewingStatusName }) {
  return (
    <span
      data-testid="viewing-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {VIEWING_STATUS_LABELS[status]}
    </span>
  );
}

type Action = 'confirm' | 'decline' | 'cancel' | 'done' | 'no-show';
const DONE_TEXT: Record<Action, string> = {
  confirm: T.confirmed,
  decline: T.declined,
  cancel: T.cancelled,
  done: T.markedDone,
  'no-show': T.markedNoShow,
};

/**
 * The agent's actions on one viewing, by its status: Confirm and Decline a request; Reschedule and
 * Cancel a coming one; Mark done / No-show once it has begun. `onChanged` gets the viewing as it is now.
 */
export function ViewingActions({
  viewing,
  onChanged,
  now = Date.now(),
}: {
  viewing: ViewingDto;
  onChanged: (viewing: ViewingDto) => void;
  now?: number;
}) {
  const confirm = useConfirm();
  const { write, busy: pending } = useAdminWrite<Action>();
  const busy = pending.size > 0 ? [...pending][0] : null;
  const [rescheduling, setRescheduling] = useState(false);
  const begun = Date.parse(viewing.start) <= now;
  const open = viewing.status === 'requested' || viewing.status === 'confirmed';

  async function run(action: Action) {
    if (action === 'cancel') {
      const ok = await confirm(T.cancelTitle, {
        detail: T.cancelBody,
        confirmLabel: T.cancel,
        cancelLabel: T.keep,
        tone: 'danger',
      });
      if (!ok) return;
    }
    const done = await write(
      () => api.post<{ viewing: ViewingDto }>(`/viewings/${viewing.id}/${action}`),
      { done: DONE_TEXT[action], failed: T.actionFailed },
      action,
    );
    if (!done.ok) return;
    onChanged(done.body.viewing);
    void refreshWaitingViewings();
  }

  const button = (action: Action, label: string, variant: 'primary' | 'secondary' | 'danger' | 'ghost') => (
    <Button
      variant={variant}
      busy={busy === action}
      disabled={busy !== null}
      onClick={() => void run(action)}
      className="px-3 py-2"
    >
      {label}
    </Button>
  );

  return (
    <div className="flex flex-wrap gap-2">
      {viewing.status === 'requested' && !begun && button('confirm', T.confirm, 'primary')}
      {viewing.status === 'requested' && !begun && button('decline', T.decline, 'secondary')}
      {open && !begun && (
        <Button variant="secondary" disabled={busy !== null} onClick={() => setRescheduling(true)} className="px-3 py-2">
          {T.reschedule}
        </Button>
      )}
      {open && !begun && button('cancel', T.cancel, 'ghost')}
      {begun &&
        viewing.status !== 'declined' &&
        viewing.status !== 'cancelled' &&
        viewing.status !== 'done' &&
        button('done', T.markDone, 'secondary')}
      {begun &&
        viewing.status !== 'declined' &&
        viewing.status !== 'cancelled' &&
        viewing.status !== 'no_show' &&
        button('no-show', T.markNoShow, 'ghost')}
      {rescheduling && (
        <RescheduleDialog
          viewing={viewing}
          onClose={() => setRescheduling(false)}
          onDone={(moved) => {
            setRescheduling(false);
            onChanged(moved);
          }}
        />
      )}
    </div>
  );
}

/**
 * Reschedule: the free times by day, the viewing's own time marked and not pickable; a click picks a
 * time and asks to confirm before the viewing moves and the renter is e-mailed.
 */
function RescheduleDialog({
  viewing,
  onClose,
  onDone,
}: {
  viewing: ViewingDto;
  onClose: () => void;
  onDone: (viewing: ViewingDto) => void;
}) {
  const [slots, setSlots] = useState<SlotDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<SlotDto | null>(null);
  const { write, busy: pending } = useAdminWrite<string>();
  const busy = pending.size > 0 ? [...pending][0] : null;

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ slots: SlotDto[] }>(`/viewings/${viewing.id}/slots`, { signal: controller.signal })
      .then((body) => {
        setSlots(body.slots);
        setDay(body.slots.find((s) => s.date === viewing.date)?.date ?? body.slots[0]?.date ?? null);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [viewing.id, viewing.date]);

  async function move(slot: SlotDto) {
    const moved = await write(
      () => api.post<{ viewing: ViewingDto }>(`/viewings/${viewing.id}/reschedule`, { start: slot.start }),
      { done: (body) => T.rescheduled(body.viewing.when), failed: T.actionFailed },
      slot.start,
    );
    if (moved.ok) onDone(moved.body.viewing);
  }

  const days = slots ? byDay(slots) : [];
  const current = days.find((d) => d.date === day) ?? days[0];
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.rescheduleTitle}
      description={T.rescheduleIntro(viewing.name, viewing.when)}
      size="lg"
    >
      {failed && <p role="alert">{T.loadFailed}</p>}
      {!slots && !failed && <p className="py-6 text-center text-slate-600">{VIEWINGS_TEXT.loadingSlots}</p>}
      {current && (
        <div className="space-y-4">
          <DayStrip
            days={days}
            selected={current.date}
            onSelect={setDay}
            label={VIEWINGS_TEXT.chooseDay}
            tone="slate"
            texts={P}
          />
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {current.items.map((slot) => {
              const isCurrent = slot.start === viewing.start;
              return (
                <button
                  key={slot.start}
                  type="button"
                  disabled={busy !== null || isCurrent}
                  onClick={() => setPicked(slot)}
                  className={
                    isCurrent
                      ? 'inline-flex min-h-11 flex-col items-center justify-center rounded-xl border border-dashed border-slate-400 bg-slate-50 px-3 py-1 text-sm font-semibold text-slate-600 tabular-nums'
                      : slotButton(picked?.start === slot.start)
                  }
                  aria-pressed={isCurrent ? undefined : picked?.start === slot.start}
                  aria-label={isCurrent ? P.currentTimeLabel(`${slot.day}, ${slot.time}`) : `${slot.day}, ${slot.time}`}
                >
                  {slot.time}
                  {isCurrent && <span className="text-xs font-medium">{P.currentTime}</span>}
                </button>
              );
            })}
          </div>
          {picked && (
            <div role="alert" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
              <p className="text-sm font-semibold text-slate-900">{P.confirmMoveTitle}</p>
              <p className="mt-1 text-sm text-slate-700">
                {P.confirmMove(viewing.name, viewing.when, `${picked.day}, ${picked.time}`)}
              </p>
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button variant="ghost" onClick={() => setPicked(null)} disabled={busy !== null}>
                  {P.pickAnother}
                </Button>
                <Button onClick={() => void move(picked)} busy={busy === picked.start}>
                  {busy === picked.start ? P.moving : P.moveViewing}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
