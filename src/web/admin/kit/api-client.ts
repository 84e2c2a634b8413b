import { readRefusalHeader, REFUSAL_HEADER, type TextKey } from '../../../shared/i18n/refusal-header.ts';
import { expireSession, getToken } from './session-store.ts';

/** Base path of the REST API (docs/product.md §7: every call goes to one API base). */
const API_BASE = '/api';

/**
 * An answer other than 2xx. `serverMessage` is the API's own `message`, when it sent one; `text` which refusal it
 * is (its key and values, decision 101), when the API said (a form places it beside its field by that).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly serverMessage: string | undefined,
    public readonly body: unknown,
    public readonly text: TextKey | null = null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** A signed-in request was answered 401: the session has been cleared and the login screen will show. */
export class SessionExpiredError extends ApiError {
  constructor(serverMessage: string | undefined, body: unknown) {
    super(401, serverMessage, body);
    this.name = 'SessionExpiredError';
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended as a query string; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Return the successful Response itself (a file download) instead of its parsed JSON. */
  file?: boolean;
}

/** A request body: a JSON-serialisable value, or FormData for multipart uploads. */
export type RequestBody = FormData | object | undefined;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/**
 * One API call: attaches the bearer token when there is one, sends JSON (or multipart for FormData),
 * returns the parsed JSON answer, and throws an ApiError for any non-2xx answer. A network failure
 * throws the browser's own TypeError (callers show their "An error occurred…" text for it).
 */
async function request<T>(method: string, path: string, body?: RequestBody, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets multipart/form-data with its boundary
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(path, options.query), { method, headers, body: payload, signal: options.signal });
  if (response.ok && options.file) return response as T;
  const data = await readJson(response);
  if (response.ok) return data as T;

  const serverMessage = messageOf(data);
  // Only the token this request carried is expired: a newer one (signed in meanwhile) is kept.
  if (response.status === 401 && token && getToken() === token) {
    expireSession();
    throw new SessionExpiredError(serverMessage, data);
  }
  throw new ApiError(response.status, serverMessage, data, readRefusalHeader(response.headers.get(REFUSAL_HEADER)));
}

/** An upload got no answer: the connection dropped (`network`) or stalled (`timeout`). The server may or may not have it. */
export class UploadInterruptedError extends Error {
  constructor(public readonly reason: 'network' | 'timeout') {
    super(reason === 'network' ? 'The connection dropped during the upload' : 'The upload stalled');
    this.name = 'UploadInterruptedError';
  }
}

interface UploadOptions {
  headers?: Record<string, string>;
  /** Bytes of the body sent so far, of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  /** The upload is given up when no byte went out for this long (default 30 s). */
  stallMs?: number;
  /** Once sent, the answer is awaited this long at most (default 120 s: the server processes the photos). */
  answerMs?: number;
}

/**
 * POST of a multipart body with upload progress (XMLHttpRequest: fetch reports none), the token and
 * errors as `request` has them; a dropped or stalled connection throws UploadInterruptedError.
 */
function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const token = getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    let lastProgress = Date.now();
    let sent = false;
    let gaveUp = false;
    const watch = window.setInterval(() => {
      const waited = Date.now() - lastProgress;
      if (waited > (sent ? (options.answerMs ?? 120_000) : (options.stallMs ?? 30_000))) {
        gaveUp = true;
        xhr.abort();
      }
    }, 1_000);
    const settle = () => window.clearInterval(watch);
    xhr.upload.onprogress = (event) => {
      lastProgress = Date.now();
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => {
      sent = true;
      lastProgress = Date.now();
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadInterruptedError('network'));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadInterruptedError(gaveUp ? 'timeout' : 'network'));
    };
    xhr.onload = () => {
      settle();
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const serverMessage = messageOf(data);
      if (xhr.status === 401 && token && getToken() === token) {
        expireSession();
        return reject(new SessionExpiredError(serverMessage, data));
      }
      reject(new ApiError(xhr.status, serverMessage, data, readRefusalHeader(xhr.getResponseHeader(REFUSAL_HEADER))));
    };
    xhr.send(body);
  });
}

/** The back-office's API client: `api.get('/listings/admin/all', { query: { page: 1 } })`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('DELETE', path, body, options),
  /** POST of a multipart body with upload progress (listing photos). */
  upload,
  /** POST that answers a file: the Response (read it with `.blob()`); errors throw like the other calls. */
  download: (path: string, body?: RequestBody, options?: RequestOptions) =>
    request<Response>('POST', path, body, { ...options, file: true }),
  /** GET that answers a file (e.g. a CSV export): the Response. */
  downloadGet: (path: string, options?: RequestOptions) => request<Response>('GET', path, undefined, { ...options, file: true }),
};

/** Hands a downloaded file to the browser's downloads, named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The file name a Content-Disposition header gives: RFC 6266's UTF-8 `filename*` when there is one (a name
 * with a dash or an accent), else `filename="x.csv"`, else `fallback`.
 */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;\s]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const match = /filename="([^"]+)"/.exec(header);
  return match ? match[1] : fallback;
}

/**
 * The text to show for a failed call: the server's message when it sent one, `fallback` for other
 * answers, `networkFallback` when the request never got an answer (or the code threw).
 */
export function errorMessage(error: unknown, fallback: string, networkFallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return networkFallback;
}
