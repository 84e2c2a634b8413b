import { UI } from './listings-ui-text.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Above the Save bar: the whole upload's progress while a save sends its photos, then that the
 * server is saving; after a dropped connection, the clear message that the form is intact.
 */
export function UploadProgress({
  progress,
  interrupted,
}: {
  progress: { loaded: number; total: number } | null;
  interrupted: boolean;
}) {
  if (interrupted)
    return (
      <p
        role="alert"
        className="border-b border-red-100 px-4 py-3 text-sm font-medium text-red-800"
        data-testid="upload-interrupted"
      >
        {UI.connectionLost}
      </p>
    );
  if (!progress || progress.total === 0) return null;
  const percent = Math.floor((progress.loaded / progress.total) * 100);
  const sent = progress.loaded >= progress.total;
  return (
    <div className="border-b border-slate-100 px-4 pt-3 pb-2.5" data-testid="upload-progress">
      <p role="status" className="text-sm font-medium text-slate-700">
        {sent ? UI.processingPhotos : UI.uploadingPhotos(percent, megabytes(progress.loaded), megabytes(progress.total))}
      </p>
      <div
        role="progressbar"
        aria-label={UI.photosTitle}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
