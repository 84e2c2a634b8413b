import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { PEOPLE_TEXT as T } from './texts/people.ts';

/**
 * One person, one timeline (issue 46 item 1, docs/decisions/091-one-person-one-timeline.md): everything
 * the product holds for an e-mail address, compared case-insensitively, newest first.
 */

/** The most records one timeline shows; `more` says when there were others, older. */
export const PERSON_TIMELINE_CAP = 100;

const PERSON_EVENT_KINDS = [
  'inquiry',
  'reply',
  'message',
  'viewing',
  'application',
  'deal',
  'roommate-profile',
  'introduction',
] as const;
export type PersonEventKind = (typeof PERSON_EVENT_KINDS)[number];

const PersonEventSchema = z.object({
  kind: z.enum(PERSON_EVENT_KINDS),
  /** The row's own id (unique within its kind). */
  id: z.number().int(),
  /** When it happened (ISO instant): the timeline's order. */
  at: z.string(),
  /** The back-office record it opens: the inquiry of a reply or a message, the seeker of an introduction. */
  recordId: z.number().int(),
  /** The place (address and apartment), a subject, or the other person's name; '' when there is none. */
  title: z.string(),
  /** Its status or stage, its role for an application, or null. */
  status: z.string().nullable(),
  /** A viewing's start (ISO instant), else null. */
  start: z.string().nullable(),
});
export type PersonEvent = z.infer<typeof PersonEventSchema>;

export const PersonTimelineQuerySchema = z.strictObject({
  email: emailField(T.emailRequired, T.emailInvalid).meta({ type: 'string', format: 'email' }),
});

export const PersonTimelineAnswerSchema = Envelope.extend({
  email: z.string(),
  events: z.array(PersonEventSchema),
  /** True when older records were left out (more than PERSON_TIMELINE_CAP). */
  more: z.boolean(),
});
export type PersonTimelineAnswer = z.infer<typeof PersonTimelineAnswerSchema>;

/** Newest first; the same instant ordered by kind then id, so the order is the same on both databases. */
export function byNewest(a: PersonEvent, b: PersonEvent): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1;
  return b.id - a.id;
}
