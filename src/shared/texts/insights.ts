const count = (n: number) => n.toLocaleString('en-US');

/** The texts of the dashboard's insights (decision 040). */
export const INSIGHTS_TEXT = {
  lastDays: 'Last 30 days',
  chartLabel: 'Views, inquiries and viewings per day over the last 30 days',
  showTable: 'Show the figures as a table',
  views: 'Views',
  inquiries: 'Inquiries',
  viewings: 'Viewings',
  day: 'Day',
  exportCsv: 'Export CSV',
  topByViews: 'Most viewed listings',
  topByInquiries: 'Listings bringing the most inquiries',
  conversion: 'Inquiries per 100 views',
  // Each panel's empty text speaks only of its own figure, so it never contradicts the panel beside it.
  noListingViews: 'No listing page was viewed in the last 30 days.',
  noListingInquiries: 'No inquiry in the last 30 days was about a listing.',
  leadSources: 'Where inquiries came from',
  viewSources: 'Where visitors came from',
  noLeads: 'No inquiries in the last 30 days.',
  noViews: 'No views counted in the last 30 days.',
  responseTime: 'Time to first reply',
  responseHint: 'Median time from an inquiry to your first reply.',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  noReplies: 'No inquiry answered',
  answered: (answered: number, inquiries: number) => `${answered} of ${inquiries} inquiries answered`,
  viewSource: {
    streeteasy: 'StreetEasy',
    zillow: 'Zillow',
    google: 'Google',
    social: 'Facebook, Instagram, WhatsApp',
    direct: 'Direct',
    other: 'Other sites',
  },
  loadFailed: 'The figures could not be loaded.',
  listingFigures: 'Last 30 days',
  // The listings table: the views and inquiries columns cover the last 30 days.
  columnHint: '30 days',
  figuresMissing: 'The figures could not be loaded',
  viewsCount: (n: number) => `${count(n)} ${n === 1 ? 'view' : 'views'}`,
  inquiriesCount: (n: number) => `${count(n)} ${n === 1 ? 'inquiry' : 'inquiries'}`,
  viewingsCount: (n: number) => `${count(n)} ${n === 1 ? 'viewing' : 'viewings'}`,
  figuresLine: (f: { views: number; inquiries: number; viewings: number }) =>
    `${INSIGHTS_TEXT.viewsCount(f.views)} · ${INSIGHTS_TEXT.inquiriesCount(f.inquiries)} · ${INSIGHTS_TEXT.viewingsCount(f.viewings)}`,
  csvColumns: ['Day', 'Views', 'Inquiries', 'Viewings'] as const,
  csvFileName: (day: string) => `daily-figures-${day}.csv`,
  minutes: (m: number) => {
    if (m < 60) return `${Math.round(m)} min`;
    if (m < 60 * 48) return `${Math.round((m / 60) * 10) / 10} h`;
    return `${Math.round((m / 1440) * 10) / 10} days`;
  },
} as const;
