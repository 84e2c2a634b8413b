/** How photos are shrunk on the device before they are sent (decision 042). */
export const SHRINK = {
  /** Longest side, in pixels: above the largest size the server keeps (1,600 px WebP, 2,048 px feed JPEG). */
  maxSide: 2560,
  /** JPEG quality: no visible loss at that size, a fifth to a tenth of a phone's original bytes. */
  quality: 0.85,
} as const;

/** The size of a `width` × `height` photo scaled to at most SHRINK.maxSide on its long side (never enlarged). */
export function shrunkSize(width: number, height: number, maxSide: number = SHRINK.maxSide) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The file's name once it is a JPEG: 'IMG_0042.HEIC' → 'IMG_0042.jpg'. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * How far each photo of a save is sent, from the upload's `loaded` of `total` bytes: the photos are
 * the multipart body's last parts, in order (the text fields before them, a few hundred bytes).
 * Answers a fraction from 0 to 1 per photo.
 */
export function photoFractions(loaded: number, total: number, sizes: readonly number[]): number[] {
  const photosBytes = sizes.reduce((sum, size) => sum + size, 0);
  let start = Math.max(0, total - photosBytes);
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - start, 0), size);
    start += size;
    return size === 0 ? (loaded >= start ? 1 : 0) : sent / size;
  });
}
