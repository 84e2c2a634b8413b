import type { TestApp } from '../support/app.ts';

const BOUNDARY = '----application-test-boundary';

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body of `kind`, the other fields (`reportDate`) and one file, as a browser sends it. */
function multipart(kind: string | null, file: UploadFile | null, fields: Record<string, string> = {}): Buffer {
  const parts: Buffer[] = [];
  if (kind !== null) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`));
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
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

/** POST /api/applications/{token}/documents with `kind`, `file` and the other fields (a screening report's `reportDate`). */
export const uploadDocument = (
  t: TestApp,
  token: string,
  kind: string | null,
  file: UploadFile | null,
  fields: Record<string, string> = {},
) =>
  t.inject({
    method: 'POST',
    url: `/api/applications/${token}/documents`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(kind, file, fields),
  });

/**
 * A PDF of hand-written objects (it opens: uploads are parsed, docs/decisions/076-hostile-input.md) whose one
 * page's content stream carries `marker` in clear, padded with spaces to `size` bytes (or `pages` 0: no page).
 */
export const pdf = (marker: string, size = 2048, pages: 0 | 1 = 1) => {
  const objects = (stream: string) => [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages ? '3 0 R' : ''}] /Count ${pages} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  const write = (stream: string) => {
    let out = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects(stream).forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    return `${out}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  };
  const content = `% ${marker}\n`;
  const bare = write(content).length;
  const padded = content + ' '.repeat(Math.max(0, size - bare));
  // The padding lengthens /Length's digits too: trimmed by the difference.
  const over = write(padded).length - Math.max(size, bare);
  return Buffer.from(write(padded.slice(0, padded.length - Math.max(0, over))), 'latin1');
};

/** A small PDF upload of `kind`. */
export const pdfFile = (marker: string, size?: number): UploadFile => ({
  name: `${marker}.pdf`,
  type: 'application/pdf',
  data: pdf(marker, size),
});
