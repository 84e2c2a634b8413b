/**
 * Texts of a person's timeline in the back-office (docs/decisions/091-one-person-one-timeline.md): the
 * inquiry dialog, the application page and the deal form show it alike.
 */
export const PEOPLE_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  title: 'Everything from this person',
  /** The application page's and the deal form's card of their people's timelines. */
  panelTitle: 'The same people elsewhere',
  hint: (email: string) => `Records with ${email}, newest first.`,
  loading: 'Loading this person’s records…',
  failed: 'This person’s records could not be loaded.',
  retry: 'Try again',
  /** Nothing but the record on screen. */
  empty: 'Nothing else from this person yet.',
  more: (cap: number) => `Only the newest ${cap} are shown.`,
  thisRecord: 'This one',
  kind: {
    inquiry: 'Inquiry',
    reply: 'Agent replied',
    message: 'Renter wrote',
    viewing: 'Viewing',
    application: 'Application',
    deal: 'Deal',
    'roommate-profile': 'Roommate profile',
    introduction: 'Introduced to',
  },
  viewingAt: (when: string) => `for ${when}`,
  generalInquiry: 'General Inquiry',
  role: { applicant: 'Applicant', co_applicant: 'Co-applicant', guarantor: 'Guarantor' } as Record<string, string>,
} as const;
