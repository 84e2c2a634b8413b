import { data, type AppLoadContext } from 'react-router';
import { CreateInquirySchema, eachDetail } from '../../../../shared/inquiries.schema.ts';
import { formProblems } from '../../../lib/form-errors.ts';
import { requestLanguage, serverTexts } from '../../../i18n.server.ts';
import { parsedIn, refusalIn } from '../../../refusals.server.ts';
import { formField, postedForm } from '../form-field.ts';
import { INQUIRY_FIELDS, type InquiryResult } from './inquiry-form.tsx';

/**
 * The one action of the public inquiry forms (decisions 048 and 104): the /about contact form and the
 * property page's inquiry modal, sent by a fetcher or posted without JavaScript to the page that
 * mounts it (/about, `INQUIRY_ACTION`). The same limit, rules and honeypot as POST /api/inquiries; every
 * refused field is answered at once, each with its first message (a schema issue's path names its field).
 */
export async function inquiryAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<ReturnType<typeof data<InquiryResult>>> {
  // Counted before the body was read: past the limit, the body is not read at all.
  const limited = await context.formLimit('inquiry');
  // The page's language (/es/about…): the answers, and the inquirer's e-mails (decision 072).
  const language = requestLanguage(request);
  if (limited) return data({ sent: false, message: refusalIn(language, limited) }, { status: 429 });
  const { INQUIRY_FORM_TEXT: F } = serverTexts(request, 'inquiries');
  const form = await postedForm(request);
  if (!form) return data({ sent: false, message: F.failed }, { status: 400 });
  const text = (name: string) => formField(form, name);
  const values = { name: text('name'), email: text('email'), ...eachDetail(text), message: text('message') };
  const listingId = text('listingId');
  const target = listingId ? { listingId } : { inquiryType: 'general' };
  const parsed = parsedIn(language, CreateInquirySchema, { ...values, ...target, website: text('website'), language });
  if (!parsed.success) {
    const { errors, message } = formProblems(parsed.error, INQUIRY_FIELDS);
    return data({ sent: false, message: message ?? '', errors, values }, { status: 400 });
  }
  await context.services.inquiries.create(parsed.data);
  return data({ sent: true });
}
