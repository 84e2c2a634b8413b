import type { TestApp } from '../support/app.ts';

const BOUNDARY = '----application-test-boundary';

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body of `kind` and one file, as a browser sends it. */
function multipart(kind: string | null, file: UploadFile | null): Buffer {
  const parts: Buffer[] = [];
  if (kind !== null) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** POST /api/applications/{token}/documents with `kind` and `file`. */
export const uploadDocument = (t: TestApp, token: string, kind: string | null, file: UploadFile | null) =>
  t.inject({
    method: 'POST',
    url: `/api/applications/${token}/documents`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(kind, file),
  });

/** A PDF-shaped file carrying `marker` in clear, `size` bytes long. */
export const pdf = (marker: string, size = 2048) => {
  const head = Buffer.from(`%PDF-1.4\n% ${marker}\n`);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

/** A small PDF upload of `kind`. */
export const pdfFile = (marker: string, size?: number): UploadFile => ({
  name: `${marker}.pdf`,
  type: 'application/pdf',
  data: pdf(marker, size),
});
