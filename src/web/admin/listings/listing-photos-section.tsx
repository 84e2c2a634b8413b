import { useEffect, useRef, useState } from 'react';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { useViewportWidth } from '../kit/use-viewport-width.ts';
import { ImagePicker, type NewPhoto } from './image-picker.tsx';
import { pickImages } from './image-rules.ts';
import { MAX_IMAGES } from '../../../shared/constants.ts';
import { Section } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

/**
 * The listing's photos as the form holds them: those it has (less the ones removed), the new ones
 * picked (shrunk on this device while the agent goes on, decision 042), the picker's messages, and
 * how many the window allows. Nothing changes while `busy` (the save is under way).
 */
export function useListingPhotos(existingPhotos: ListingPhotoDto[], busy: boolean) {
  const width = useViewportWidth();
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const uploads = usePhotoUploads();
  const kept = existingPhotos.filter((photo) => !removed.includes(photo.id));
  // One limit, the listing's, on every screen: a phone edits the same listing a desk does (docs/decisions/107).
  const max = MAX_IMAGES;

  // Previews live as object URLs: give them back when the form goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const add = (files: File[]) => {
    if (busy) return;
    const result = pickImages(files, kept.length + photos.length, max);
    const found: string[] = [];
    if (result.overLimit) found.push(T.tooManyImages(max));
    for (const { file, reason } of result.rejected)
      found.push(`${file.name}: ${reason === 'too-large' ? T.imageTooLarge : T.imageNotAnImage}`);
    setMessages(found);
    const added = result.accepted.map((file) => ({
      key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    if (added.length) setPhotos((current) => [...current, ...added]);
    uploads.prepare(added);
  };

  const removeNew = (key: string) => {
    if (busy) return;
    const photo = photos.find((p) => p.key === key);
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhotos((current) => current.filter((p) => p.key !== key));
    uploads.forget(key);
    setMessages([]);
  };

  const removeExisting = (id: number) => {
    if (busy) return;
    setRemoved((current) => [...current, id]);
    setMessages([]);
  };

  return { width, photos, removed, kept, max, messages, uploads, add, removeNew, removeExisting };
}

export type ListingPhotos = ReturnType<typeof useListingPhotos>;

/** The Photos card: those kept and those added, with the picker, its messages and each upload's state. */
export function PhotosSection({ photos, onRetry }: { photos: ListingPhotos; onRetry: () => void }) {
  return (
    <Section title={UI.photosTitle} description={UI.photosDescription(photos.max)}>
      <ImagePicker
        existing={photos.kept}
        photos={photos.photos}
        max={photos.max}
        onAdd={photos.add}
        onRemoveExisting={photos.removeExisting}
        onRemoveNew={photos.removeNew}
        messages={photos.messages}
        states={photos.uploads.states}
        onRetry={onRetry}
      />
    </Section>
  );
}
