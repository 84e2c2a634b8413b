import { lazy } from 'react';
import { DialogButton } from '../../../components/property/dialog-button.tsx';
import { ClockIcon } from '../../../components/public/icons.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';

const loadModal = () => import('./viewing-modal.tsx');
const ViewingModal = lazy(loadModal);

/**
 * 'Schedule a Viewing' beside 'Send an Inquiry': opens the picker. Before the page's scripts run, or
 * without them, the button opens the plain slots page /property/{id}/viewing.
 */
export function ViewingButton({ listingId, address }: { listingId: number; address: string }) {
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  const localPath = useLocalPath();
  return (
    <DialogButton
      fallback={{ action: localPath(`/property/${listingId}/viewing`) }}
      label={T.scheduleViewing}
      icon={<ClockIcon className="h-4 w-4" />}
      className="bg-ink hover:bg-slate-700"
      preload={loadModal}
      dialog={(open, close) => <ViewingModal open={open} onClose={close} listingId={listingId} address={address} />}
    />
  );
}
