import { Sandbox } from '../../platform/sandbox.ts';

/**
 * Applicants' PDFs are opened only here, in the sandbox's workers (pdf.worker.mjs; docs/decisions/076-hostile-input.md):
 * a PDF that does not open at upload within CHECK_TIMEOUT_MS is refused; a stored one that does not
 * open within OPEN_TIMEOUT_MS becomes the package's notice page (or a refusal for staff).
 */
const CHECK_TIMEOUT_MS = 15_000;
const OPEN_TIMEOUT_MS = 30_000;

const sandbox = new Sandbox(new URL('./pdf.worker.mjs', import.meta.url), {
  timeoutMs: OPEN_TIMEOUT_MS,
  // pdf-lib holds a parsed 10 MB PDF in a few times its size.
  maxMemoryMb: 512,
});

/** A copy the worker may own (the caller's buffer stays usable). */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

/** Whether the PDF opens within CHECK_TIMEOUT_MS: its page count; throws otherwise. */
export async function checkPdf(bytes: Uint8Array): Promise<number> {
  const copy = own(bytes);
  return (await sandbox.run<{ pages: number }>('check', { bytes: copy }, [copy.buffer], CHECK_TIMEOUT_MS)).pages;
}

/** A PDF's pages, made safe, as objects numbered on from `largest`, their /Parent `parent`. */
export interface CopiedPages {
  /** The objects' bodies, one after another. */
  data: Uint8Array;
  /** [number, start, end] of each object in `data`, flat. */
  index: number[];
  /** The page objects' numbers. */
  kids: number[];
  largest: number;
}

export function copyPdfPages(bytes: Uint8Array, largest: number, parent: number): Promise<CopiedPages> {
  const copy = own(bytes);
  return sandbox.run<CopiedPages>('pages', { bytes: copy, largest, parent }, [copy.buffer]);
}

/** The PDF rewritten from its pages without actions, scripts, links or embedded files. */
export async function sanitisedPdf(bytes: Uint8Array): Promise<Buffer> {
  const copy = own(bytes);
  const { data } = await sandbox.run<{ data: Uint8Array }>('sanitise', { bytes: copy }, [copy.buffer]);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
