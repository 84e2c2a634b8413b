import type { ListingDto } from '../../../shared/listings.schema.ts';
import { AmenityList } from './amenity-list.tsx';
import { ExpandableDescription } from './expandable-description.tsx';
import { ArrowRightIcon, BathIcon, BedIcon, CameraIcon, UsersIcon } from './icons.tsx';
import { ListingImage, type CardPhoto } from './listing-image.tsx';
import { MemoHtml } from '../../memo-html.tsx';
import { localityOf, propertyPath } from '../../../shared/listing-basics.ts';
import { SiteLink } from './site-link.tsx';
import { usePublicText } from '../../i18n.tsx';

/** Card widths: one column on phones, two from 576 px, three from 993 px (max content 1200 px). */
const CARD_IMAGE_SIZES = '(min-width: 993px) 380px, (min-width: 576px) 50vw, 100vw';

/**
 * What a card shows of a listing, and all the grid pages send of it in their data: the first
 * photo and the number of photos rather than every photo with its variants (decision 047).
 */
export interface ListingCardData extends Pick<
  ListingDto,
  'id' | 'price' | 'address' | 'neighborhood' | 'bedrooms' | 'bathrooms' | 'size' | 'description' | 'amenities' | 'is_sublet'
> {
  photo?: CardPhoto;
  photos: number;
  /** A room in a shared apartment: 'Room in a 3-bedroom · 2 flatmates', written on the server (decision 063). */
  room?: string;
  /** The card's words in the page's language, written on the server (listing-words.ts): no formatting code in the grid's JavaScript. */
  words: { title: string; rent: string; beds: string; baths: string };
}

interface ListingCardProps {
  listing: ListingCardData;
  /** Position on the page: the first card's photo gets high priority, cards after the first row load lazily. */
  index: number;
}

export function ListingCard({ listing, index }: ListingCardProps) {
  const T = usePublicText();
  const path = propertyPath(listing.id);
  const { rent } = listing.words;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-xl hover:ring-slate-300">
      <SiteLink to={path} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] overflow-hidden bg-slate-100">
        <ListingImage
          photo={listing.photo}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={index === 0}
          lazy={index >= 3}
          className="transition duration-500 group-hover:scale-[1.03]"
        />
        <span className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/45 to-transparent" />
        {listing.is_sublet && (
          <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-950 shadow">
            {T.sublet}
          </span>
        )}
        <span
          aria-hidden="true"
          className="absolute right-3 top-3 rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold whitespace-nowrap uppercase tracking-wide text-white shadow"
        >
          {T.noFee}
        </span>
        {listing.photos > 0 && (
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
            <CameraIcon className="h-3.5 w-3.5" />
            {listing.photos}
          </span>
        )}
        <span className="absolute bottom-3 left-3 text-2xl font-bold tracking-tight text-white drop-shadow">{rent}</span>
      </SiteLink>
      <MemoHtml as="div" className="flex flex-1 flex-col gap-3 p-5" render={CardDetails} data={{ listing }} />
    </article>
  );
}

/** The card below its photo: the same wherever the listing shows, so the server renders it once (MemoHtml). */
function CardDetails({ listing }: { listing: ListingCardData }) {
  const T = usePublicText();
  const path = propertyPath(listing.id);
  const { title, rent, beds, baths } = listing.words;
  const locality = localityOf(listing.address);
  return (
    <>
      <div>
        <h2 className="text-lg font-semibold leading-snug text-ink">
          <SiteLink to={path} className="rounded hover:text-brand-700">
            {title}
          </SiteLink>
        </h2>
        <p className="sr-only">{rent}</p>
        {locality && <p className="mt-0.5 text-sm text-slate-500">{locality}</p>}
        {listing.is_sublet && <p className="sr-only">{T.sublet}</p>}
        <p className="sr-only">{`${T.noFee}: ${T.noFeeDetail}`}</p>
      </div>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 border-y border-slate-100 py-2.5 text-sm font-medium text-slate-700">
        <li className="inline-flex items-center gap-1.5">
          <BedIcon className="h-4 w-4 text-slate-400" />
          {listing.room ?? beds}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <BathIcon className="h-4 w-4 text-slate-400" />
          {baths}
        </li>
        {listing.size && (
          <li className="inline-flex items-center gap-1.5">
            <UsersIcon className="h-4 w-4 text-slate-400" />
            {listing.size}
          </li>
        )}
      </ul>
      <ExpandableDescription id={`listing-${listing.id}-description`} text={listing.description} />
      <AmenityList id={`listing-${listing.id}-amenities`} amenities={listing.amenities} />
      <SiteLink
        to={path}
        className="mt-auto inline-flex items-center gap-1.5 self-start rounded-lg pt-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {T.viewDetails}
        <span className="sr-only">: {title}</span>
        <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
      </SiteLink>
    </>
  );
}
