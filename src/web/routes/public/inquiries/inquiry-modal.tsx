import { Dialog } from '../../../components/ui/dialog.tsx';
import { InquiryForm } from './inquiry-form.tsx';
import type { ListingDialogProps } from '../../../components/property/dialog-button.tsx';
import { useTexts } from '../../../i18n.tsx';

/**
 * The property page's inquiry modal (docs/product.md §2). Loaded on first use only (React.lazy in the property
 * route), so no other page carries its code.
 */
export default function InquiryModal({ open, onClose, listingId, address }: ListingDialogProps) {
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  return (
    <Dialog open={open} onClose={onClose} title={F.modalTitle} description={F.modalIntro(address)} size="lg">
      <InquiryForm variant="property" listingId={listingId} onClose={onClose} />
    </Dialog>
  );
}
