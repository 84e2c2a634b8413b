import { Worker } from 'node:worker_threads';
import {
  helvetica,
  helveticaRegular,
  printable,
  winAnsi,
  writeLines,
  writePdf,
  type TextDocument,
  type TextLines,
} from './pdf-text.mjs';

const WORKER_FILE = new URL('./pdf-text.worker.mjs', import.meta.url);
/** A document takes well under a second; one still running after this is stopped. */
const TIMEOUT_MS = 60_000;

type Answer = { pdf: Uint8Array } | { error: string };

let charset: Promise<Set<number>> | undefined;
/** Whether Helvetica can write every character of the texts (WinAnsi). */
async function helveticaWrites(texts: string[]): Promise<boolean> {
  charset ??= winAnsi().then((codes) => new Set(codes));
  const codes = await charset;
  return texts.every((text) => Array.from(printable(text)).every((c) => codes.has(c.codePointAt(0)!)));
}

/** One document at a time in the worker: each reads and parses both 10.5 MB weights of the font. */
let queue: Promise<unknown> = Promise.resolve();

function inWorker(job: { document: TextDocument } | { lines: TextLines }): Promise<Uint8Array> {
  const run = () =>
    new Promise<Uint8Array>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, { workerData: job });
      const finish = (answer: Answer) => {
        clearTimeout(timer);
        worker.removeAllListeners();
        worker.on('error', () => undefined);
        void worker.terminate();
        if ('pdf' in answer) resolve(answer.pdf);
        else reject(new Error(`The PDF could not be written: ${answer.error}`));
      };
      const timer = setTimeout(() => finish({ error: 'timed out' }), TIMEOUT_MS);
      worker.on('message', finish);
      worker.on('error', (error) => finish({ error: String(error) }));
      worker.on('exit', (code) => finish({ error: `the worker stopped (${code})` }));
    });
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The document as a PDF (docs/decisions/075). In Helvetica, on this thread as before, when it can write
 * every character (English and Spanish texts, most names); otherwise (Chinese, or a name such as 王小明
 * on an English copy) in a worker thread (pdf-text.worker.mjs), in Noto Sans SC embedded as a subset.
 */
export async function textPdf(document: TextDocument): Promise<Uint8Array> {
  const texts = document.paragraphs.map(({ text }) => text);
  return (await helveticaWrites(texts)) ? writePdf(document, helvetica) : inWorker({ document });
}

/** Lines each on a page of its own (the package's image captions), in the font `textPdf` would choose, the same way. */
export async function textLinesPdf(lines: TextLines): Promise<Uint8Array> {
  return (await helveticaWrites(lines.texts)) ? writeLines(lines, helveticaRegular) : inWorker({ lines });
}
