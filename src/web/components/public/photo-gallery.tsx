import { useEffect, useRef, useState } from 'react';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { PROPERTY_TEXT as T } from '../../../shared/texts/property.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { ListingImage } from './listing-image.tsx';

/** The main photo spans the content column: full width on phones, about 760 px from 993 px. */
const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 800px, (min-width: 993px) 62vw, 100vw';

/**
 * The property gallery (docs/product.md §2): a large photo with previous/next buttons and thumbnails as
 * buttons. Left/Right arrow keys move through the photos, Home/End jump to the first/last.
 */
export function PhotoGallery({ photos, address }: { photos: ListingPhotoDto[]; address: string }) {
  const [index, setIndex] = useState(0);
  const stripRef = useRef<HTMLUListElement>(null);
  const thumbRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = photos.length;

  useEffect(() => {
    const strip = stripRef.current;
    const thumb = thumbRefs.current[index];
    if (!strip || !thumb) return;
    const left = thumb.offsetLeft - strip.clientWidth / 2 + thumb.clientWidth / 2;
    strip.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
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
    setIndex(target);
    if (focusThumb) thumbRefs.current[target]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const onThumb = thumbRefs.current.includes(event.target as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    if (!(event.key in moves) || total < 2) return;
    event.preventDefault();
    show(moves[event.key], onThumb);
  };

  const photo = photos[index];
  const navButton =
    'absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition hover:bg-white';

  return (
    <section aria-roledescription="carousel" aria-label={T.gallery} onKeyDown={onKeyDown}>
      <div
        tabIndex={0}
        role="group"
        aria-label={`${T.gallery}. ${T.galleryHint}`}
        className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-slate-900"
      >
        <ListingImage
          photo={photo}
          alt={T.photoAlt(address, index + 1, total)}
          sizes={GALLERY_IMAGE_SIZES}
          priority={index === 0}
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1, false)}
              aria-label={T.previousPhoto}
              className={`${navButton} left-3`}
            >
              <ChevronLeftIcon className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1, false)}
              aria-label={T.nextPhoto}
              className={`${navButton} right-3`}
            >
              <ChevronRightIcon className="h-6 w-6" />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute bottom-3 right-3 rounded-full bg-black/65 px-3 py-1 text-sm font-medium text-white"
        >
          {T.photoOf(index + 1, total)}
        </p>
      </div>
      {total > 1 && (
        <ul ref={stripRef} className="mt-3 flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]">
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
    </section>
  );
}
