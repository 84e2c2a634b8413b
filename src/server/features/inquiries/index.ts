/** What the inquiries feature offers the rest of the server (decision 057: nothing else of it is imported from outside). */
export { FollowUpDigest } from './follow-up-digest.ts';
export { inquiriesRoutes } from './inquiries.routes.ts';
export { InquiriesService, insertInquiry } from './inquiries.service.ts';
export { inquiryAckHook } from './inquiry-ack.ts';
export { inquiryAlertHook } from './inquiry-alert.ts';
export { inquiriesOfPerson } from './person-records.ts';
