import { useState } from 'react';

/** What the agent has written in the reply form of one inquiry. */
export interface ReplyDraft {
  subject: string;
  message: string;
  /** The message is the agent's own words (typed since the last template), not a template's text. */
  messageEdited: boolean;
}

/**
 * Reply drafts by inquiry id, outside React: whatever unmounts the reply form (the dialog reloading
 * its inquiry, closing it with Escape or a click beside it) does not take the agent's words with it.
 * A draft goes when its reply is sent or the agent cancels it.
 */
const drafts = new Map<number, ReplyDraft>();

export function discardReplyDraft(inquiryId: number): void {
  drafts.delete(inquiryId);
}

/** The draft of this inquiry's reply (a fresh one from `initial` when there is none), kept as it changes. */
export function useReplyDraft(inquiryId: number, initial: () => ReplyDraft) {
  const [draft, setDraft] = useState<ReplyDraft>(() => drafts.get(inquiryId) ?? initial());
  const update = (change: Partial<ReplyDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...change };
      drafts.set(inquiryId, next);
      return next;
    });
  return [draft, update] as const;
}
