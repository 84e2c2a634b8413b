import { useRef } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { pageTexts, requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { SeekerQuestionnaireSchema } from '../../../../shared/roommates.ts';
import { areaChoices } from '../../../../shared/area-names.ts';
import { HoneypotField } from '../../../components/public/honeypot-field.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useTexts } from '../../../i18n.tsx';
import { useRevealFirstInvalid } from '../../../lib/form-errors.ts';
import type { Route } from './+types/find-room';
import { postedForm } from '../form-field.ts';
import { roommatesMeta } from './roommates-meta.ts';
import { primaryButton, SeekerFields } from './seeker-fields.tsx';
import {
  EMPTY_SEEKER_FORM,
  QUESTIONNAIRE_FIELDS as FIELDS,
  seekerFormValues,
  seekerPayload,
  type SeekerFormValues,
  type SeekerRefusal,
} from './seeker-form-data.ts';
import { schemaRefusal, serviceRefusal } from './seeker-refusal.server.ts';
import { parsedIn, refusalIn } from '../../../refusals.server.ts';

const NO_STORE = { 'cache-control': 'no-store' };

type FindRoomResult = { kind: 'sent' } | ({ kind: 'error'; values: SeekerFormValues } & SeekerRefusal);

/** /roommates: the buildings a seeker may choose as areas, and the page's texts in its language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const buildings = await context.services.listings.buildings();
  return data(
    {
      areas: areaChoices(buildings),
      i18n: pageTexts(request, ['roommates', 'inquiries']),
    },
    { headers: NO_STORE },
  );
}

/**
 * The questionnaire posted (with or without scripts): the same form limit, schema, honeypot and
 * service as POST /api/roommates (the confirmation goes by e-mail only, within its cap; decision 054).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = (result: FindRoomResult, status = 200) => data<FindRoomResult>(result, { status, headers: NO_STORE });
  const limited = await context.formLimit('roommate');
  if (limited)
    return answer({ kind: 'error', message: refusalIn(requestLanguage(request), limited), values: EMPTY_SEEKER_FORM }, 429);
  const form = await postedForm(request);
  const T = serverTexts(request, 'roommates').ROOMMATES_TEXT;
  if (!form) return answer({ kind: 'error', message: T.optionInvalid, values: EMPTY_SEEKER_FORM }, 400);
  const values = seekerFormValues(form);
  // The page's language: the seeker's e-mails are written in it (decision 072).
  const language = requestLanguage(request);
  const parsed = parsedIn(language, SeekerQuestionnaireSchema, { ...seekerPayload(values, form), language });
  if (!parsed.success) return answer({ kind: 'error', ...schemaRefusal(parsed.error, FIELDS), values }, 400);
  try {
    await context.services.roommates.seekers.submit(parsed.data);
  } catch (error) {
    const refusal = serviceRefusal(request, error);
    if (refusal) return answer({ kind: 'error', ...refusal, values }, 400);
    throw error;
  }
  return answer({ kind: 'sent' });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return roommatesMeta(data, 'pageTitle', matches);
}

/** 'Find a room': the questionnaire, then 'check your e-mail'. */
export default function FindRoom({ loaderData, actionData }: Route.ComponentProps) {
  const { ROOMMATES_TEXT: T } = useTexts('roommates');
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  const result = actionData as FindRoomResult | undefined;
  const failed = result?.kind === 'error' ? result : null;
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  // Every refused field shows at once; with scripts the first then takes the focus and comes into view.
  useRevealFirstInvalid(form, failed);
  return (
    <section className="bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {result?.kind === 'sent' ? (
          <div role="status">
            <h1 className="text-2xl font-bold tracking-tight text-ink">{T.pageTitle}</h1>
            <p className="mt-3 text-slate-700">{T.sent}</p>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{T.pageTitle}</h1>
            <p className="mt-3 text-slate-600">{T.pageIntro}</p>
            <Form ref={form} method="post" noValidate className="relative mt-6 space-y-5">
              {failed?.message && <FormAlert>{failed.message}</FormAlert>}
              <SeekerFields
                values={failed?.values ?? EMPTY_SEEKER_FORM}
                areas={loaderData.areas}
                errors={failed?.errors}
                withEmail
              />
              <HoneypotField id="roommates-website" label={F.honeypot} />
              <button type="submit" className={`${primaryButton} w-full sm:w-auto`} disabled={busy}>
                {T.submit}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
