import type { RefObject } from 'react';
import { Link } from 'react-router';
import { AlertDot } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';
import { UploadProgress } from './upload-progress.tsx';

/** The server's refusal of a save ('Server error: …'), at the top of the form. */
export function ServerErrorAlert({ message, alertRef }: { message: string | null; alertRef: RefObject<HTMLDivElement | null> }) {
  if (!message) return null;
  return (
    <div
      ref={alertRef}
      tabIndex={-1}
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <AlertDot className="mt-0.5 size-5 shrink-0 text-red-600" />
      <p data-testid="server-error">{message}</p>
    </div>
  );
}

/** The sticky bar under the form: the upload's progress, 'unsaved changes', Cancel and Save. */
export function SaveBar({
  progress,
  interrupted,
  dirty,
  busy,
}: {
  progress: Parameters<typeof UploadProgress>[0]['progress'];
  interrupted: boolean;
  dirty: boolean;
  busy: boolean;
}) {
  return (
    <div className="sticky bottom-3 z-20 rounded-2xl border border-slate-200 bg-white/95 shadow-lg shadow-slate-900/10 backdrop-blur">
      <UploadProgress progress={progress} interrupted={interrupted} />
      <div className="flex items-center justify-end gap-3 px-4 py-3">
        {dirty && <span className="mr-auto hidden text-xs text-slate-500 sm:inline">{UI.unsavedHint}</span>}
        <Link
          to="/admin/listings"
          className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 shadow-xs hover:bg-slate-50"
        >
          {UI.cancel}
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy && (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          )}
          {busy ? UI.saving : UI.save}
        </button>
      </div>
    </div>
  );
}
