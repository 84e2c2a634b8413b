import { lazy } from 'react';
import { INQUIRY_FORM_TEXT as F } from '../../../shared/texts/inquiries.ts';
import { DialogButton } from '../property/dialog-button.tsx';
import { MailIcon } from '../public/icons.tsx';

const loadModal = () => import('./inquiry-modal.tsx');
const InquiryModal = lazy(loadModal);

/**
 * 'Send an Inquiry' on the property page: opens the inquiry modal. Before the page's scripts run (or
 * without them) the button submits a plain form: the contact form on /about, asking about this listing.
 */
export function InquiryButton({ listingId, address }: { listingId: number; address: string }) {
  return (
    <DialogButton
      fallback={{ action: '/about#contact', fields: { listing: listingId } }}
      label={F.openInquiry}
      icon={<MailIcon className="h-4 w-4" />}
      className="bg-brand-700 hover:bg-brand-900"
      preload={loadModal}
      dialog={(open, close) => <InquiryModal open={open} onClose={close} listingId={listingId} address={address} />}
    />
  );
}
