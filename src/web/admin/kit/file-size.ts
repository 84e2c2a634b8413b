/** A file's size as the back-office writes it: '2.4 MB', '512 KB', '900 B' (a small photo is never '0.0 MB'). */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
