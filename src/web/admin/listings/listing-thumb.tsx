import type { ListingDto } from '../../../shared/listings.schema.ts';
import { thumbnailUrl } from './listing-format.ts';
import { outlineIcon } from '../kit/heroicons.tsx';

const HouseOutline = outlineIcon(
  'm2.25 12 8.954-8.955a1.126 1.126 0 0 1 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75M8.25 21h8.25',
);

/** A listing's first photo as a square thumbnail, or a house outline when it has none. */
export function ListingThumb({ listing, className, px }: { listing: ListingDto; className: string; px: number }) {
  const photo = listing.images[0];
  if (!photo)
    return (
      <span aria-hidden="true" className={`flex ${className} shrink-0 items-center justify-center bg-slate-100 text-slate-400`}>
        <HouseOutline />
      </span>
    );
  return (
    <img
      src={thumbnailUrl(photo)}
      alt=""
      loading="lazy"
      className={`${className} shrink-0 object-cover`}
      width={px}
      height={px}
    />
  );
}
