import { INQUIRIES_TEXT as T } from '../../../shared/texts/inquiries.ts';

export type InquiryField = 'name' | 'email' | 'message' | 'phone';

/** What the visitor typed (docs/product.md §3 Inquiry; `website` is the hidden honeypot). */
export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', phone: '', message: '', website: '' };

/** The field a server message is about, so the form can mark and focus it. */
export function fieldOfMessage(message: string): InquiryField | undefined {
  if (message === T.nameRequired || message === T.nameTooLong) return 'name';
  if (message === T.emailRequired || message === T.emailInvalid) return 'email';
  if (message === T.messageRequired || message === T.messageTooLong) return 'message';
  if (message === T.phoneInvalid) return 'phone';
  return undefined;
}

export type SendResult = { ok: true } | { ok: false; message: string | null };

/**
 * POST /api/inquiries. `ok: false` with the server's message (or null when it gave none); a network
 * failure throws, so each form can word it as docs/product.md §8 says.
 */
export async function sendInquiry(
  values: InquiryValues,
  target: { listingId?: number; inquiryType?: 'general' },
): Promise<SendResult> {
  const res = await fetch('/api/inquiries', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message,
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      // docs/product.md §5: listingId only when present and not a placeholder.
      ...(target.listingId && target.listingId > 0 ? { listingId: target.listingId } : {}),
      ...(target.inquiryType ? { inquiryType: target.inquiryType } : {}),
      ...(values.website ? { website: values.website } : {}),
    }),
  });
  const body = (await res.json().catch(() => null)) as { success?: boolean; message?: unknown } | null;
  if (res.ok && body?.success) return { ok: true };
  return { ok: false, message: typeof body?.message === 'string' && body.message ? body.message : null };
}
