import { useEffect, useId, useRef, useState } from 'react';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { CameraIcon } from './icons.tsx';
import { ListingImage } from './listing-image.tsx';
import { FullScreenGallery } from './photo-gallery-full-screen.tsx';
import { PhotoSlides, PreviousNextPhoto } from './photo-slides.tsx';
import { usePhotoStrip } from './photo-strip.ts';
import { useTexts } from '../../i18n.tsx';

/** The main photo spans the content column: full width on phones, about 760 px from 993 px. */
const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 800px, (min-width: 993px) 62vw, 100vw';

/**
 * The property gallery (docs/product.md §2): the photos side by side in a strip that snaps to each one
 * (CSS scroll-snap: a finger swipes between them with the browser's own scrolling, no script), with
 * previous/next buttons and thumbnails as buttons. Left/Right arrow keys move through the photos,
 * Home/End jump to the first/last. 'View full screen' (or a click on the photo) opens them in a
 * full-screen <dialog> that Escape closes. Only the photo shown is exposed to screen readers.
 */
export function PhotoGallery({ photos, address }: { photos: ListingPhotoDto[]; address: string }) {
  const { PROPERTY_TEXT: T } = useTexts('property');
  const total = photos.length;
  const strip = usePhotoStrip(total);
  const { index } = strip;
  const thumbStripRef = useRef<HTMLUListElement>(null);
  const thumbRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const thumbs = thumbStripRef.current;
    const thumb = thumbRefs.current[index];
    if (!thumbs || !thumb) return;
    const left = thumb.offsetLeft - thumbs.clientWidth / 2 + thumb.clientWidth / 2;
    thumbs.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [index]);

  if (total === 0) {
    return (
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100">
        <ListingImage photo={undefined} alt={T.noPhoto} sizes={GALLERY_IMAGE_SIZES} priority />
      </div>
    );
  }

  const show = (next: number, focusThumb: boolean) => {
    const target = (next + total) % total;
    strip.go(target);
    if (focusThumb) thumbRefs.current[target]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (fullScreen) return;
    const onThumb = thumbRefs.current.includes(event.target as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    if (!(event.key in moves) || total < 2) return;
    event.preventDefault();
    show(moves[event.key], onThumb);
  };

  const navButton =
    'absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition hover:bg-white';

  return (
    <section aria-roledescription="carousel" aria-label={T.gallery} onKeyDown={onKeyDown}>
      <p id={hintId} className="sr-only">
        {T.galleryHint}
      </p>
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <div
          ref={strip.ref}
          {...strip.listeners}
          onClick={() => setFullScreen(true)}
          // Focusable so keys (and axe's scrollable-region rule) reach it; named by the carousel around it.
          tabIndex={0}
          aria-describedby={hintId}
          data-testid="photo-strip"
          className="flex aspect-[3/2] cursor-zoom-in snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          <PhotoSlides photos={photos} address={address} strip={strip} sizes={GALLERY_IMAGE_SIZES} firstIsPriority />
        </div>
        <PreviousNextPhoto
          total={total}
          onPrevious={() => show(index - 1, false)}
          onNext={() => show(index + 1, false)}
          previousClassName={`${navButton} left-3`}
          nextClassName={`${navButton} right-3`}
          iconClassName="h-6 w-6"
        />
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          aria-haspopup="dialog"
          className="absolute top-3 right-3 inline-flex items-center gap-2 rounded-full bg-black/65 px-3 py-1.5 text-sm font-semibold text-white transition hover:bg-black/80"
        >
          <CameraIcon className="h-4 w-4" />
          {T.fullScreen}
        </button>
        <p
          aria-live="polite"
          className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-black/65 px-3 py-1 text-sm font-medium text-white"
        >
          {T.photoOf(index + 1, total)}
        </p>
      </div>
      {total > 1 && (
        <ul ref={thumbStripRef} className="mt-3 flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]">
          {photos.map((p, i) => (
            <li key={p.id} className="shrink-0">
              <button
                ref={(el) => {
                  thumbRefs.current[i] = el;
                }}
                type="button"
                onClick={() => show(i, false)}
                aria-label={T.showPhoto(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                className={`block h-16 w-24 overflow-hidden rounded-lg ring-offset-2 transition sm:h-20 sm:w-28 ${i === index ? 'ring-2 ring-brand-600' : 'opacity-75 hover:opacity-100'}`}
              >
                <ListingImage photo={p} alt="" sizes="112px" lazy />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FullScreenGallery
        open={fullScreen}
        photos={photos}
        address={address}
        start={index}
        onClose={(at) => {
          setFullScreen(false);
          strip.go(at, 'instant');
        }}
      />
    </section>
  );
}
