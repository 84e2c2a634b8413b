import { readRefusalHeader, REFUSAL_HEADER, textFrom } from '../../../../shared/i18n/refusal-header.ts';
import type { ApplyTexts } from './apply-messages.ts';

/**
 * Sends one document to POST /api/applications/{token}/documents with its progress (XMLHttpRequest:
 * fetch reports none, as the listing photos' upload). Rejects with the API's refusal said in the page's language
 * (`texts`) from its key (decision 101: the answer's REFUSAL_HEADER), its message when the page's texts lack it, or
 * with 'the connection dropped' when no answer came.
 */
export function uploadDocument(
  token: string,
  kind: string,
  file: File,
  texts: ApplyTexts,
  onProgress: (percent: number) => void,
  /** A screening report's day (New York, YYYY-MM-DD), asked beside its upload. */
  reportDate?: string,
): Promise<void> {
  const A = texts.A;
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set('kind', kind);
    if (reportDate !== undefined) body.set('reportDate', reportDate);
    body.set('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/applications/${encodeURIComponent(token)}/documents`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new Error(A.uploadInterrupted));
    xhr.onabort = () => reject(new Error(A.uploadInterrupted));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        return resolve();
      }
      let message: string = A.uploadInterrupted;
      try {
        const answer = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof answer.message === 'string' && answer.message) message = answer.message;
      } catch {
        // not the API's answer (a proxy's page): the generic words
      }
      const refusal = readRefusalHeader(xhr.getResponseHeader(REFUSAL_HEADER));
      const said = refusal && textFrom({ apply: { APPLY_TEXT: A }, applications: { APPLICATIONS_TEXT: texts.T } }, refusal);
      reject(new Error(said ?? message));
    };
    xhr.send(body);
  });
}
