import type { ListingDto } from '../../../shared/listings.schema.ts';
import { AmenityList } from './amenity-list.tsx';
import { ExpandableDescription } from './expandable-description.tsx';
import { ArrowRightIcon, BathIcon, BedIcon, CameraIcon, UsersIcon } from './icons.tsx';
import { ListingImage, type CardPhoto } from './listing-image.tsx';
import { MemoHtml } from '../../memo-html.tsx';
import { localityOf, propertyPath } from '../../../shared/listing-basics.ts';
import { SiteLink } from './site-link.tsx';
import { usePublicText } from '../../i18n.tsx';

/** Card widths: a row with a small photo on phones, two columns from 576 px, three from 993 px (max content 1200 px). */
const CARD_IMAGE_SIZES = '(min-width: 993px) 380px, (min-width: 576px) 50vw, 128px';

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
    // Below 576 px a card is a row, the photo beside the title, rent and rooms, with the description and
    // amenities under both: two listings and more on a phone's first screen (docs/decisions/107).
    <article className="group grid w-full grid-cols-[7rem_minmax(0,1fr)] content-start gap-x-3 overflow-hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:shadow-xl hover:ring-slate-300 sm:flex sm:flex-col sm:gap-0 sm:p-0">
      <SiteLink
        to={path}
        tabIndex={-1}
        aria-hidden="true"
        className="relative row-span-2 block aspect-square self-start overflow-hidden rounded-xl bg-slate-100 sm:aspect-[4/3] sm:rounded-none"
      >
        <ListingImage
          photo={listing.photo}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={index === 0}
          lazy={index >= 3}
          className="transition duration-500 group-hover:scale-[1.03]"
        />
        <span className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-black/45 to-transparent max-sm:hidden" />
        {listing.is_sublet && (
          <span className="absolute left-1.5 top-1.5 rounded-full bg-amber-400 px-2 py-0.5 text-[0.625rem] font-bold uppercase tracking-wide text-amber-950 shadow sm:left-3 sm:top-3 sm:px-3 sm:py-1 sm:text-xs">
            {T.sublet}
          </span>
        )}
        <span
          aria-hidden="true"
          className="absolute bottom-1.5 left-1.5 rounded-full bg-emerald-700 px-2 py-0.5 text-[0.625rem] font-bold whitespace-nowrap uppercase tracking-wide text-white shadow sm:bottom-auto sm:left-auto sm:right-3 sm:top-3 sm:px-3 sm:py-1 sm:text-xs"
        >
          {T.noFee}
        </span>
        {listing.photos > 0 && (
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white max-sm:hidden">
            <CameraIcon className="h-3.5 w-3.5" />
            {listing.photos}
          </span>
        )}
        <span className="absolute bottom-3 left-3 text-2xl font-bold tracking-tight text-white drop-shadow max-sm:hidden">
          {rent}
        </span>
      </SiteLink>
      <MemoHtml
        as="div"
        className="contents sm:flex sm:flex-1 sm:flex-col sm:gap-3 sm:p-5"
        render={CardDetails}
        data={{ listing }}
      />
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
      <div className="min-w-0">
        <h2 className="text-base font-semibold leading-snug text-ink sm:text-lg">
          <SiteLink to={path} className="rounded hover:text-brand-700">
            {title}
          </SiteLink>
        </h2>
        {/* On a phone the rent is under the title; from 576 px it is on the photo, and here for screen readers only. */}
        <p className="mt-0.5 text-lg font-bold tracking-tight text-ink sm:sr-only">{rent}</p>
        {locality && <p className="mt-0.5 text-sm text-slate-500">{locality}</p>}
        {listing.is_sublet && <p className="sr-only">{T.sublet}</p>}
        <p className="sr-only">{`${T.noFee}: ${T.noFeeDetail}`}</p>
      </div>
      <ul className="col-start-2 mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 self-start text-sm sm:mt-0 sm:gap-x-4 font-medium text-slate-700 sm:self-auto sm:border-y sm:border-slate-100 sm:py-2.5">
        <li className="inline-flex items-center gap-1.5">
          <BedIcon className="h-4 w-4 shrink-0 text-slate-400" />
          {listing.room ?? beds}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <BathIcon className="h-4 w-4 shrink-0 text-slate-400" />
          {baths}
        </li>
        {listing.size && (
          <li className="inline-flex items-center gap-1.5">
            <UsersIcon className="h-4 w-4 shrink-0 text-slate-400" />
            {listing.size}
          </li>
        )}
      </ul>
      {/* A phone's card is the row above, as on StreetEasy's and Zillow's lists: the description, the
          amenities and the link again are the property page's there (docs/decisions/107). */}
      <div className="hidden sm:contents">
        <ExpandableDescription id={`listing-${listing.id}-description`} text={listing.description} />
        <AmenityList id={`listing-${listing.id}-amenities`} amenities={listing.amenities} />
      </div>
      <SiteLink
        to={path}
        className="mt-auto hidden items-center gap-1.5 self-start rounded-lg pt-1 text-sm font-semibold text-brand-700 hover:text-brand-900 sm:inline-flex"
      >
        {T.viewDetails}
        <span className="sr-only">: {title}</span>
        <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
      </SiteLink>
    </>
  );
}
