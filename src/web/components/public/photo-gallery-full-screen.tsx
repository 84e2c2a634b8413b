import { useEffect, useId, useRef } from 'react';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { CloseIcon } from './icons.tsx';
import { PhotoSlides, PreviousNextPhoto } from './photo-slides.tsx';
import { usePhotoStrip } from './photo-strip.ts';
import { useTexts } from '../../i18n.tsx';

/**
 * The listing's photos over the whole screen, on the native <dialog> (the page behind inert, Escape
 * closes it, the focus comes back to the button that opened it): the same snapping strip as the
 * page's gallery, each photo whole (not cropped), with previous/next, the arrow keys and the count.
 * It opens at the photo the page shows and hands back the one it closes on.
 */
export function FullScreenGallery({
  open,
  photos,
  address,
  start,
  onClose,
}: {
  open: boolean;
  photos: ListingPhotoDto[];
  address: string;
  start: number;
  onClose: (index: number) => void;
}) {
  const { PROPERTY_TEXT: T } = useTexts('property');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const total = photos.length;
  const strip = usePhotoStrip(total, start);
  const { index, go } = strip;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
      go(start, 'instant');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) document.documentElement.style.overflow = '';
  }, [open, start, go]);

  const close = () => onClose(index);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    if (!(event.key in moves) || total < 2) return;
    event.preventDefault();
    go((moves[event.key] + total) % total);
  };
  const navButton =
    'absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition hover:bg-white/30';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      data-testid="full-screen-gallery"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <h2 id={titleId} className="min-w-0 truncate text-sm font-semibold sm:text-base">
              {T.fullScreenTitle(address)}
            </h2>
            <p aria-live="polite" className="shrink-0 text-sm text-white/80">
              {T.photoOf(index + 1, total)}
            </p>
            <button
              type="button"
              autoFocus
              onClick={close}
              aria-label={T.closeFullScreen}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/15 transition hover:bg-white/30"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={strip.ref}
              {...strip.listeners}
              tabIndex={0}
              className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
            >
              <PhotoSlides photos={photos} address={address} strip={strip} sizes="100vw" whole />
            </div>
            <PreviousNextPhoto
              total={total}
              onPrevious={() => go((index - 1 + total) % total)}
              onNext={() => go((index + 1) % total)}
              previousClassName={`${navButton} left-4`}
              nextClassName={`${navButton} right-4`}
              iconClassName="h-7 w-7"
            />
          </div>
        </div>
      )}
    </dialog>
  );
}
