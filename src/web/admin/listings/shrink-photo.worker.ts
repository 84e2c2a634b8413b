/// <reference lib="webworker" />
import { shrunkSize, SHRINK } from './shrink-rules.ts';

/**
 * Shrinks one photo off the main thread (decision 042): decoded by the browser, turned upright from
 * its EXIF orientation, scaled to at most SHRINK.maxSide px on its long side and encoded as JPEG. A
 * canvas carries no metadata, so EXIF (GPS included), XMP and ICC are gone. Answers the JPEG, or
 * `null` when the browser cannot decode the file (HEIC on a desktop browser, a damaged file): the
 * form then sends the original and the server decides.
 */
self.onmessage = async (event: MessageEvent<{ id: number; file: Blob }>) => {
  const { id, file } = event.data;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: SHRINK.quality });
    self.postMessage({ id, blob, width, height });
  } catch {
    self.postMessage({ id, blob: null });
  }
};
