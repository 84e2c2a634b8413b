import { useId, useRef, useState, type DragEvent } from 'react';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { UI } from './listings-ui-text.ts';
import { fileSize } from '../kit/file-size.ts';
import type { PhotoState } from './use-photo-uploads.ts';

/** A photo chosen on this device, not yet uploaded, with its preview address. */
export interface NewPhoto {
  key: string;
  file: File;
  preview: string;
}

interface ImagePickerProps {
  /** Photos the listing already has (edit), minus the ones removed. */
  existing: ListingPhotoDto[];
  photos: NewPhoto[];
  max: number;
  /** Files chosen or dropped; the form decides which join. */
  onAdd: (files: File[]) => void;
  onRemoveExisting: (id: number) => void;
  onRemoveNew: (key: string) => void;
  /** The limit message or the skipped-file notes, shown under the grid. */
  messages: string[];
  /** Where each new photo is on its way to the server, by key (decision 042). */
  states?: Record<string, PhotoState>;
  /** Sends the save again, for a photo that was not sent. */
  onRetry?: () => void;
}

const STATE_STYLE: Record<PhotoState['stage'], string> = {
  preparing: 'bg-slate-900/70 text-white',
  ready: 'bg-slate-900/70 text-white',
  uploading: 'bg-brand-700 text-white',
  processing: 'bg-brand-700 text-white',
  done: 'bg-emerald-700 text-white',
  failed: 'bg-red-700 text-white',
};

function stateText(state: PhotoState): string {
  switch (state.stage) {
    case 'preparing':
      return UI.photoPreparing;
    case 'ready':
      return state.bytes ? UI.photoReady(fileSize(state.bytes)) : '';
    case 'uploading':
      return UI.photoUploading(state.percent);
    case 'processing':
      return UI.photoProcessing;
    case 'done':
      return UI.photoDone;
    case 'failed':
      return UI.photoFailed;
  }
}

/** A new photo's state at the foot of its tile: a label, and a bar while it uploads. */
function PhotoStateBadge({ state, n, onRetry }: { state: PhotoState; n: number; onRetry?: () => void }) {
  const text = stateText(state);
  if (!text) return null;
  return (
    <div className="absolute inset-x-2 bottom-2 flex items-center gap-2">
      <span
        className={`min-w-0 truncate rounded-md px-2 py-0.5 text-xs font-semibold shadow-sm ${STATE_STYLE[state.stage]}`}
        data-testid="photo-state"
      >
        {text}
      </span>
      {state.stage === 'failed' && onRetry && (
        <button
          type="button"
          onClick={onRetry}
          aria-label={UI.retryPhoto(n)}
          className="rounded-md bg-white px-2 py-0.5 text-xs font-semibold text-red-800 shadow-sm hover:bg-red-50"
        >
          {UI.retry}
        </button>
      )}
      {state.stage === 'uploading' && (
        <span aria-hidden="true" className="h-1 flex-1 overflow-hidden rounded-full bg-white/70">
          <span className="block h-full bg-brand-600" style={{ width: `${state.percent}%` }} />
        </span>
      )}
    </div>
  );
}

const tile = 'group relative aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-slate-100';

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-slate-900/70 text-white shadow-sm backdrop-blur transition hover:bg-red-600 focus-visible:bg-red-600"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </button>
  );
}

/** Photo upload with previews and removal (docs/product.md §2, §5): a grid of photos and a drop zone. */
export function ImagePicker({
  existing,
  photos,
  max,
  onAdd,
  onRemoveExisting,
  onRemoveNew,
  messages,
  states = {},
  onRetry,
}: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const count = existing.length + photos.length;
  const full = count >= max;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) onAdd([...event.dataTransfer.files]);
  };

  let position = 0;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Photos">
        {existing.map((photo) => {
          position += 1;
          const n = position;
          return (
            <li key={`saved-${photo.id}`} className={tile} data-testid="photo-tile">
              <img
                src={photo.url}
                srcSet={photo.srcset || undefined}
                sizes="(min-width: 993px) 200px, 45vw"
                alt={photo.caption || `Photo ${n}`}
                className="size-full object-cover"
                loading="lazy"
              />
              {n === 1 && (
                <span className="absolute bottom-2 left-2 rounded-md bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">
                  Cover
                </span>
              )}
              <RemoveButton label={`Remove photo ${n}`} onClick={() => onRemoveExisting(photo.id)} />
            </li>
          );
        })}
        {photos.map((photo) => {
          position += 1;
          const n = position;
          return (
            <li key={photo.key} className={tile} data-testid="photo-tile">
              <img src={photo.preview} alt={`New photo ${n}: ${photo.file.name}`} className="size-full object-cover" />
              {states[photo.key] && <PhotoStateBadge state={states[photo.key]!} n={n} onRetry={onRetry} />}
              {n === 1 && !states[photo.key] && (
                <span className="absolute bottom-2 left-2 rounded-md bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow-sm">
                  Cover
                </span>
              )}
              <span className="absolute top-2 left-2 rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
                New
              </span>
              <RemoveButton label={`Remove photo ${n}`} onClick={() => onRemoveNew(photo.key)} />
            </li>
          );
        })}
        <li className={full ? 'hidden' : ''}>
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-3 text-center transition ${
              dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50/60'
            }`}
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
              className="size-8 text-brand-600"
            >
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                d="m2.25 15.75 5.159-5.159a2.25 2.25 0 0 1 3.182 0l5.159 5.159m-1.5-1.5 1.409-1.409a2.25 2.25 0 0 1 3.182 0l2.909 2.909M3.75 21h16.5A1.5 1.5 0 0 0 21.75 19.5V4.5A1.5 1.5 0 0 0 20.25 3H3.75A1.5 1.5 0 0 0 2.25 4.5v15A1.5 1.5 0 0 0 3.75 21Zm10.5-11.25h.008v.008h-.008V9.75Z"
              />
            </svg>
            <span className="text-sm font-semibold text-brand-700">Add photos</span>
            <span className="text-xs text-slate-500">or drop them here</span>
          </label>
        </li>
      </ul>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-label="Add photos"
        aria-describedby={hintId}
        className="sr-only"
        disabled={full}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onAdd(files);
        }}
      />
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {count} of {max} photos · JPEG, PNG, WebP or other images up to 5 MB each. The first photo is the cover.
      </p>
      {messages.length > 0 && (
        <div role="alert" className="mt-2 space-y-1">
          {messages.map((message) => (
            <p key={message} className="text-sm font-medium text-red-700">
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
