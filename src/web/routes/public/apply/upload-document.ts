import { ENGLISH, translateApplyMessage, type ApplyTexts } from './apply-messages.ts';

/**
 * Sends one document to POST /api/applications/{token}/documents with its progress (XMLHttpRequest:
 * fetch reports none, as the listing photos' upload). Rejects with the API's message, or with 'the
 * connection dropped' when no answer came, in the page's language (`texts`).
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
        if (typeof answer.message === 'string' && answer.message) message = translateApplyMessage(answer.message, ENGLISH, texts);
      } catch {
        // not the API's answer (a proxy's page): the generic words
      }
      reject(new Error(message));
    };
    xhr.send(body);
  });
}
