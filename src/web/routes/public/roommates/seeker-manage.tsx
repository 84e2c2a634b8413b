import { useRef } from 'react';
import { data, Form, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { SeekerProfileUpdateSchema, type OwnSeekerDto } from '../../../../shared/roommates.ts';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useTexts } from '../../../i18n.tsx';
import { useRevealFirstInvalid } from '../../../lib/form-errors.ts';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { areaChoices } from '../../../../shared/area-names.ts';
import { availableLabel } from '../listed-date.server.ts';
import { TOKEN_PAGE_HEADERS } from '../../token-page-headers.ts';
import type { Route } from './+types/seeker-manage';
import { formField, postedForm } from '../form-field.ts';
import { serviceErrorStatus } from '../service-error.ts';
import { roommatesMeta } from './roommates-meta.ts';
import { SeekerRooms } from './seeker-rooms.tsx';
import { primaryButton, secondaryButton, SeekerFields } from './seeker-fields.tsx';
import {
  PROFILE_FIELDS as FIELDS,
  seekerFormValues,
  seekerPayload,
  type SeekerFormValues,
  type SeekerRefusal,
} from './seeker-form-data.ts';
import { schemaRefusal, serviceRefusal } from './seeker-refusal.server.ts';
import { parsedIn } from '../../../refusals.server.ts';

type ManageResult =
  | { kind: 'invalid' }
  | { kind: 'deleted' }
  | { kind: 'notice'; message: string }
  | ({ kind: 'error'; values: SeekerFormValues } & SeekerRefusal);

const invalid = () => data<ManageResult>({ kind: 'invalid' }, { status: 404, headers: TOKEN_PAGE_HEADERS });

/** The profile's answers as the form shows them. */
function formValuesOf(seeker: OwnSeekerDto): SeekerFormValues {
  return {
    name: seeker.name,
    email: seeker.email,
    phone: seeker.phone,
    budget: String(seeker.budget),
    moveInDate: seeker.moveInDate,
    stayMonths: seeker.stayMonths === null ? '' : String(seeker.stayMonths),
    areas: seeker.areas,
    privateBath: seeker.needs.privateBath === true,
    furnished: seeker.needs.furnished === true,
    lifestyle: seeker.lifestyle,
    householdPreference: seeker.householdPreference,
    about: seeker.about,
    introduce: seeker.introduce,
  };
}

/** /roommates/{token}: the profile its private link opens. GET shows it and changes nothing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const i18n = pageTexts(request, ['roommates']);
  const language = requestLanguage(request);
  const seekers = context.services.roommates.seekers;
  try {
    const seeker = await seekers.own(params.token);
    const buildings = await context.services.listings.buildings();
    // A confirmed profile shows the rooms that fit it now (issue 46 item 4), their reasons in the page's language.
    const today = context.services.listings.today();
    const rooms = (await seekers.matchingRooms(params.token, language)).map((room) => ({
      ...room,
      available: availableLabel(room.availableFrom, today, language),
    }));
    return data({ invalid: false as const, seeker, areas: areaChoices(buildings), rooms, i18n }, { headers: TOKEN_PAGE_HEADERS });
  } catch (error) {
    if (serviceErrorStatus(error) === 404)
      return data({ invalid: true as const, i18n }, { status: 404, headers: TOKEN_PAGE_HEADERS });
    throw error;
  }
}

/** POST: confirm (the e-mailed link leads here), save the changes, resume the room e-mails (decision 092), or delete the profile. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const seekers = context.services.roommates.seekers;
  const T = serverTexts(request, 'roommates').ROOMMATES_TEXT;
  const form = await postedForm(request);
  if (!form) return invalid();
  try {
    switch (formField(form, 'intent')) {
      case 'confirm':
        await seekers.confirm(params.token);
        return data<ManageResult>({ kind: 'notice', message: T.confirmed }, { headers: TOKEN_PAGE_HEADERS });
      case 'resume':
        await seekers.resumeAlerts(params.token);
        return data<ManageResult>({ kind: 'notice', message: T.resumed }, { headers: TOKEN_PAGE_HEADERS });
      case 'delete':
        await seekers.remove(params.token);
        // 200 stated: without scripts the loader runs again after the action and finds no profile (404).
        return data<ManageResult>({ kind: 'deleted' }, { status: 200, headers: TOKEN_PAGE_HEADERS });
      case 'save': {
        const values = seekerFormValues(form);
        const parsed = parsedIn(requestLanguage(request), SeekerProfileUpdateSchema, seekerPayload(values));
        const refused = (refusal: SeekerRefusal) =>
          data<ManageResult>({ kind: 'error', ...refusal, values }, { status: 400, headers: TOKEN_PAGE_HEADERS });
        if (!parsed.success) return refused(schemaRefusal(parsed.error, FIELDS));
        try {
          await seekers.update(params.token, parsed.data);
        } catch (error) {
          const refusal = serviceRefusal(request, error);
          if (!refusal) throw error;
          return refused(refusal);
        }
        return data<ManageResult>({ kind: 'notice', message: T.saved }, { headers: TOKEN_PAGE_HEADERS });
      }
      default:
        return invalid();
    }
  } catch (error) {
    if (serviceErrorStatus(error) === 404) return invalid();
    throw error;
  }
}

/** After a delete the link names no profile: the page keeps the action's answer instead of asking the loader again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as ManageResult | undefined)?.kind === 'deleted' ? false : defaultShouldRevalidate;
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return roommatesMeta(data, 'manageTitle', matches);
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** /roommates/{token}: confirm the profile, change it, or delete it. */
export default function SeekerManage({ loaderData, actionData }: Route.ComponentProps) {
  const { ROOMMATES_TEXT: T } = useTexts('roommates');
  const busy = useNavigation().state === 'submitting';
  const result = actionData as ManageResult | undefined;
  const profileForm = useRef<HTMLFormElement>(null);
  // Every refused field shows at once; with scripts the first then takes the focus and comes into view.
  useRevealFirstInvalid(profileForm, result?.kind === 'error' ? result : null);
  if (result?.kind === 'deleted')
    return (
      <Card title={T.deletedTitle}>
        <p role="status" className="mt-3 text-slate-700">
          {T.deleted}
        </p>
      </Card>
    );
  if (loaderData.invalid || result?.kind === 'invalid')
    return (
      <Card title={T.manageTitle}>
        <p className="mt-3 text-slate-700">{T.notFound}</p>
      </Card>
    );
  const { seeker, areas, rooms } = loaderData;
  const failed = result?.kind === 'error' ? result : null;
  const notice = result?.kind === 'notice' ? result.message : null;
  return (
    <Card title={T.manageTitle}>
      <p className="mt-2 text-sm text-slate-600">{seeker.email}</p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      )}
      {seeker.status === 'pending' ? (
        <>
          <p className="mt-4 text-slate-700">{T.pending}</p>
          <Form method="post" className="mt-6">
            <button type="submit" name="intent" value="confirm" className={primaryButton} disabled={busy}>
              {T.confirmButton}
            </button>
          </Form>
        </>
      ) : (
        <>
          {seeker.alertsPaused && (
            <Form
              method="post"
              className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950"
              data-testid="alerts-paused"
            >
              <p>{T.alertsPaused}</p>
              <button type="submit" name="intent" value="resume" className={`${primaryButton} mt-3`} disabled={busy}>
                {T.resumeButton}
              </button>
            </Form>
          )}
          <SeekerRooms rooms={rooms} />
          <h2 className="mt-8 border-t border-slate-100 pt-6 text-xl font-bold tracking-tight text-ink">{T.profileTitle}</h2>
          <Form ref={profileForm} method="post" noValidate className="mt-4 space-y-5" key={JSON.stringify(seeker)}>
            {failed?.message && <FormAlert>{failed.message}</FormAlert>}
            <SeekerFields
              values={failed?.values ?? formValuesOf(seeker)}
              areas={areas}
              errors={failed?.errors}
              withEmail={false}
            />
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
              <button type="submit" name="intent" value="save" className={primaryButton} disabled={busy}>
                {T.saveButton}
              </button>
              <button type="submit" name="intent" value="delete" formNoValidate className={secondaryButton} disabled={busy}>
                {T.deleteButton}
              </button>
            </div>
          </Form>
        </>
      )}
    </Card>
  );
}
