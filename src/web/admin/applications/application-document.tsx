import { useEffect, useState } from 'react';
import type { DocumentDto } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { api } from '../kit/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { DownloadIcon } from '../../components/ui/icons.tsx';

type Opened = { state: 'closed' } | { state: 'loading' } | { state: 'failed' } | { state: 'open'; url: string; pdf: boolean };

/**
 * One document of a person's part, opened inline on demand: the file is read with the staff's token
 * (GET /api/admin/applications/{id}/documents/{docId}, each opening logged by the server) and shown
 * from a blob: URL of this page, a PDF in a frame and an image as an image (decision 067). Nothing is
 * opened before the agent asks, so the access log holds real readings only. Once shown, Download saves
 * it named for whose and which it is: a blob: address opened in a tab of its own would be named by a
 * random id (decision 105).
 */
export function ApplicationDocument({
  applicationId,
  person,
  document: doc,
  onOpened,
}: {
  applicationId: number;
  /** Whose document it is (the saved file's name starts with it). */
  person: string;
  document: DocumentDto;
  /** The document was read: the access log has a new line. */
  onOpened: () => void;
}) {
  const [opened, setOpened] = useState<Opened>({ state: 'closed' });
  const url = opened.state === 'open' ? opened.url : null;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const show = async () => {
    setOpened({ state: 'loading' });
    try {
      const response = await api.downloadGet(`/admin/applications/${applicationId}/documents/${doc.id}`);
      const type = response.headers.get('content-type') ?? '';
      const blob = await response.blob();
      setOpened({ state: 'open', url: URL.createObjectURL(blob), pdf: type.startsWith('application/pdf') });
      onOpened();
    } catch {
      setOpened({ state: 'failed' });
    }
  };
  const label = A.documentFileNames[doc.kind];
  const open = opened.state === 'open';

  return (
    <li data-testid="application-document">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">{label}</p>
          <p className="truncate text-xs text-slate-600" title={doc.name}>
            {doc.name} · {T.size(doc.size)}
          </p>
        </div>
        {open && (
          <a
            href={opened.url}
            download={T.documentFileName(person, doc.name)}
            aria-label={T.downloadDocumentOf(doc.name)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            <DownloadIcon width={14} height={14} aria-hidden="true" />
            {T.downloadDocument}
          </a>
        )}
        <Button
          variant="secondary"
          className="!px-3 !py-1.5"
          busy={opened.state === 'loading'}
          aria-expanded={open}
          aria-label={open ? T.hideDocumentOf(doc.name) : T.showDocumentOf(doc.name)}
          onClick={() => (open ? setOpened({ state: 'closed' }) : void show())}
        >
          {open ? T.hideDocument : T.showDocument}
        </Button>
      </div>
      {opened.state === 'failed' && (
        <p role="alert" className="border-t border-slate-100 px-4 py-3 text-sm font-medium text-red-800">
          {T.documentFailed}
        </p>
      )}
      {open && (
        <div className="border-t border-slate-100 bg-slate-50 p-2 sm:p-3">
          {opened.pdf ? (
            <iframe
              src={opened.url}
              title={T.documentFrame(doc.name)}
              className="h-[70vh] max-h-[720px] min-h-80 w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <img
              src={opened.url}
              alt={T.documentFrame(doc.name)}
              className="mx-auto max-h-[720px] w-auto max-w-full rounded-lg border border-slate-200 bg-white"
            />
          )}
        </div>
      )}
    </li>
  );
}
