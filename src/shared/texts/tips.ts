/**
 * Every text about tips (docs/product.md §5 'Tip', §8, §2 '/blog'), word for word
 * where the spec gives it. The /blog page copy (BLOG_TEXT) is a separate export so pages that only
 * need the API texts do not carry it.
 */
export const TIPS_TEXT = {
  // Validation (docs/product.md §5 'Tip').
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  isActiveInvalid: 'is_active must be true or false',
  invalidId: 'Invalid tip id',
  searchTooLong: 'search must be at most 200 characters',
  // Answers (docs/product.md §7 Tips: admin writes read success, message).
  tipNotFound: 'Tip not found',
  created: 'Tip created successfully',
  updated: 'Tip updated successfully',
  deleted: 'Tip deleted successfully',
  // Public errors (docs/product.md §8).
  loadFailed: 'Failed to load tips',
  loadFailedDetail: 'Error loading tips from server',
  noTips: 'No tips available at the moment.',
} as const;

/** The /blog page (docs/product.md §2): hero, tips accordion, 'Why Work With Us' for renters and for people exiting a lease. */
export const BLOG_TEXT = {
  eyebrow: 'Renting tips',
  title: 'Sublet and Rental Tips',
  intro:
    'Practical advice from years of placing renters, roommates and summer sublets in Manhattan: what to check, what to ask and how to move in without surprises.',
  metaTitle: 'Sublet and Rental Tips for New York City',
  tipsHeading: 'Tips for renting in New York',
  tipsIntro: 'Open a tip to read it. New advice is added as the market changes.',
  tipNumber: (n: number) => String(n).padStart(2, '0'),
  tipCount: (n: number) => `${n} ${n === 1 ? 'tip' : 'tips'}`,
  emptyHint: 'Please check back soon, or get in touch with your questions about renting in New York.',

  whyHeading: 'Why Work With Us',
  whyIntro:
    'One agent who knows the buildings, answers the phone and stays with you from the first viewing until the keys are in your hand.',
  renters: {
    title: 'For renters',
    intro: 'Looking for an apartment, a room or a summer sublet in Manhattan?',
    points: [
      {
        title: 'Every apartment seen in person',
        text: 'Each listing is visited before it goes online, so the photos, the price and the roommate details are what you will actually find.',
      },
      {
        title: 'Straight answers on the costs',
        text: 'Rent, deposit, broker fee and move-in dates are spelled out before you apply. No surprise charges at lease signing.',
      },
      {
        title: 'Help with the paperwork',
        text: 'I tell you exactly which documents a landlord will ask for (ID, pay stubs, bank statements, guarantor) and check your application before it is sent.',
      },
      {
        title: 'Viewings that fit your schedule',
        text: 'Evening, weekend and video viewings for renters moving from out of town, with an answer to every inquiry within one business day.',
      },
    ],
  },
  leaseExit: {
    title: 'For people exiting a lease',
    intro: 'Moving out early, relocating for work or leaving for the summer?',
    points: [
      {
        title: 'A qualified replacement, fast',
        text: 'Your apartment is photographed, listed and shown to pre-screened renters, so the gap between your move-out and the next tenant stays short.',
      },
      {
        title: 'Working with your landlord',
        text: 'I prepare the sublet or lease-assignment request the way your building expects it and follow it up with management until it is approved.',
      },
      {
        title: 'Your deposit protected',
        text: 'A move-out checklist, a dated condition report with photos and a clear handover of keys make the return of your security deposit straightforward.',
      },
      {
        title: 'Sublets done by the book',
        text: 'Written sublet agreements, screened subtenants and the landlord consent New York law requires, so you are not left liable for a stranger.',
      },
    ],
  },
  contactCta: 'Talk to me',
  browseCta: 'Browse listings',
} as const;
