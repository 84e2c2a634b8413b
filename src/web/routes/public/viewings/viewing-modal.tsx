import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { SlotDto } from '../../../../shared/viewings.ts';
import { hasFieldErrors } from '../../../lib/form-errors.ts';
import { focusGuard } from '../../../lib/late-answers.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DayStrip } from '../../../components/viewing/day-strip.tsx';
import { byDay, slotButton } from '../../../components/viewing/slots.ts';
import {
  BookedPanel,
  BookingFormFields,
  EMPTY_VIEWING,
  secondaryButton,
  viewingAction,
  useViewingForm,
  type ViewingResult,
} from './viewing-fields.tsx';
import type { ListingDialogProps } from '../../../components/property/dialog-button.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';

type Slots = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; slots: SlotDto[] };
type Phase = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'done'; confirmed: boolean; when: string };

/**
 * 'Schedule a Viewing' on the property page: the free times by day, then the renter's details, then
 * 'Viewing requested' (or 'Viewing confirmed'). A time taken meanwhile answers 'That time was just
 * taken. Please choose another.' and the picker shows the free times again. Loaded on first use. One
 * way in (decision 048): a fetcher sends the form to the booking page's action, the one the
 * confirmation page posts to without scripts.
 */
export default function ViewingModal({ open, onClose, listingId, address }: ListingDialogProps) {
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  const localPath = useLocalPath();
  const [slots, setSlots] = useState<Slots>({ kind: 'loading' });
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<SlotDto | null>(null);
  const { values, setValues, fieldErrors, setFieldErrors, change, clear, refuse, check, form } = useViewingForm({
    values: EMPTY_VIEWING,
    errors: {},
  });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fetcher = useFetcher<ViewingResult>();
  const focusAtSending = useRef<ReturnType<typeof focusGuard> | null>(null);
  const sending = fetcher.state !== 'idle';

  const load = useCallback(async () => {
    setSlots({ kind: 'loading' });
    try {
      const res = await fetch(`/api/viewings/slots?listingId=${listingId}`, { headers: { accept: 'application/json' } });
      const body = (await res.json()) as { success?: boolean; slots?: SlotDto[] };
      if (!res.ok || !body.success || !Array.isArray(body.slots)) throw new Error('slots');
      setSlots({ kind: 'ready', slots: body.slots });
      setDay((current) => (current && body.slots!.some((s) => s.date === current) ? current : (body.slots![0]?.date ?? null)));
    } catch {
      setSlots({ kind: 'failed' });
    }
  }, [listingId]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  useEffect(() => {
    if (phase.kind === 'done') heading.current?.focus();
  }, [phase.kind]);

  function reset() {
    setChosen(null);
    setValues(EMPTY_VIEWING);
    setFieldErrors({});
    setPhase({ kind: 'idle' });
    setNotice(null);
  }

  // The action's answer to this form's sending (each answer is a new object).
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.kind === 'booked') {
      setPhase({ kind: 'done', confirmed: result.confirmed, when: result.when });
    } else if (result.kind === 'taken') {
      setChosen(null);
      setPhase({ kind: 'idle' });
      setNotice(T.slotTaken);
      void load();
    } else if (result.kind === 'unreachable') {
      setPhase({ kind: 'error', message: F.propertyException(result.message) });
    } else if (result.errors && hasFieldErrors(result.errors)) {
      setPhase(result.message ? { kind: 'error', message: result.message } : { kind: 'idle' });
      // The first refused field takes the focus unless the renter put it elsewhere while waiting (decision 031).
      if (focusAtSending.current?.unmoved() !== false) refuse(result.errors);
      else setFieldErrors(result.errors);
    } else {
      setPhase({ kind: 'error', message: result.message || T.failed });
    }
  }, [fetcher.data, load, setFieldErrors]);

  /** Checked here first (nothing is sent with a problem, and every problem shows); then the fetcher sends the form to the action. */
  function submit(event: React.FormEvent<HTMLFormElement>) {
    if (sending) {
      event.preventDefault();
      return;
    }
    setPhase({ kind: 'idle' });
    if (check(event)) focusAtSending.current = focusGuard();
  }

  const close = () => {
    onClose();
    if (phase.kind === 'done') reset();
  };

  let content: React.ReactNode;
  if (phase.kind === 'done') {
    content = (
      <BookedPanel booked={phase} Heading="h3" headingRef={heading}>
        <button type="button" onClick={close} className={`${secondaryButton} mt-6`}>
          {F.close}
        </button>
      </BookedPanel>
    );
  } else if (chosen) {
    content = (
      <fetcher.Form
        ref={form}
        method="post"
        action={localPath(viewingAction(listingId))}
        defaultShouldRevalidate={false}
        noValidate
        onSubmit={submit}
        aria-busy={sending || undefined}
        className="space-y-4"
      >
        <BookingFormFields
          slot={chosen}
          change={
            <button type="button" onClick={() => setChosen(null)} className={secondaryButton}>
              {T.changeTime}
            </button>
          }
          fields={{ values, errors: fieldErrors, onChange: change, onAcknowledge: () => clear('agencyAcknowledged') }}
          error={phase.kind === 'error' ? phase.message : null}
          sending={sending}
        />
      </fetcher.Form>
    );
  } else {
    const days = slots.kind === 'ready' ? byDay(slots.slots) : [];
    const current = days.find((d) => d.date === day) ?? days[0];
    content = (
      <div className="space-y-4">
        {notice && (
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {notice}
          </p>
        )}
        {slots.kind === 'loading' && <p className="py-6 text-center text-slate-600">{T.loadingSlots}</p>}
        {slots.kind === 'failed' && (
          <div className="py-4 text-center">
            <p role="alert" className="text-slate-700">
              {T.slotsFailed}
            </p>
            <button type="button" onClick={() => void load()} className={`${secondaryButton} mt-3`}>
              {T.retry}
            </button>
          </div>
        )}
        {slots.kind === 'ready' && days.length === 0 && <p className="py-6 text-center text-slate-600">{T.noSlots}</p>}
        {current && (
          <>
            <DayStrip days={days} selected={current.date} onSelect={setDay} label={T.chooseDay} />
            <fieldset>
              <legend className="mb-3 text-sm font-semibold text-slate-700">{T.timesOn(current.day)}</legend>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {current.items.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    onClick={() => {
                      setNotice(null);
                      setChosen(slot);
                    }}
                    className={slotButton(false)}
                  >
                    {slot.time}
                  </button>
                ))}
              </div>
            </fieldset>
            <p className="text-xs text-slate-500">{T.timeZoneNote}</p>
          </>
        )}
      </div>
    );
  }

  return (
    <Dialog open={open} onClose={close} title={T.pickerTitle} description={T.pickerIntro(address)} size="lg">
      {content}
    </Dialog>
  );
}
