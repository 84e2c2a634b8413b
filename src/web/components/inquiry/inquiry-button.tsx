import { lazy, Suspense, useState } from 'react';
import { INQUIRY_FORM_TEXT as F } from '../../../shared/texts/inquiries.ts';
import { MailIcon } from '../public/icons.tsx';

const loadModal = () => import('./inquiry-modal.tsx');
const InquiryModal = lazy(loadModal);

/**
 * 'Send an Inquiry' on the property page: opens the inquiry modal, whose code is fetched when the
 * visitor points at or focuses the button (and at the latest on the click). Before the page's
 * scripts run (or without them) the button submits a plain form: the contact form on /about, asking
 * about this listing.
 */
export function InquiryButton({ listingId, address }: { listingId: number; address: string }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <form method="get" action="/about#contact" className="contents">
        <input type="hidden" name="listing" value={listingId} />
        <button
          type="submit"
          onPointerEnter={loadModal}
          onFocus={loadModal}
          onClick={(event) => {
            event.preventDefault();
            setWanted(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900"
        >
          <MailIcon className="h-4 w-4" />
          {F.openInquiry}
        </button>
      </form>
      {wanted && (
        <Suspense fallback={null}>
          <InquiryModal open={open} onClose={() => setOpen(false)} listingId={listingId} address={address} />
        </Suspense>
      )}
    </>
  );
}
