import { useRef, useState } from 'react';
import type { NewPhoto } from './image-picker.tsx';
import { preparePhoto } from './prepare-photo.ts';
import { photoFractions } from './shrink-rules.ts';

/** Where one new photo is on its way to the server (decision 042). */
type PhotoStage = 'preparing' | 'ready' | 'uploading' | 'processing' | 'done' | 'failed';
export interface PhotoState {
  stage: PhotoStage;
  /** Of the photo's bytes sent, while uploading. */
  percent: number;
  /** Bytes that will be sent for it (after shrinking), once known. */
  bytes?: number;
}

/** What a save hands to the request: the key of this save and the upload's progress. */
export interface SaveUpload {
  /** The same for every attempt of one save, until it succeeds (the server applies it once). */
  saveKey: string;
  onProgress: (loaded: number, total: number) => void;
}

const newSaveKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * The new photos' preparation (shrunk on the device as soon as they are picked) and their upload's
 * progress, photo by photo and in all. Completions only update the state of their own photo.
 */
export function usePhotoUploads() {
  const [states, setStates] = useState<Record<string, PhotoState>>({});
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const prepared = useRef(new Map<string, Promise<File>>());
  const saveKey = useRef(newSaveKey());

  const update = (key: string, change: Partial<PhotoState>) =>
    setStates((current) =>
      key in current || change.stage === 'preparing'
        ? { ...current, [key]: { ...(current[key] ?? { stage: 'preparing', percent: 0 }), ...change } }
        : current,
    );

  /** Starts shrinking each photo now, while the agent fills in the rest of the form. */
  const prepare = (photos: NewPhoto[]) => {
    for (const photo of photos) {
      update(photo.key, { stage: 'preparing', percent: 0 });
      const file = preparePhoto(photo.file);
      prepared.current.set(photo.key, file);
      void file.then((sent) => update(photo.key, { stage: 'ready', bytes: sent.size }));
    }
  };

  const forget = (key: string) => {
    prepared.current.delete(key);
    setStates(({ [key]: _gone, ...rest }) => rest);
  };

  /** The files to send, in the photos' order, once each is prepared. */
  const files = (photos: NewPhoto[]) =>
    Promise.all(photos.map((photo) => prepared.current.get(photo.key) ?? Promise.resolve(photo.file)));

  /** The request's side of one save attempt: its key, and progress spread over the photos' bytes. */
  const sending = (photos: NewPhoto[], sent: File[]): SaveUpload => {
    const sizes = sent.map((file) => file.size);
    setProgress({ loaded: 0, total: sizes.reduce((sum, size) => sum + size, 0) });
    setStates((current) => {
      const next = { ...current };
      photos.forEach((photo, i) => (next[photo.key] = { stage: 'uploading', percent: 0, bytes: sizes[i] }));
      return next;
    });
    return {
      saveKey: saveKey.current,
      onProgress: (loaded, total) => {
        const fractions = photoFractions(loaded, total, sizes);
        setProgress({ loaded: Math.min(loaded, total), total });
        setStates((current) => {
          const next = { ...current };
          photos.forEach((photo, i) => {
            const fraction = fractions[i] ?? 0;
            next[photo.key] = {
              stage: fraction >= 1 ? 'processing' : 'uploading',
              percent: Math.floor(fraction * 100),
              bytes: sizes[i],
            };
          });
          return next;
        });
      },
    };
  };

  /** The attempt ended: every photo done, failed (to be sent again) or back to ready (the server refused the save). */
  const finish = (photos: NewPhoto[], stage: 'done' | 'failed' | 'ready') => {
    setProgress(null);
    setStates((current) => {
      const next = { ...current };
      for (const photo of photos)
        next[photo.key] = { ...(next[photo.key] ?? { percent: 0 }), stage, percent: stage === 'done' ? 100 : 0 };
      return next;
    });
  };

  return { states, progress, prepare, forget, files, sending, finish };
}
