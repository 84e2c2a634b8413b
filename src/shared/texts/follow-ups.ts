/**
 * Texts of the follow-ups due: the dashboard box 'Follow-ups due' and the 8:00 digest e-mail to the
 * staff with inquiry e-mails on (docs/product.md §2 Dashboard, §12; docs/decisions/046).
 */
export const FOLLOW_UPS_TEXT = {
  // The dashboard box.
  boxTitle: 'Follow-ups due',
  viewAll: 'View all',
  none: 'No follow-ups due. Set a follow-up date in an inquiry and it shows here on the day.',
  loadFailed: 'The follow-ups could not be loaded.',
  dueToday: 'Due today',
  overdue: (day: string) => `Overdue · ${day}`,
  more: (n: number) => `${n} more due`,

  // The 8:00 digest.
  digestSubject: (n: number) => (n === 1 ? '1 follow-up due today' : `${n} follow-ups due today`),
  digestHeading: (day: string) => `Follow-ups due on ${day}`,
  digestIntro: (n: number) =>
    n === 1
      ? 'One inquiry is due for a follow-up (today or overdue):'
      : `${n} inquiries are due for a follow-up (today or overdue):`,
  digestToday: 'Follow up today',
  digestOverdue: (day: string) => `Overdue since ${day}`,
  digestListing: 'Listing',
  digestGeneral: 'General inquiry',
  digestPhone: 'Phone',
  digestEmail: 'Email',
  digestNote: 'Note',
  digestMore: (n: number) => `And ${n} more:`,
  digestAll: 'All follow-ups due',
} as const;
