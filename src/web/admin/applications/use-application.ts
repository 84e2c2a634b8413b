import { useCallback, useEffect, useState } from 'react';
import type { AdminApplicationDto, ApplicationStatus, DocumentKind } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { setNewApplications } from './new-applications.ts';
import { useAdminWrite } from '../kit/admin-write.ts';

interface ApplicationAnswer {
  success?: boolean;
  message?: string;
  application: AdminApplicationDto;
}

/**
 * The landlord's package link that works now: its address (the server keeps its token sealed while it
 * works, decision 098; a link made before has none), when it was made, when it expires and to whom it was e-mailed.
 */
export interface PackageLink {
  url: string | null;
  createdAt: string | null;
  expiresAt: string;
  email: string | null;
}

interface PackageState {
  package: { createdAt: string; expiresAt: string; email: string | null; url: string | null } | null;
}

export type ApplicationAction = 'request' | 'fee' | 'report' | 'status' | 'package' | 'revoke' | 'offer';

/** How the application loaded: the answer, not found (404), or failed (any other error). */
export type ApplicationLoad =
  { state: 'loading' } | { state: 'ready'; application: AdminApplicationDto } | { state: 'notFound' } | { state: 'failed' };

/**
 * One application in the back-office: GET /api/admin/applications/{id}, and what the agent does with
 * it (request documents, record the fee, change the status, the landlord's package), each through
 * the admin write flow with its toast; every answer carries the application as it now is.
 */
export function useApplication(id: number) {
  const [load, setLoad] = useState<ApplicationLoad>({ state: 'loading' });
  const [packageLink, setPackageLink] = useState<PackageLink | null>(null);
  const { write, isBusy } = useAdminWrite<ApplicationAction>();

  const reload = useCallback(async () => {
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    try {
      const body = await api.get<ApplicationAnswer>(`/admin/applications/${id}`);
      setLoad({ state: 'ready', application: body.application });
    } catch (error) {
      setLoad({ state: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed' });
    }
  }, [id]);

  const loadPackage = useCallback(async () => {
    try {
      const body = await api.get<PackageState>(`/admin/applications/${id}/package`);
      setPackageLink((shown) =>
        body.package
          ? { ...body.package, url: body.package.url ?? (shown?.expiresAt === body.package.expiresAt ? shown.url : null) }
          : null,
      );
    } catch {
      // The application's own load reports what went wrong; the package part stays as it was.
    }
  }, [id]);

  useEffect(() => {
    setLoad({ state: 'loading' });
    setPackageLink(null);
    void reload();
    void loadPackage();
  }, [reload, loadPackage]);

  const apply = (body: ApplicationAnswer) => {
    setLoad({ state: 'ready', application: body.application });
    // A decision or a request takes the application out of 'Submitted': the sidebar's count follows.
    void api
      .get<{ newCount: number }>('/admin/applications', { query: { limit: 1 } })
      .then((answer) => setNewApplications(answer.newCount))
      .catch(() => undefined);
  };

  const changed = async (
    action: ApplicationAction,
    request: () => Promise<ApplicationAnswer>,
    failed: string,
  ): Promise<boolean> => {
    const written = await write(request, { done: (body) => body.message ?? '', failed }, action);
    if (written.ok) apply(written.body);
    return written.ok;
  };

  const path = `/admin/applications/${id}`;
  return {
    load,
    reload,
    isBusy,
    packageLink,
    /** Fair Chance Housing (decision 089): the conditional offer, and its withdrawal (409 before five business days). */
    conditionalOffer: () => changed('offer', () => api.post<ApplicationAnswer>(`${path}/conditional-offer`), S.offerFailed),
    withdrawOffer: () => changed('offer', () => api.post<ApplicationAnswer>(`${path}/withdraw-offer`, {}), S.offerFailed),
    requestDocuments: (personId: number, kinds: DocumentKind[]) =>
      changed('request', () => api.post<ApplicationAnswer>(`${path}/request-documents`, { personId, kinds }), T.requestFailed),
    /** E-mails the applicant the screening report's copy (a PDF): null once sent, else the message shown. */
    sendReport: async (file: File): Promise<string | null> => {
      const body = new FormData();
      body.append('file', file, file.name);
      const written = await write(
        () => api.post<{ success?: boolean; message?: string }>(`${path}/screening-report`, body),
        { done: (answer) => answer.message ?? '', failed: T.reportFailed },
        'report',
      );
      return written.ok ? null : (written.message ?? T.reportFailed);
    },
    recordFee: (amount: number | string, reportingAgency: string) =>
      changed('fee', () => api.post<ApplicationAnswer>(`${path}/screening-fee`, { amount, reportingAgency }), T.feeFailed),
    setStatus: (status: ApplicationStatus, reportingAgency?: string) =>
      changed(
        'status',
        () => api.patch<ApplicationAnswer>(path, reportingAgency ? { status, reportingAgency } : { status }),
        T.statusFailed,
      ),
    makePackage: async (email: string) => {
      const written = await write(
        () =>
          api.post<{ success?: boolean; message?: string; url: string; expiresAt: string }>(
            `${path}/package`,
            email.trim() ? { email: email.trim() } : {},
          ),
        { done: (body) => body.message ?? T.packageMade, failed: T.packageFailed },
        'package',
      );
      if (!written.ok) return false;
      const { url, expiresAt } = written.body;
      setPackageLink({ url, expiresAt, createdAt: new Date().toISOString(), email: email.trim() || null });
      void reload();
      void loadPackage();
      return true;
    },
    revokePackage: async () => {
      const written = await write(
        () => api.delete<{ success?: boolean; message?: string }>(`${path}/package`),
        { done: (body) => body.message ?? T.revoked, failed: T.revokeFailed },
        'revoke',
      );
      if (!written.ok) return false;
      setPackageLink(null);
      void reload();
      return true;
    },
  };
}
