/**
 * The English sources the catalogues translate (docs/decisions/069): per catalogue module (the file name in
 * `catalogues/<language>/<module>.json`), the English file and its exports whose every string and function
 * entry is a key (`<EXPORT>.<path>`). The back-office's texts are not here: it stays in English.
 */
export const TRANSLATED_SOURCES = [
  { module: 'public', file: 'src/shared/texts/public.ts', exports: ['PUBLIC_TEXT', 'PUBLIC_META_TEXT'] },
  { module: 'property', file: 'src/shared/texts/property.ts', exports: ['PROPERTY_TEXT'] },
  { module: 'about', file: 'src/shared/texts/about.ts', exports: ['ABOUT_TEXT'] },
  { module: 'grids', file: 'src/shared/texts/grids.ts', exports: ['GRID_TEXT'] },
  { module: 'privacy', file: 'src/shared/texts/privacy.ts', exports: ['PRIVACY_TEXT'] },
  { module: 'newsletter-form', file: 'src/shared/texts/newsletter-form.ts', exports: ['NEWSLETTER_TEXT'] },
  {
    module: 'newsletter',
    file: 'src/shared/texts/newsletter.ts',
    exports: ['NEWSLETTER_MAIL_TEXT', 'NEWSLETTER_API_TEXT', 'UNSUBSCRIBE_TEXT'],
  },
  { module: 'alerts', file: 'src/shared/texts/alerts.ts', exports: ['ALERT_TEXT'] },
  { module: 'viewing-picker', file: 'src/shared/texts/viewing-picker.ts', exports: ['VIEWING_PICKER_TEXT'] },
  {
    module: 'viewings',
    file: 'src/shared/texts/viewings.ts',
    exports: ['VIEWINGS_TEXT', 'VIEWING_STATUS_LABELS', 'VIEWING_MAIL_TEXT', 'VIEWING_PAGES_TEXT'],
  },
  {
    module: 'inquiries',
    file: 'src/shared/texts/inquiries.ts',
    exports: ['INQUIRY_DETAIL_TEXT', 'INQUIRY_FORM_TEXT', 'INQUIRIES_TEXT'],
  },
  { module: 'mail', file: 'src/shared/texts/mail.ts', exports: ['MAIL_TEXT'] },
  { module: 'common', file: 'src/shared/texts/common.ts', exports: ['COMMON_TEXT', 'REQUEST_LIMIT_TEXT'] },
  { module: 'tips', file: 'src/shared/texts/tips.ts', exports: ['TIPS_TEXT', 'BLOG_TEXT'] },
  { module: 'amenities', file: 'src/shared/amenities.ts', exports: ['AMENITIES'] },
  { module: 'site-settings', file: 'src/shared/site-settings.ts', exports: [] },
  { module: 'apply', file: 'src/shared/texts/apply.ts', exports: ['APPLY_TEXT'] },
  { module: 'applications', file: 'src/shared/texts/applications.ts', exports: ['APPLICATIONS_TEXT'] },
  { module: 'deals-public', file: 'src/shared/texts/deals-public.ts', exports: ['DISCLOSURE_TEXT', 'LEASE_SIGNING_TEXT'] },
  { module: 'deals', file: 'src/shared/texts/deals.ts', exports: ['DEALS_TEXT'] },
  {
    module: 'roommates',
    file: 'src/shared/texts/roommates.ts',
    exports: ['ROOMMATES_TEXT', 'LIFESTYLE_OPTIONS', 'HOUSEHOLD_OPTIONS', 'REASON_LABELS'],
  },
  { module: 'rooms', file: 'src/shared/texts/rooms.ts', exports: ['ROOM_TEXT', 'roomSummary'] },
  { module: 'agency', file: 'src/shared/texts/agency.ts', exports: ['AGENCY_TEXT'] },
  { module: 'fair-chance', file: 'src/shared/texts/fair-chance.ts', exports: ['FAIR_CHANCE_TEXT'] },
] as const;
