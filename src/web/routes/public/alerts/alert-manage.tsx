import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { BATHROOM_CHOICES, BEDROOM_CHOICES } from '../../../../shared/listing-search.ts';
import { localizedPath } from '../../../../shared/i18n/languages.ts';
import { ALERT_TEXT } from '../../../../shared/texts/alerts.ts';
import { ALERT_FREQUENCIES, MAX_ALERTS_PER_ADDRESS, type AlertFrequency } from '../../../../shared/saved-searches.ts';
import { gridScope } from '../../../../shared/saved-search.ts';
import * as Card from './alert-card.tsx';
import { useLocalPath, usePublicText, useTexts } from '../../../i18n.tsx';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import type { Route } from './+types/alert-manage';
import { wordsOnPage } from './alert-words.server.ts';
import { errorMeta } from '../error-meta.ts';
import { formField, postedForm } from '../form-field.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';

/** The criteria fields this page edits; any other filter of the search is carried as it is. */
const EDITED = new Set<string>(['minPrice', 'maxPrice', 'beds', 'baths', 'size', 'availableBy']);
/** Fields of the form that are not criteria. */
const NOT_CRITERIA = new Set<string>(['intent', 'frequency']);

const invalid = () => data({ invalid: true as const }, { status: 400, headers: TOKEN_PAGE_HEADERS });

/** The page's texts and title in its language (the title also when the link names no search). */
const pageOf = (request: Request) => ({
  title: serverTexts(request, 'alerts').ALERT_TEXT.pageTitle,
  i18n: pageTexts(request, ['alerts']),
});

/** /alerts/{token}: the saved search the link names (in words in the page's language). GET shows it and changes nothing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageOf(request);
  const found = await context.services.alerts.find(params.token);
  if (!found) return data({ invalid: true as const, ...page }, { status: 400, headers: TOKEN_PAGE_HEADERS });
  const search = { ...found, ...wordsOnPage(request, found) };
  const choices = await context.services.listings.searchChoices(gridScope(search.grid));
  const sizes =
    search.criteria.size && !choices.sizes.includes(search.criteria.size)
      ? [...choices.sizes, search.criteria.size]
      : choices.sizes;
  // Filters of the search this page has no field for, kept as they are when the form is saved.
  const kept = [...new URLSearchParams(search.query)].filter(([name]) => !EDITED.has(name));
  return data({ invalid: false as const, search, sizes, kept, ...page }, { headers: TOKEN_PAGE_HEADERS });
}

/** POST: confirm (the confirmation e-mail's link leads here), save changes, stop, or turn back on; answered in the page's language. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const alerts = context.services.alerts;
  const { ALERT_TEXT: T } = serverTexts(request, 'alerts');
  const form = await postedForm(request);
  if (!form) return invalid();
  switch (formField(form, 'intent')) {
    case 'confirm': {
      const result = await alerts.confirm(params.token);
      if ('refused' in result)
        return result.refused === 'too-many'
          ? data({ notice: T.tooMany(MAX_ALERTS_PER_ADDRESS) }, { status: 409, headers: TOKEN_PAGE_HEADERS })
          : invalid();
      if (result.token !== params.token)
        return redirect(localizedPath(`/alerts/${result.token}`, requestLanguage(request)), { headers: TOKEN_PAGE_HEADERS });
      return data({ notice: T.confirmedHeading }, { headers: TOKEN_PAGE_HEADERS });
    }
    case 'save': {
      const frequency = formField(form, 'frequency') as AlertFrequency;
      if (!ALERT_FREQUENCIES.includes(frequency))
        return data({ notice: T.needFrequency }, { status: 400, headers: TOKEN_PAGE_HEADERS });
      // The criteria are read as a grid reads its URL (unknown names and bad values left out).
      const query = new URLSearchParams();
      for (const [name, value] of form)
        if (!NOT_CRITERIA.has(name) && typeof value === 'string' && value && !query.has(name))
          query.set(name, value.slice(0, 200));
      return (await alerts.update(params.token, { query: query.toString(), frequency }))
        ? data({ notice: T.saved }, { headers: TOKEN_PAGE_HEADERS })
        : invalid();
    }
    case 'stop':
      return (await alerts.stop(params.token)) ? data({ notice: null }, { headers: TOKEN_PAGE_HEADERS }) : invalid();
    case 'resume':
      return (await alerts.resume(params.token)) ? data({ notice: null }, { headers: TOKEN_PAGE_HEADERS }) : invalid();
    default:
      return invalid();
  }
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return errorMeta(data?.title ?? ALERT_TEXT.pageTitle, matches);
}

const control =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-ink shadow-sm focus:border-brand-500';
const label = 'block text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** /alerts/{token}: confirm a saved search, change its criteria or how often it comes, stop it or turn it back on. */
export default function AlertManage({ loaderData, actionData }: Route.ComponentProps) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  // The search's fields have the filter bar's names.
  const P = usePublicText();
  const localPath = useLocalPath();
  const busy = useNavigation().state === 'submitting';
  if (loaderData.invalid || (actionData && 'invalid' in actionData)) return <Card.InvalidAlertCard />;
  const { search, sizes, kept } = loaderData;
  const notice = actionData && 'notice' in actionData ? actionData.notice : null;
  const intent = (value: string, text: string, className = Card.primaryButton) => (
    <button type="submit" name="intent" value={value} className={className} disabled={busy}>
      {text}
    </button>
  );

  if (search.status === 'pending')
    return (
      <Card.AlertCard heading={T.confirmHeading}>
        {notice && (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {notice}
          </p>
        )}
        <p className="mt-3 text-slate-600">{T.confirmDetail(search.email)}</p>
        <Card.SearchWords words={search.words} />
        <p className="mt-3 text-sm text-slate-600">{T.confirmHowOften(search.frequency)}</p>
        <Form method="post" className="mt-8">
          {intent('confirm', T.confirm)}
        </Form>
      </Card.AlertCard>
    );

  if (search.status === 'stopped')
    return (
      <Card.StoppedAlertCard email={search.email} words={search.words}>
        <Form method="post" className="mt-8">
          {intent('resume', T.resume)}
        </Form>
      </Card.StoppedAlertCard>
    );

  const { criteria } = search;
  return (
    <Card.AlertCard heading={notice === T.confirmedHeading ? T.confirmedHeading : T.manageHeading}>
      <p className="mt-3 text-slate-600">{T.manageDetail(search.email)}</p>
      <Card.SearchWords words={search.words} />
      {notice && notice !== T.confirmedHeading && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      <Form method="post" key={`${search.query}:${search.frequency}`} className="mt-6 grid grid-cols-2 gap-4">
        <p className="col-span-2 text-sm text-slate-700">
          <span className="font-semibold">{T.onGrid}:</span> {search.gridLabel}
        </p>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {(
          [
            ['minPrice', P.priceFrom, P.noMin],
            ['maxPrice', P.priceTo, P.noMax],
          ] as const
        ).map(([name, text, none]) => (
          <label key={name} className={label}>
            {text}
            <input
              name={name}
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={criteria[name]}
              placeholder={none}
              className={control}
            />
          </label>
        ))}
        <label className={label}>
          {P.bedrooms}
          <select name="beds" defaultValue={criteria.beds ?? ''} className={control}>
            <option value="">{P.any}</option>
            {BEDROOM_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n === 0 ? P.studio : n === 3 ? '3+' : String(n)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {P.bathrooms}
          <select name="baths" defaultValue={criteria.baths ?? ''} className={control}>
            <option value="">{P.any}</option>
            {BATHROOM_CHOICES.map((n) => (
              <option key={n} value={n}>{`${n}+`}</option>
            ))}
          </select>
        </label>
        {sizes.length > 0 && (
          <label className={`${label} col-span-2`}>
            {P.size}
            <select name="size" defaultValue={criteria.size ?? ''} className={control}>
              <option value="">{P.any}</option>
              {sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={`${label} col-span-2`}>
          {P.availableBy}
          <input name="availableBy" type="date" defaultValue={criteria.availableBy} className={control} />
        </label>
        <fieldset className="col-span-2">
          <legend className={label}>{T.frequency}</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {ALERT_FREQUENCIES.map((f) => (
              <label key={f} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  defaultChecked={search.frequency === f}
                  className="h-4 w-4 accent-brand-700"
                />
                {f === 'instant' ? T.instant : T.daily}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="col-span-2 flex flex-col gap-3 sm:flex-row sm:items-center">
          {intent('save', T.saveChanges)}
          <Link to={localPath(`${search.grid}${search.query}`)} className="text-sm font-semibold text-brand-700 hover:underline">
            {T.seeListings}
          </Link>
        </div>
      </Form>
      <Form method="post" className="mt-8 border-t border-slate-200 pt-6">
        {intent('stop', T.stop, Card.secondaryButton)}
      </Form>
    </Card.AlertCard>
  );
}
