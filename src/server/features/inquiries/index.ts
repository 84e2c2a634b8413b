/** What the inquiries feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { insertInquiry } from './inquiries.service.ts';
export { inquiryAnswered, inquiryFollowsViewing } from './inquiry-follows.ts';
export { inquiriesOfPerson } from './person-records.ts';
export { inquiriesFeature, type InquiriesServices, type InquiriesOptions } from './feature.ts';
export type { InquiryEventKind } from './tables.ts';
