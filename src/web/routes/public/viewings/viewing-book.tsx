import { data } from 'react-router';
import { HONEYPOT_FIELD } from '../../../../shared/constants.ts';
import { BookViewingSchema, type SlotDto } from '../../../../shared/viewings.ts';
import { ArrowLeftIcon } from '../../../components/public/icons.tsx';
import { listingTitleIn } from '../../../../shared/i18n/listing-words.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { ListingPageError } from '../../../components/property/listing-page-error.tsx';
import { byDay, slotButton } from '../../../components/viewing/slots.ts';
import {
  BookedPanel,
  BookingFormFields,
  EMPTY_VIEWING,
  secondaryButton,
  REFUSABLE_VIEWING_FIELDS,
  useViewingForm,
  type ViewingResult,
} from './viewing-fields.tsx';
import { formProblems } from '../../../lib/form-errors.ts';
import { sendToServerAction } from '../../../lib/server-action.ts';
import type { Route } from './+types/viewing-book';
import { errorMeta } from '../error-meta.ts';
import { formField, postedForm } from '../form-field.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { isRefusal, parsedIn, refusalIn } from '../../../refusals.server.ts';
import { keyed } from '../../../../shared/i18n/text-ref.ts';
import { VIEWINGS_TEXT } from '../../../../shared/texts/viewings.ts';
import { viewingTime } from './viewing-words.server.ts';
import type { PageTexts } from '../../../../shared/i18n/runtime.ts';
import { newYorkLabel } from '../../../../shared/words/new-york.ts';

const NO_STORE = { 'cache-control': 'no-store' };

function listingIdOf(param: string, request: Request): number {
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : NaN;
  if (!Number.isSafeInteger(id)) throw data(serverTexts(request, 'viewings').VIEWINGS_TEXT.listingUnavailable, { status: 404 });
  return id;
}

/** A free time's day and hour in the page's language (New York time): the service's labels, which it writes in English. */
function slotIn(language: Language, slot: SlotDto): SlotDto {
  if (language === 'en') return slot;
  return { ...slot, day: newYorkLabel(language, 'day', slot.start), time: newYorkLabel(language, 'time', slot.start) };
}

/** /property/{id}/viewing: the free times (the slots page) and, with ?start=, the booking form (the confirmation page). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = listingIdOf(params.id, request);
  const language = requestLanguage(request);
  try {
    const [listing, free] = await Promise.all([context.services.listings.get(id), context.services.viewings.slots(id)]);
    const slots = free.map((slot) => slotIn(language, slot));
    const start = new URL(request.url).searchParams.get('start');
    const chosen = start ? (slots.find((s) => s.start === start) ?? null) : null;
    return data(
      {
        listingId: id,
        title: listingTitleIn(serverTexts(request, 'public').PUBLIC_TEXT, listing),
        slots,
        chosen,
        unavailable: Boolean(start && !chosen),
        i18n: pageTexts(request, ['viewings', 'inquiries', 'viewing-picker', 'agency']),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    if (serviceErrorStatus(error) === 404)
      throw data(serverTexts(request, 'viewings').VIEWINGS_TEXT.listingUnavailable, { status: 404 });
    throw error;
  }
}

/**
 * The one action of the booking form (decision 048): the property page's modal sends to it by a
 * fetcher, the confirmation page posts to it. The same limit (counted before the body is read), rules
 * and honeypot as POST /api/viewings; every refused field is answered at once (a schema issue's path
 * names its field, the agency disclosure's checkbox among them).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = listingIdOf(params.id, request);
  // The page's language: the answers, and the renter's e-mails (decision 072).
  const language = requestLanguage(request);
  const { VIEWINGS_TEXT: T } = serverTexts(request, 'viewings');
  const answer = (result: ViewingResult, status = 200) => data<ViewingResult>(result, { status, headers: NO_STORE });
  const limited = await context.formLimit('viewing');
  if (limited) return answer({ kind: 'error', message: refusalIn(language, limited) }, 429);
  const form = await postedForm(request);
  if (!form) return answer({ kind: 'error', message: T.failed }, 400);
  const values = {
    name: formField(form, 'name'),
    email: formField(form, 'email'),
    phone: formField(form, 'phone'),
    message: formField(form, 'message'),
  };
  const parsed = parsedIn(language, BookViewingSchema, {
    listingId: id,
    start: formField(form, 'start'),
    ...values,
    agencyAcknowledged: formField(form, 'agencyAcknowledged'),
    [HONEYPOT_FIELD]: formField(form, HONEYPOT_FIELD),
    language,
  });
  if (!parsed.success) {
    const { errors, message } = formProblems(parsed.error, REFUSABLE_VIEWING_FIELDS);
    return answer({ kind: 'error', message: message ?? '', errors, values }, 400);
  }
  try {
    const { viewing } = await context.services.viewings.book(parsed.data, context.clientAddress);
    // The time as the renter's e-mails write it in the page's language (English: the service's words).
    return answer({ kind: 'booked', confirmed: viewing.status === 'confirmed', when: viewingTime(request, viewing.start) });
  } catch (error) {
    const status = serviceErrorStatus(error);
    // A slot another booking took: the page offers the other times.
    if (isRefusal(error, keyed('viewings', 'VIEWINGS_TEXT', VIEWINGS_TEXT).slotTaken)) return answer({ kind: 'taken' }, 409);
    // A bad time, a listing gone, or a booking past its limits (decision 054): said in the page's language.
    if (status === 400 || status === 404 || status === 409 || status === 429)
      return answer({ kind: 'error', message: refusalIn(language, error), values }, status);
    throw error;
  }
}

/** With scripts: the action's answer, or the modal's own wording when the server could not be reached or answered something else. */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ViewingResult> {
  return sendToServerAction(serverAction, (failure) =>
    failure.kind === 'unreachable' ? { kind: 'unreachable', message: failure.error.message } : { kind: 'error', message: '' },
  );
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  const payload = (data as { i18n?: PageTexts } | undefined)?.i18n?.modules.viewings?.VIEWINGS_TEXT as
    Record<string, string> | undefined;
  return [...errorMeta(payload?.pickerTitle ?? { frame: 'pageNotFound' }, matches), { name: 'robots', content: 'noindex' }];
}

function DayList({ listingId, slots }: { listingId: number; slots: SlotDto[] }) {
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  const localPath = useLocalPath();
  const days = byDay(slots);
  if (days.length === 0) return <p className="text-slate-600">{T.noSlots}</p>;
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="mb-3 text-base font-semibold text-ink">
            {day.day}
          </h2>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.items.map((slot) => (
              <li key={slot.start}>
                <a
                  href={localPath(`/property/${listingId}/viewing?start=${encodeURIComponent(slot.start)}`)}
                  className={`${slotButton(false)} w-full`}
                  aria-label={`${day.day}, ${slot.time}`}
                >
                  {slot.time}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default function ViewingBook({ loaderData, actionData }: Route.ComponentProps) {
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  const localPath = useLocalPath();
  const { listingId, title, slots, chosen, unavailable } = loaderData;
  const result = actionData as ViewingResult | undefined;
  const failed = result?.kind === 'error' ? result : null;
  const { values, fieldErrors, change, clear, check, form, autoFocused } = useViewingForm({
    values: failed?.values ? { ...failed.values, website: '' } : EMPTY_VIEWING,
    errors: failed?.errors ?? {},
  });
  const back = (
    <a
      href={localPath(`/property/${listingId}`)}
      className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:text-brand-700"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      {T.backToListing}
    </a>
  );

  let body: React.ReactNode;
  if (result?.kind === 'booked') {
    body = (
      <BookedPanel booked={result} Heading="h2">
        <a href={localPath(`/property/${listingId}`)} className={`${secondaryButton} mt-6`}>
          {T.backToListing}
        </a>
      </BookedPanel>
    );
  } else if (chosen && result?.kind !== 'taken') {
    body = (
      // A page's form (posted with or without scripts), checked here first when scripts run.
      <form ref={form} method="post" noValidate onSubmit={check} className="space-y-4">
        <BookingFormFields
          slot={chosen}
          change={
            <a href={localPath(`/property/${listingId}/viewing`)} className={secondaryButton}>
              {T.changeTime}
            </a>
          }
          fields={{
            values,
            errors: fieldErrors,
            onChange: change,
            onAcknowledge: () => clear('agencyAcknowledged'),
            autoFocused,
          }}
          error={failed?.message ? failed.message : null}
        />
      </form>
    );
  } else {
    body = (
      <div className="space-y-5">
        {(result?.kind === 'taken' || unavailable) && (
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {T.slotTaken}
          </p>
        )}
        <DayList listingId={listingId} slots={slots} />
      </div>
    );
  }

  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        {back}
        <div className="mt-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{T.pickerTitle}</h1>
          <p className="mt-2 text-slate-600">{T.pickerIntro(title)}</p>
          <div className="mt-6">{body}</div>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  // A 404's data is the loader's words, in the page's language.
  return <ListingPageError notFoundTitle={(data) => (typeof data === 'string' ? data : null)} />;
}
