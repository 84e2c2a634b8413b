import { Worker } from 'node:worker_threads';

const WORKER_FILE = new URL('./heic.worker.mjs', import.meta.url);
/** A phone's photo decodes in a second or two; a decoding still running after this is stopped. */
const DECODE_TIMEOUT_MS = 60_000;

type Answer = { jpeg: Uint8Array } | { error: 'too-big' | 'unreadable' };

/** One decoding at a time: each holds the whole picture (4 bytes a pixel) while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A HEIC photo as a JPEG without metadata, decoded in a worker thread of its own (heic.worker.mjs),
 * one at a time; 'too-big' past `maxPixels` (checked before decoding), 'unreadable' otherwise.
 */
export function heicToJpeg(data: Buffer, maxPixels: number): Promise<Buffer | 'too-big' | 'unreadable'> {
  const run = () =>
    new Promise<Buffer | 'too-big' | 'unreadable'>((resolve) => {
      const copy = new Uint8Array(data);
      const worker = new Worker(WORKER_FILE, { workerData: { data: copy, maxPixels }, transferList: [copy.buffer] });
      const finish = (answer: Buffer | 'too-big' | 'unreadable') => {
        clearTimeout(timer);
        worker.removeAllListeners();
        worker.on('error', () => undefined);
        void worker.terminate();
        resolve(answer);
      };
      const timer = setTimeout(() => finish('unreadable'), DECODE_TIMEOUT_MS);
      worker.on('message', (answer: Answer) => finish('jpeg' in answer ? Buffer.from(answer.jpeg) : answer.error));
      worker.on('error', () => finish('unreadable'));
      worker.on('exit', () => finish('unreadable'));
    });
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
