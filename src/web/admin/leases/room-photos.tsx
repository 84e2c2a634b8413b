import { useId, useState, type ChangeEvent } from 'react';
import { MAX_PHOTOS_PER_ROOM } from '../../../shared/leases.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { buttonClass, Spinner } from '../../components/ui/button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { preparePhoto } from '../listings/index.ts';
import type { DraftPhoto } from './condition-report-model.ts';

let nextPhoto = 1;

/** A button-looking label around a hidden file input: the phone's camera, or its photo library. */
const pickerClass = (disabled: boolean) =>
  buttonClass(
    'secondary',
    `relative flex-1 sm:flex-none has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
      disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'
    }`,
  );

/**
 * A room's photos on the report: 'Take photo' opens the phone's back camera (`capture="environment"`),
 * 'Add photos' its library (several at once); each photo is shrunk on the device before it is kept (the
 * server still re-encodes it without metadata), shown as a thumbnail and can be removed. `refuse`
 * answers why files cannot be added (the API's words), shown under the buttons.
 */
export function RoomPhotos({
  roomName,
  photos,
  onChange,
  refuse,
  error,
  disabled,
}: {
  roomName: string;
  photos: DraftPhoto[];
  onChange: (photos: DraftPhoto[]) => void;
  refuse: (files: File[]) => string | null;
  error?: string;
  disabled: boolean;
}) {
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = photos.length >= MAX_PHOTOS_PER_ROOM;
  const blocked = disabled || preparing || full;
  const problem = refusal ?? error;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refused = refuse(files);
    setRefusal(refused);
    if (refused) return;
    setPreparing(true);
    try {
      const prepared = await Promise.all(files.map((file) => preparePhoto(file)));
      onChange([...photos, ...prepared.map((file) => ({ id: nextPhoto++, file, url: URL.createObjectURL(file) }))]);
    } finally {
      setPreparing(false);
    }
  };

  const remove = (photo: DraftPhoto) => {
    URL.revokeObjectURL(photo.url);
    setRefusal(null);
    onChange(photos.filter((p) => p.id !== photo.id));
  };

  return (
    <fieldset aria-describedby={problem ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{T.photos}</legend>
      {photos.length > 0 && (
        <ul className="mb-2 grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="room-photos">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={T.photoAlt(roomName, i + 1)}
                className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo)}
                disabled={disabled}
                aria-label={T.removePhoto(roomName, i + 1)}
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-slate-900/75 text-white hover:bg-slate-900 focus:ring-4 focus:ring-brand-100 focus:outline-none"
              >
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label className={pickerClass(blocked)}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={blocked}
            onChange={(event) => void pick(event)}
            className="sr-only"
          />
          {T.takePhoto}
        </label>
        <label className={pickerClass(blocked)}>
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={blocked}
            onChange={(event) => void pick(event)}
            className="sr-only"
          />
          {T.addPhotos}
        </label>
        {preparing && <Spinner />}
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {T.photosHint}
        </p>
      )}
    </fieldset>
  );
}
