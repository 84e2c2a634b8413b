import { useEffect, useId, useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { DOCUMENT_KINDS, DOCUMENT_LIMITS, type DocumentKind, type OwnApplicationDto } from '../../../../shared/applications.ts';
import { CheckIcon } from '../../../components/public/icons.tsx';
import { useLocalPath } from '../../../i18n.tsx';
import type { ApplyResult } from './apply-steps.ts';
import { ContinueButtons, linkButton, Notice, secondaryButton, useApplyTexts } from './apply-ui.tsx';
import { uploadDocument } from './upload-document.ts';

/** What the file picker offers (the server checks the bytes whatever the name). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';

interface Sending {
  id: number;
  file: File;
  percent: number;
  error: string | null;
}

let nextSendingId = 1;

/** The kinds this person is shown: the guarantor brings their own set, without the screening report. */
function kindsOf(application: OwnApplicationDto): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => application.role !== 'guarantor' || kind !== 'screening_report');
}

/**
 * The documents: what is still missing, then each kind with its files and its own upload. Without
 * scripts each kind is a plain multipart form posted to the page; with them a chosen file is sent at
 * once with a progress bar, and a failed one can be sent again (Retry).
 */
export function DocumentsStep({
  token,
  application,
  sizes,
  result,
  back,
  next,
}: {
  token: string;
  application: OwnApplicationDto;
  /** Each document's size in the page's language, by its id (the server writes them). */
  sizes: Record<number, string>;
  result: ApplyResult | undefined;
  back: string | null;
  next: string | null;
}) {
  const { A, T } = useApplyTexts();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const missing = countBy(application.missingDocuments);
  const refusal = result?.kind === 'error' ? result : null;
  return (
    <div>
      <p className="text-slate-700">{T.documentsIntro}</p>
      <section aria-labelledby="missing-documents" className="mt-5 rounded-xl border border-slate-200 p-4">
        {/* 'Still missing' heads only a list of what is missing; with nothing missing the good news is the heading. */}
        {missing.size === 0 ? (
          <h2 id="missing-documents" className="flex items-center gap-2 text-base font-semibold text-emerald-800">
            <CheckIcon className="h-4 w-4 shrink-0" />
            {A.nothingMissing}
          </h2>
        ) : (
          <h2 id="missing-documents" className="text-base font-semibold text-ink">
            {A.stillMissingTitle}
          </h2>
        )}
        {missing.size > 0 && (
          <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
            {[...missing].map(([kind, count]) => (
              <li key={kind} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-4 w-4 shrink-0 rounded-full border-2 border-amber-500" />
                {T.documentFileNames[kind]}
                {count > 1 ? ` × ${count}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      {refusal && (
        <div className="mt-5">
          <Notice tone="warn">{refusal.message}</Notice>
        </div>
      )}
      <div className="mt-6 space-y-4">
        {kindsOf(application)
          // What is still needed first.
          .sort((a, b) => Number(missing.has(b)) - Number(missing.has(a)))
          .map((kind) => (
            <DocumentKindRow
              key={kind}
              token={token}
              kind={kind}
              application={application}
              needed={missing.get(kind) ?? 0}
              sizes={sizes}
              scripted={scripted}
            />
          ))}
      </div>
      <ContinueButtons back={back} next={next} />
    </div>
  );
}

function countBy(kinds: readonly DocumentKind[]): Map<DocumentKind, number> {
  const counts = new Map<DocumentKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

function DocumentKindRow({
  token,
  kind,
  application,
  needed,
  sizes,
  scripted,
}: {
  token: string;
  kind: DocumentKind;
  application: OwnApplicationDto;
  needed: number;
  sizes: Record<number, string>;
  scripted: boolean;
}) {
  const texts = useApplyTexts();
  const { A, T } = texts;
  const localPath = useLocalPath();
  const id = useId();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<Sending[]>([]);
  // The applicant's own screening report is uploaded with the day it was made (RPL §238-a(1)(b)).
  const asksDate = kind === 'screening_report';
  const [reportDate, setReportDate] = useState('');
  const files = application.documents.filter((d) => d.kind === kind);
  const room = DOCUMENT_LIMITS[kind] - files.length - sending.filter((s) => !s.error).length;
  const update = (sendingId: number, change: Partial<Sending>) =>
    setSending((all) => all.map((s) => (s.id === sendingId ? { ...s, ...change } : s)));

  const send = async (entry: Sending) => {
    update(entry.id, { error: null, percent: 0 });
    try {
      await uploadDocument(
        token,
        kind,
        entry.file,
        texts,
        (percent) => update(entry.id, { percent }),
        asksDate ? reportDate : undefined,
      );
      await revalidator.revalidate();
      setSending((all) => all.filter((s) => s.id !== entry.id));
    } catch (error) {
      update(entry.id, { error: (error as Error).message });
    }
  };
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    const entries = chosen.map((file) => ({ id: nextSendingId++, file, percent: 0, error: null }));
    setSending((all) => [...all, ...entries]);
    for (const entry of entries) void send(entry);
  };

  const state = needed > 0 ? A.required : files.length > 0 ? null : A.optional;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
          {T.documentKinds[kind]}
        </h3>
        {state ? (
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              needed > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {state}
          </span>
        ) : (
          <CheckIcon className="h-5 w-5 shrink-0 text-emerald-700" aria-label={A.done} />
        )}
      </div>
      {files.length > 0 && (
        <ul className="mt-3 space-y-2">
          {files.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere] text-slate-800">
                {file.name} <span className="text-slate-500">· {sizes[file.id]}</span>
              </span>
              {application.editable && (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="remove-document" />
                  <input type="hidden" name="id" value={file.id} />
                  <button type="submit" className={linkButton} aria-label={A.removeDocumentNamed(file.name)}>
                    {A.removeDocument}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {sending.length > 0 && (
        <ul className="mt-3 space-y-2">
          {sending.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate text-slate-800">{entry.file.name}</span>
                {entry.error && (
                  <button type="button" className={`${secondaryButton} min-h-9 py-1`} onClick={() => void send(entry)}>
                    {A.retry}
                  </button>
                )}
              </div>
              {entry.error ? (
                <p role="alert" className="mt-1 text-red-700">
                  {A.uploadFailed(entry.error)}
                </p>
              ) : (
                <>
                  <progress
                    className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
                    max={100}
                    value={entry.percent}
                    aria-label={A.uploading(entry.percent)}
                  />
                  <p className="mt-1 text-xs text-slate-600" aria-live="polite">
                    {A.uploading(entry.percent)}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {application.editable && room > 0 && (
        <form
          method="post"
          action={localPath(`/apply/${token}/documents`)}
          encType="multipart/form-data"
          className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center"
          onSubmit={(event) => scripted && event.preventDefault()}
        >
          <input type="hidden" name="intent" value="upload" />
          <input type="hidden" name="kind" value={kind} />
          {asksDate && (
            <div className="flex flex-col gap-1 sm:mr-2">
              <label htmlFor={`${id}-report-date`} className="text-sm font-medium text-slate-800">
                {A.reportDateLabel}
              </label>
              <input
                id={`${id}-report-date`}
                type="date"
                name="reportDate"
                required
                value={reportDate}
                onChange={(event) => setReportDate(event.target.value)}
                aria-describedby={`${id}-report-date-help`}
                className="min-h-10 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900"
              />
              <p id={`${id}-report-date-help`} className="text-xs text-slate-600">
                {A.reportDateHelp}
              </p>
            </div>
          )}
          <label htmlFor={`${id}-file`} className="sr-only">
            {`${A.chooseFile}: ${T.documentFileNames[kind]}`}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept={ACCEPT}
            onChange={scripted ? choose : undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {!scripted && (
            <button type="submit" className={secondaryButton}>
              {T.upload}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
