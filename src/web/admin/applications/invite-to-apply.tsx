import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { api } from '../kit/api-client.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * 'Invite to apply' in the inquiry modal: e-mails the inquiry's author the start link of its listing
 * (POST /api/admin/applications/invitations); the server's answer, or its refusal, is the toast.
 */
export function InviteToApply({ inquiryId }: { inquiryId: number }) {
  const { write, isBusy } = useAdminWrite();
  const invite = () =>
    write(() => api.post<{ success?: boolean; message?: string }>('/admin/applications/invitations', { inquiryId }), {
      done: (body) => body.message ?? '',
      failed: T.inviteFailed,
    });
  return (
    <Button variant="secondary" className="!px-3 !py-1.5" busy={isBusy()} onClick={() => void invite()}>
      {A.inviteToApply}
    </Button>
  );
}
