import { jpegName } from './shrink-rules.ts';

/**
 * The file to send for a photo the agent picked (decision 042): shrunk on the device in a worker
 * (shrink-photo.worker.ts), or the original when the browser cannot decode it or has no worker with
 * OffscreenCanvas. The client step only saves bytes; the server still checks, rotates and strips
 * every photo. Photos are shrunk one at a time, so a phone holds one decoded photo at once.
 */
let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;
const waiting = new Map<number, (blob: Blob | null) => void>();

function shrinkWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<{ id: number; blob: Blob | null }>) => {
    waiting.get(event.data.id)?.(event.data.blob);
    waiting.delete(event.data.id);
  };
  worker.onerror = () => {
    // The worker itself failed (not one photo): every photo waiting is sent as it is.
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function shrink(file: File): Promise<Blob | null> {
  const target = shrinkWorker();
  if (!target) return Promise.resolve(null);
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    target.postMessage({ id, file });
  });
}

/** The photo as it will be sent: a smaller JPEG when the device could make one, else the file itself. */
export function preparePhoto(file: File): Promise<File> {
  const result = queue.then(async () => {
    const blob = await shrink(file);
    if (!blob || blob.size === 0) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  });
  queue = result.catch(() => undefined);
  return result.catch(() => file);
}
