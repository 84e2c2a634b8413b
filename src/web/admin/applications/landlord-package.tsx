import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { FieldLabel } from '../../components/ui/form-field.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../kit/toast.tsx';
import { ApplicationPanel } from './application-panel.tsx';
import { newYorkDateTime } from '../kit/date-time.ts';
import type { PackageLink } from './use-application.ts';

/**
 * The landlord's package link that works now: right after it is made, the link with Copy; always its
 * expiry (New York time), to whom it was e-mailed, and Revoke.
 */
export function LandlordPackage({ link, revoking, onRevoke }: { link: PackageLink; revoking: boolean; onRevoke: () => void }) {
  const toast = useToast();
  const copy = async (url: string) => {
    if (await copyText(url)) toast.success(T.linkCopied);
    else toast.error(T.copyFailed);
  };
  const revoke = (
    <Button variant="danger" className="flex-1 sm:flex-none" busy={revoking} onClick={onRevoke}>
      {T.revoke}
    </Button>
  );
  return (
    <ApplicationPanel id="landlord-package" testId="landlord-package" title={T.packageTitle} description={T.packageIntro}>
      {link.url ? (
        <>
          <FieldLabel htmlFor="package-link">{T.packageLink}</FieldLabel>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="package-link"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            />
            <div className="flex gap-2">
              <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => void copy(link.url ?? '')}>
                {T.copyLink}
              </Button>
              {revoke}
            </div>
          </div>
          <p className="mt-2 text-sm text-slate-600" data-testid="package-expiry">
            {T.packageExpires(newYorkDateTime(link.expiresAt))}
            {link.email && ` ${T.packageEmailedTo(link.email)}`}
          </p>
        </>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <p className="text-sm text-slate-700" data-testid="package-expiry">
            {T.packageActive(link.createdAt ? newYorkDateTime(link.createdAt) : '', newYorkDateTime(link.expiresAt))}
            {link.email && ` ${T.packageEmailedTo(link.email)}`}
            <span className="mt-1 block text-slate-600">{T.packageLinkOnce}</span>
          </p>
          <div className="flex">{revoke}</div>
        </div>
      )}
    </ApplicationPanel>
  );
}
