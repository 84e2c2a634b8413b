/** The privacy note linked from every page's footer (decision 040). */
export const PRIVACY_TEXT = {
  eyebrow: 'Privacy',
  title: 'What this site counts',
  intro: 'I count how often my pages are seen, so I know which apartments interest renters. Nothing more.',
  metaTitle: 'Privacy: what this site counts',
  loadFailed: 'The privacy note could not be loaded.',
  points: [
    'This site sets no cookie and runs no third-party tracker or advertising script.',
    'When you open the home page, a building page or an apartment page, my site adds one to that page’s count for the day. Visiting the same page again on the same day is not counted twice.',
    'To recognise a repeat visit without a cookie, the server combines your internet address and browser name with a random value that changes every day, and keeps only the scrambled result. The random value is deleted the next day, so the results cannot be traced back to you, and your address itself is never stored.',
    'I keep which site sent you here by its name only (for example StreetEasy, Zillow, Google or Instagram), never the page you came from.',
    'Automated visitors such as search-engine robots are not counted.',
    'When you send an inquiry, book a viewing or subscribe, I keep what you typed in the form to answer you, and nothing else about your visit.',
  ],
} as const;
