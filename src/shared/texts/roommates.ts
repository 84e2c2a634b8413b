/**
 * Texts of roommate placement for seekers: the 'Find a room' questionnaire, the seeker's private
 * link, the e-mails, the back-office Roommates pages. Every label and option of the questionnaire is
 * here, so that one test (tests/api/roommates-questions.test.ts) reads them all and proves that none
 * asks a protected trait (docs/decisions/065-roommate-matching.md).
 */
export const ROOMMATES_TEXT = {
  // The questionnaire (POST /api/roommates, /roommates).
  pageTitle: 'Find a room',
  pageIntro:
    'Tell us what you can pay, when you move and how you live. We e-mail you the rooms that fit, and the agent may introduce you to people looking too.',
  nameLabel: 'Your name',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone (optional)',
  budgetLabel: 'Monthly budget ($)',
  moveInLabel: 'Move-in date',
  stayLabel: 'How long (months, optional)',
  areasLabel: 'Where',
  areasAny: 'Tick the buildings you would like, or none for anywhere.',
  needsLabel: 'The room',
  needPrivateBath: 'Private bathroom',
  needFurnished: 'Furnished',
  lifestyleLabel: 'How you live',
  householdLabel: 'Household',
  aboutLabel: 'A few sentences about yourself (optional)',
  aboutHint: 'What a good home is to you, and how you like to share it. No links.',
  introduceLabel: 'Introduce me to people looking too (the agent shares your name and e-mail only with your consent here)',
  submit: 'Send my profile',
  sent: 'Check your e-mail: confirm your profile from the link we sent you.',

  // Errors.
  nameRequired: 'Please enter your name',
  nameTooLong: 'The name is too long (at most 100 characters)',
  emailRequired: 'Please enter your e-mail',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneInvalid: 'The phone number is too long (at most 40 characters)',
  budgetInvalid: 'Please enter a monthly budget between $300 and $20,000',
  moveInInvalid: 'Please enter a move-in date (YYYY-MM-DD) within the next year',
  stayInvalid: 'How long must be 1 to 60 months',
  areasInvalid: 'Please choose areas the site lists (at most 20)',
  optionInvalid: 'Please choose one of the options given',
  aboutTooLong: 'At most 1,000 characters about yourself',
  aboutNoLinks: 'Please leave links and e-mail addresses out of the text about yourself',
  aboutWording: (phrase: string, law: string) =>
    `Please describe yourself and the home you want, not who may live in it: “${phrase}” cannot be sent to others (${law}).`,
  notFound: 'This profile link is not valid. The profile may have been deleted.',
  adminOnly: 'Only signed-in staff can see seekers',
  seekerNotFound: 'Seeker not found',
  listingNotFound: 'Listing not found',

  // The seeker's private link (/roommates/{token}).
  manageTitle: 'Your room search',
  confirmed: 'Your profile is confirmed: we e-mail you rooms that fit.',
  pending: 'Confirm your profile to get e-mails about rooms that fit.',
  confirmButton: 'Confirm my profile',
  saveButton: 'Save changes',
  saved: 'Your profile was saved.',
  deleteButton: 'Delete my profile',
  deleted: 'Your profile was deleted. We will not e-mail you about rooms again.',
  deletedTitle: 'Profile deleted',

  // The seeker's own page: the rooms that fit (issue 46 item 4).
  roomsFitTitle: 'Rooms that fit you now',
  roomsFitIntro:
    'Best match first, by your budget, move-in date and how you live. When a new room that fits is listed, we e-mail it to you once.',
  roomsFitNone: 'No room fits your budget and move-in date right now. When one is listed, we e-mail it to you.',
  roomMatch: (score: number) => `${score}% match`,
  roomWhy: 'Why it fits',
  reasonFits: 'fits',
  reasonMisses: 'does not fit',

  // The home page's invitation to the questionnaire.
  calloutEyebrow: 'Rooms in shared apartments',
  calloutTitle: 'Looking for a room?',
  calloutText:
    'Tell us your budget, your move-in date and how you live: we show you the rooms that fit and e-mail you each new one.',

  // E-mails.
  confirmSubject: 'Confirm your room search',
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  confirmIntro: 'Please confirm your room search by opening this link. Until then we send you nothing else:',
  confirmIgnore: 'If you did not ask for this, ignore this e-mail: the profile is deleted in 7 days.',
  manageLine: 'Keep this e-mail: the same link lets you change or delete your profile at any time.',
  alertManage:
    'To change your profile or stop these e-mails, open the private link of the e-mail that asked you to confirm it (subject: Confirm your room search).',
  alertSubject: (count: number) => (count === 1 ? 'A room that fits your search' : `${count} rooms that fit your search`),
  alertIntro: 'These rooms were just listed and fit your budget and move-in date:',
  alertStop: (url: string) => `Stop these e-mails (your profile stays): ${url}`,
  stopTitle: 'Stop room e-mails',
  stopDetail: (email: string) =>
    `This stops the e-mails about rooms to ${email}. The profile stays: you can resume the e-mails from its private link.`,
  stopButton: 'Stop room e-mails',
  stopped: 'Done: you will get no more e-mails about rooms. Your profile stays; resume the e-mails from its private link.',
  stopInvalid: 'This link is not valid, or the profile was deleted.',
  alertsPaused: 'The e-mails about rooms are stopped. Resume them to get the rooms that fit again.',
  resumeButton: 'Resume room e-mails',
  resumed: 'Done: the e-mails about rooms will come again.',
  introductionSubject: 'An introduction from your rental agent',
  introductionIntro: 'You both asked to be introduced to people looking for a room. Here is who is looking:',
  introductionNote: 'A note from the agent:',
  introductionReply: 'Reply to each other directly if you would like to talk.',
  inviteSubject: (place: string) => `A room you may like: ${place}`,
  inviteIntro: (place: string) => `The agent invites you to see ${place}. Choose a time that suits you here:`,

  // Back-office.
  navLabel: 'Roommates',
  adminTitle: 'Roommates',
  adminIntro: 'People looking for a room, newest first, with the rooms that fit them.',
  filterBudget: 'Budget at least',
  filterMonth: 'Moving in',
  filterArea: 'Area',
  anyMonth: 'Any month',
  anyArea: 'Any area',
  columnSeeker: 'Seeker',
  columnBudget: 'Budget',
  columnMoveIn: 'Move-in',
  columnAreas: 'Areas',
  columnStatus: 'Status',
  columnIntroduce: 'Introductions',
  statusConfirmed: 'Confirmed',
  statusPending: 'Unconfirmed',
  empty: 'No seekers yet. They appear here when someone sends the Find a room form.',
  emptyFiltered: 'No seekers match these filters.',
  loadFailed: 'The seekers could not be loaded.',
  retry: 'Retry',
  roomsTitle: 'Rooms that fit',
  noRooms: 'No room fits this seeker’s budget and move-in date now.',
  seekersTitle: 'Seekers who fit',
  noSeekers: 'No confirmed seeker fits this room’s rent and date yet.',
  othersTitle: 'People to introduce',
  noOthers: 'Nobody else who asked to be introduced fits this seeker.',
  introduce: 'Introduce',
  introduceTitle: 'Introduce seekers',
  introduceNoteLabel: 'Your note to both',
  introduceSend: 'Send introduction',
  introduced: (count: number) => `Introduction e-mailed to ${count} seekers.`,
  introduceNeedsTwo: 'Choose two seekers to introduce',
  introduceNoConsent: 'Only seekers who asked to be introduced can be introduced',
  introducedAlready: (a: string, b: string, date: string) => `${a} and ${b} were already introduced on ${date}.`,
  noteTooLong: 'The note is at most 2,000 characters',
  inviteToView: 'Invite to view',
  invited: 'Viewing link e-mailed.',
  inviteNoViewings: 'This listing does not take viewings.',
  invitedAlready: (date: string) => `This seeker was already invited to view this room on ${date}.`,
  invitedOn: (date: string) => `Invited ${date}`,
  score: (score: number) => `${score}%`,
  back: 'Back to seekers',
  householdNote: 'Household preferred',
  anyBudget: 'Any budget',
  budgetAtLeast: (dollars: string) => `${dollars}+`,
  showing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} seekers`,
  paginationLabel: 'Seekers pages',
  emptyHint: 'Share the Find a room page (/roommates) with people looking for a room.',
  emptyFilteredHint: 'Try another budget, month or area.',
  openSeeker: (name: string) => `Open ${name}'s profile`,
  loading: 'Loading…',
  notFoundHint: 'The seeker may have deleted their profile.',
  seekerLoadFailed: 'The seeker could not be loaded.',
  profileTitle: 'Profile',
  profilePhone: 'Phone',
  profileNeeds: 'Needs',
  profileLifestyle: 'Way of living',
  availableNow: 'Available now',
  availableFrom: (date: string) => `Available ${date}`,
  stay: (months: number) => `${months} months`,
  movingIn: (date: string) => `Moving in ${date}`,
  budgetPerMonth: (dollars: string) => `${dollars} a month`,
  sentOn: (date: string) => `Sent ${date}`,
  introducedOn: (date: string) => `Introduced ${date}`,
  introduceWith: (name: string) => `Introduce to ${name}`,
  introduceDescription: (a: string, b: string) =>
    `${a} and ${b} each get one e-mail with both names and e-mail addresses and your note. Both asked to be introduced.`,
  cancel: 'Cancel',
  areasAnywhere: 'Anywhere',
  inquiryLink: 'Conversation in Customer Inquiries',
  seekersPanelHint: 'Confirmed seekers whose budget and move-in date this room fits, best match first.',
  seekersLoadFailed: 'The seekers for this room could not be loaded.',
} as const;

/** The answers of each lifestyle question, with their labels (the option values are the keys). */
export const LIFESTYLE_OPTIONS = {
  smoking: {
    label: 'Smoking',
    options: { 'non-smoker': 'I don’t smoke', outside: 'I smoke outside only', smoker: 'I smoke' },
  },
  pets: {
    label: 'Pets',
    options: {
      'no-pets': 'No pets, and I prefer a home without',
      'fine-with-pets': 'No pets, but fine with them',
      'has-pet': 'I have a pet',
    },
  },
  schedule: {
    label: 'Schedule',
    options: {
      early: 'Early riser',
      office: 'Out at work or classes in the day',
      home: 'Work from home',
      night: 'Night owl or night shifts',
    },
  },
  tidiness: {
    label: 'Tidiness',
    options: { 'very-tidy': 'Very tidy', tidy: 'Tidy enough', relaxed: 'Relaxed' },
  },
  guests: {
    label: 'Guests',
    options: { rarely: 'Rarely', sometimes: 'Sometimes', often: 'Often' },
  },
  noise: {
    label: 'Noise',
    options: { quiet: 'Quiet home', moderate: 'Some music and chat', lively: 'Lively home' },
  },
} as const;

/** The household a seeker prefers in a shared apartment: the only preference about people it offers (decision 065). */
export const HOUSEHOLD_OPTIONS = {
  none: 'No preference',
  women: 'A household of women',
  men: 'A household of men',
} as const;

/** What each reason of a match is called ('budget ✓ · move-in ✓ · pets ✗'). */
export const REASON_LABELS = {
  budget: 'budget',
  moveIn: 'move-in',
  area: 'area',
  privateBath: 'private bath',
  furnished: 'furnished',
  smoking: 'smoking',
  pets: 'pets',
  schedule: 'schedule',
  tidiness: 'tidiness',
  guests: 'guests',
  noise: 'noise',
} as const;
