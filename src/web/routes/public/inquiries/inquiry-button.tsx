import { lazy } from 'react';
import { DialogButton } from '../../../components/property/dialog-button.tsx';
import { MailIcon } from '../../../components/public/icons.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';

const loadModal = () => import('./inquiry-modal.tsx');
const InquiryModal = lazy(loadModal);

/**
 * 'Send an Inquiry' on the property page: opens the inquiry modal. Before the page's scripts run (or
 * without them) the button submits a plain form: the contact form on /about, asking about this listing.
 */
export function InquiryButton({ listingId, address }: { listingId: number; address: string }) {
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  const localPath = useLocalPath();
  return (
    <DialogButton
      fallback={{ action: localPath('/about#contact'), fields: { listing: listingId } }}
      label={F.openInquiry}
      icon={<MailIcon className="h-4 w-4" />}
      className="bg-brand-700 hover:bg-brand-900"
      preload={loadModal}
      dialog={(open, close) => <InquiryModal open={open} onClose={close} listingId={listingId} address={address} />}
    />
  );
}
