import { useCallback, useEffect, useState } from 'react';
import type {
  InboundMessageDto,
  InquiryEventDto,
  InquiryDto,
  InquiryStatus,
  InquiryWithReplies,
  ReplyDto,
} from '../../../shared/inquiries.schema.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { DEFAULT_AGENT_NAME } from '../../../shared/site-settings.ts';
import { propertyPath } from '../../../shared/listing-format.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { sendWrite, useAdminWrite, type WriteTexts } from '../kit/admin-write.ts';
import { useToast } from '../kit/toast.tsx';
import { discardReplyDraft } from './reply-draft.ts';
import type { ReplyContext, ReplyValues } from './reply-form.tsx';

interface Answer {
  success?: boolean;
  message?: string;
  inquiry?: InquiryDto;
  listing?: ListingDto;
}

export type InquiryBusy = '' | 'notes' | 'status' | 'send' | 'followUp';

/** The conversation as loaded: null while loading (or when that part of the answer was missing). */
export interface Conversation {
  replies: ReplyDto[] | null;
  messages: InboundMessageDto[];
  /** The changes of the inquiry's viewing (confirmed, moved, cancelled…). */
  events: InquiryEventDto[];
  /** The reply history could not be read (docs/product.md §8 texts). */
  error: string | null;
}

/**
 * One inquiry in the modal: GET /inquiries/{id} (the inquiry, its replies and the renter's e-mails),
 * and what staff do with it (status, notes, reply, retry), each with its toast. `onChanged` tells
 * the list behind that the inquiry changed.
 */
export function useInquiry(id: number | null, onChanged: () => void) {
  const toast = useToast();
  const [inquiry, setInquiry] = useState<InquiryDto | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [conversation, setConversation] = useState<Conversation>({ replies: null, messages: [], events: [], error: null });
  const [busy, setBusy] = useState<InquiryBusy>('');
  const { write: writeRetry, busy: retrying } = useAdminWrite<number>();

  const load = useCallback(async (inquiryId: number) => {
    let body: (Answer & { inquiry?: Partial<InquiryWithReplies> }) | undefined;
    try {
      body = await api.get<Answer>(`/inquiries/${inquiryId}`);
    } catch (error) {
      setConversation((c) => ({ ...c, error: error instanceof ApiError ? T.failedToLoadReplies : T.repliesError }));
      throw error;
    }
    if (!body?.inquiry) throw new ApiError(200, T.inquiryMissing, body);
    const { replies, messages, events } = body.inquiry;
    setInquiry(body.inquiry as InquiryDto);
    setConversation({
      replies: Array.isArray(replies) ? replies : null,
      messages: Array.isArray(messages) ? messages : [],
      events: Array.isArray(events) ? events : [],
      error: Array.isArray(replies) ? null : T.failedToLoadReplies,
    });
    return body.inquiry as InquiryDto;
  }, []);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setInquiry(null);
    setLoadError(null);
    setConversation({ replies: null, messages: [], events: [], error: null });
    load(id).catch(() => {
      if (live) setLoadError(T.inquiryMissing);
    });
    return () => {
      live = false;
    };
  }, [id, load]);

  /** PATCH /inquiries/{id}: `fields` changed, with the toasts of `texts`. */
  const patch = async (
    fields: { status?: InquiryStatus; notes?: string; followUpOn?: string | null; followUpNote?: string },
    kind: InquiryBusy,
    texts: WriteTexts<Answer>,
  ) => {
    if (!inquiry) return;
    setBusy(kind);
    const saved = await sendWrite(toast, () => api.patch<Answer>(`/inquiries/${inquiry.id}`, fields), {
      ...texts,
      refused: () => (typeof texts.failed === 'string' ? texts.failed : texts.failed(null)),
    });
    setBusy('');
    if (!saved.ok || !saved.body?.inquiry) return;
    setInquiry(saved.body.inquiry);
    onChanged();
  };

  const setStatus = (status: InquiryStatus) =>
    patch({ status }, 'status', {
      done: T.statusUpdated(status),
      // docs/product.md §8: a status change that failed says so in its own words, whatever the server said.
      failed: (error: unknown) => (error instanceof ApiError || error === null ? T.failedToUpdateStatus : T.updateStatusError),
    });

  const saveNotes = (notes: string) =>
    patch({ notes }, 'notes', {
      done: T.notesAdded,
      failed: T.failedToAddNotes,
      unreachable: T.addNotesError,
    });

  const saveFollowUp = (followUpOn: string | null, followUpNote: string) =>
    patch({ followUpOn, followUpNote }, 'followUp', {
      done: T.followUpSaved,
      failed: T.failedToSaveFollowUp,
      unreachable: T.saveFollowUpError,
    });

  /** The listing the inquiry names (for Information) and the agent's name (the signature): read once as the reply form opens. */
  const loadReplyContext = async (): Promise<ReplyContext> => {
    const listing = async () => {
      if (!inquiry?.listing_id) return null;
      try {
        return (await api.get<Answer>(`/listings/${inquiry.listing_id}`))?.listing ?? null;
      } catch {
        return null; // deleted since: the template keeps its blanks
      }
    };
    const agent = async () => {
      try {
        return (await api.get<{ settings?: SiteSettings }>('/settings'))?.settings?.agent;
      } catch {
        return undefined;
      }
    };
    const [found, signer] = await Promise.all([listing(), agent()]);
    return {
      listing: found,
      // The listing's page, named in the templates while it is public.
      listingUrl: found?.status === 'active' ? `${window.location.origin}${propertyPath(found.id)}` : null,
      agentName: signer?.name || DEFAULT_AGENT_NAME,
      agentTitle: signer?.title ?? '',
    };
  };

  /** POST /inquiries/{id}/reply; true when it was sent (the conversation is then read again). */
  const send = async (values: ReplyValues): Promise<boolean> => {
    if (!inquiry) return false;
    setBusy('send');
    const sent = await sendWrite(
      toast,
      () =>
        api.post<Answer>(`/inquiries/${inquiry.id}/reply`, {
          ...values,
          recipientEmail: inquiry.email,
          recipientName: inquiry.name,
        }),
      { done: T.replySent, failed: T.failedToSend, unreachable: T.sendError },
    );
    if (sent.ok) {
      discardReplyDraft(inquiry.id);
      onChanged();
      await load(inquiry.id).catch(() => toast.warning(T.sentButDisplay));
    }
    setBusy('');
    return sent.ok;
  };

  const retry = async (reply: ReplyDto) => {
    if (!inquiry) return;
    const queued = await writeRetry(
      () => api.post<Answer>(`/inquiries/${inquiry.id}/replies/${reply.id}/retry`),
      { done: (body) => body?.message || T.replyQueued, failed: T.failedToRetry },
      reply.id,
    );
    if (queued.ok) await load(inquiry.id).catch(() => undefined);
  };

  /** The inquiry's viewing changed (confirmed, moved, cancelled…): its status and timeline follow it. */
  const viewingChanged = () => {
    if (!inquiry) return;
    onChanged();
    void load(inquiry.id).catch(() => undefined);
  };

  return {
    inquiry,
    loadError,
    viewingChanged,
    conversation,
    busy,
    retrying,
    setStatus,
    saveNotes,
    saveFollowUp,
    loadReplyContext,
    send,
    retry,
  };
}
