// What the lease screens offer the rest of the back-office; the other files of this folder are its own business.
export { DealDocuments } from './deal-documents.tsx';
