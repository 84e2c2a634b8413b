import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';

/** What drawing a photo takes: its largest variant, the `srcset` of its variants and its size. */
export type CardPhoto = Pick<ListingPhotoDto, 'url' | 'srcset' | 'width' | 'height'>;

const PLACEHOLDER_IMAGE = { url: '/placeholder-listing.svg', width: 1200, height: 900 } as const;

interface ListingImageProps {
  photo: CardPhoto | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The first visible photo of the page: loaded eagerly with high priority. */
  priority?: boolean;
  /** Below the fold: loaded lazily. */
  lazy?: boolean;
  className?: string;
}

/**
 * A listing photo with its WebP variants (`srcset` + `sizes`), intrinsic width and height (so the
 * browser reserves its box before it loads) and the placeholder when the listing has no photo.
 * The caller draws it inside a fixed aspect-ratio box with `object-cover`.
 */
export function ListingImage({ photo, alt, sizes, priority = false, lazy = false, className = '' }: ListingImageProps) {
  const classes = `h-full w-full object-cover ${className}`;
  if (!photo) {
    return (
      <img
        src={PLACEHOLDER_IMAGE.url}
        width={PLACEHOLDER_IMAGE.width}
        height={PLACEHOLDER_IMAGE.height}
        alt={alt}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        className={classes}
      />
    );
  }
  return (
    <img
      src={photo.url}
      srcSet={photo.srcset || undefined}
      sizes={photo.srcset ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={classes}
    />
  );
}
