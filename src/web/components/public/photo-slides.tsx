import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { ListingImage } from './listing-image.tsx';
import { useTexts } from '../../i18n.tsx';

/**
 * The photos of a snapping strip, one frame each (the page's gallery and the full-screen one): only the
 * photo shown is exposed to screen readers, as a slide ('Photo 2 of 5') with its description; each photo
 * is drawn once it is next to the one shown.
 */
export function PhotoSlides({
  photos,
  address,
  strip,
  sizes,
  firstIsPriority = false,
  whole = false,
}: {
  photos: ListingPhotoDto[];
  address: string;
  /** The photo shown, and whether a photo is drawn yet (usePhotoStrip). */
  strip: { index: number; isDrawn: (i: number) => boolean };
  /** The images' `sizes` attribute. */
  sizes: string;
  /** The first photo is the page's first image: loaded eagerly with high priority. */
  firstIsPriority?: boolean;
  /** Each photo whole (not cropped to the frame), centred in it: the full-screen gallery. */
  whole?: boolean;
}) {
  const { PROPERTY_TEXT: T } = useTexts('property');
  const { index, isDrawn } = strip;
  const total = photos.length;
  return photos.map((p, i) => (
    <div
      key={p.id}
      {...(i === index
        ? { role: 'group', 'aria-roledescription': T.slide, 'aria-label': T.photoOf(i + 1, total) }
        : { 'aria-hidden': true })}
      className={
        whole
          ? 'flex h-full w-full shrink-0 snap-center snap-always items-center justify-center'
          : 'h-full w-full shrink-0 snap-center snap-always'
      }
    >
      {isDrawn(i) && (
        <ListingImage
          photo={p}
          alt={i === index ? T.photoAlt(address, i + 1, total) : ''}
          sizes={sizes}
          priority={firstIsPriority && i === 0}
          className={whole ? '!object-contain' : undefined}
        />
      )}
    </div>
  ));
}

/** Previous and next over a strip of more than one photo: round buttons on either side of the photo shown. */
export function PreviousNextPhoto({
  total,
  onPrevious,
  onNext,
  previousClassName,
  nextClassName,
  iconClassName,
}: {
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  previousClassName: string;
  nextClassName: string;
  iconClassName: string;
}) {
  const { PROPERTY_TEXT: T } = useTexts('property');
  if (total < 2) return null;
  return (
    <>
      <button type="button" onClick={onPrevious} aria-label={T.previousPhoto} className={previousClassName}>
        <ChevronLeftIcon className={iconClassName} />
      </button>
      <button type="button" onClick={onNext} aria-label={T.nextPhoto} className={nextClassName}>
        <ChevronRightIcon className={iconClassName} />
      </button>
    </>
  );
}
