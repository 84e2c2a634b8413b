// What the inquiries screens offer the rest of the back-office; the other files of this folder are its own business.
export { FollowUpsDueBox } from './follow-ups-due.tsx';
export { setNewInquiries } from './new-inquiries.ts';
export { RecentInquiries } from './recent-inquiries.tsx';
