import { useEffect, useState } from 'react';
import { agentText } from '../../../shared/agent-text.ts';
import { data, useLocation, useRouteError, type AppLoadContext } from 'react-router';
import { listingBuildingSlug } from '../../../shared/buildings.ts';
import { FALLBACK_BUILDING } from '../../../shared/constants.ts';
import { telLink } from '../../../shared/phone.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { InquiryButton } from './inquiries/inquiry-button.tsx';
import { ViewingButton } from './viewings/viewing-button.tsx';
import { ApplyLink } from './apply/apply-link.tsx';
import { ArrowLeftIcon, BuildingIcon, CheckIcon, MapPinIcon, PhoneIcon } from '../../components/public/icons.tsx';
import { localityOf, streetOf } from '../../../shared/listing-format.ts';
import { bathsIn, bedsIn, listingTitleIn, sizeIn } from '../../../shared/i18n/listing-words.ts';
import { formatDollars, rentIn } from '../../../shared/words/money.ts';
import { LANGUAGE_TAGS, type Language } from '../../../shared/i18n/languages.ts';
import { moduleTexts } from '../../../shared/i18n/runtime.ts';
import { mergePageTexts } from '../../i18n.tsx';
import { pageTexts, requestLanguage, roomFacts, textsFor } from '../../i18n.server.ts';
import { PhotoGallery } from '../../components/public/photo-gallery.tsx';
import { MapCard } from '../../components/public/map-card.tsx';
import { addressMapEmbedUrl, addressMapLinkUrl } from '../../../shared/maps.ts';
import { isNotFound } from '../../components/public/route-errors.tsx';
import { ShareButton } from '../../components/public/share-button.tsx';
import { useSiteSettings } from '../../components/public/site-settings-context.tsx';
import { StatusPanel } from '../../components/public/status-panel.tsx';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import type { Route } from './+types/property';
import { viewedPageHeaders } from './cached-page.server.ts';
import { pageLocation } from './page-location.server.ts';
import { errorMeta } from './error-meta.ts';
import { serviceErrorStatus } from './service-error.ts';
import { rentedPageData } from './rented-page.server.ts';
import { isRented, RentedView } from './rented-view.tsx';
import { availableLabel, listedOn } from './listed-date.server.ts';
import { metaDescription, photoPreview, seoMeta, type PageLocation } from './seo.server.ts';
import { propertyPageJsonLd } from './structured-data.server.ts';
import { SiteLink } from '../../components/public/site-link.tsx';
import { MemoHtml } from '../../memo-html.tsx';
import { useLanguage, usePublicText, useTexts } from '../../i18n.tsx';

export const headers = viewedPageHeaders('property');

/** Only active listings are public (docs/product.md §4): an unknown, inactive or pending id is 'Property not found'. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : NaN;
  const language = requestLanguage(request);
  const { PROPERTY_TEXT: P } = textsFor(language, 'property');
  if (!Number.isSafeInteger(id)) throw data(P.propertyNotFound, { status: 404 });
  try {
    const [listing, site, viewings, applications, translations] = await Promise.all([
      context.services.listings.get(id),
      context.services.siteSettings.get(),
      context.services.viewings.offered(id),
      context.services.applications.takesApplications(id),
      context.services.listings.descriptionTranslations([id]),
    ]);
    return {
      listing,
      viewings,
      applications,
      // The agent's description in the page's language, else the English one marked so (decision 072).
      description: agentText(language, {
        en: listing.description,
        es: translations.get(id)?.description_es,
        zh: translations.get(id)?.description_zh,
      }),
      listed: listedOn(listing.created_at, language),
      available: availableLabel(listing.available_from, context.services.listings.today(), language),
      // The room's facts in the page's language (the household's flags in words).
      room: listing.household ? roomFacts(language, listing.household) : null,
      // The inquiry and viewing modals' texts (the property page's own are the layout's, for its error page too).
      // 'Apply' only where the listing takes applications: nothing of it in the page otherwise.
      // The agency disclosure (RPL §443) only where the booking form can show it.
      i18n: pageTexts(request, [
        'inquiries',
        'viewings',
        'viewing-picker',
        ...(viewings ? (['agency'] as const) : []),
        ...(applications ? (['apply'] as const) : []),
      ]),
      meta: propertyMeta(listing, pageLocation(request, context), site, context.head, language),
    };
  } catch (error) {
    if (serviceErrorStatus(error) !== 404) throw error;
    // Rented (its lease signed): 410 with its building and what is still free (issue 46 item 7).
    const rented = await context.services.listings.rented(id);
    if (rented) throw data(await rentedPageData(rented, context, language), { status: 410 });
    throw data(P.propertyNotFound, { status: 404 });
  }
}

export function meta({ data, error, matches }: Route.MetaArgs) {
  if (data?.meta) return data.meta;
  const texts = mergePageTexts(matches.filter((m) => m !== undefined) as { data?: unknown }[]);
  const P = texts.modules.property && moduleTexts<'property'>(texts.language, texts.modules.property).PROPERTY_TEXT;
  const title = isNotFound(error) ? P?.propertyNotFound : isRented(error) ? P?.rentedTitle : P?.loadPropertyFailed;
  return errorMeta(title ?? { frame: 'pageNotFound' }, matches);
}

function propertyMeta(
  listing: ListingDto,
  location: PageLocation,
  site: SiteSettings,
  head: AppLoadContext['head'],
  language: Language,
) {
  const { PUBLIC_TEXT: T } = textsFor(language, 'public');
  const { PROPERTY_TEXT: P } = textsFor(language, 'property');
  const listingTitle = (l: ListingDto) => listingTitleIn(T, l);
  const formatRent = (price: number) => rentIn(T, price);
  const facts = [bedsIn(T, listing.bedrooms), bathsIn(T, listing.bathrooms), listing.size && sizeIn(T, listing.size)]
    .filter(Boolean)
    .join(', ');
  const title = `${listingTitle(listing)} · ${formatRent(listing.price)}`;
  const photo = listing.images[0];
  return seoMeta(
    {
      title,
      description: metaDescription(
        P.propertyMetaDescription(facts, formatRent(listing.price), streetOf(listing.address), listing.description),
      ),
      location,
      site,
      type: 'article',
      image: photoPreview(photo, listingTitle(listing)),
      jsonLd: propertyPageJsonLd(listing, location.origin, site),
    },
    head,
  );
}

/** The search the renter came from (kept by the listing grids in this tab), or the home page. */
function useLastSearch() {
  const [search, setSearch] = useState('/');
  useEffect(() => {
    try {
      const last: unknown = sessionStorage.lastSearch;
      if (typeof last === 'string' && /^\/(?!\/)/.test(last)) setSearch(last);
    } catch {
      // Storage may be off (a private window): the link then goes home.
    }
  }, []);
  return search;
}

function BackToListings() {
  const T = usePublicText();
  const search = useLastSearch();
  return (
    <SiteLink
      to={search}
      className="inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-slate-700 hover:text-brand-700"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      {T.backToListings}
    </SiteLink>
  );
}

/** /property/{id}: gallery, share, description, amenities and the agent's contact (docs/product.md §2). */
export default function Property({ loaderData }: Route.ComponentProps) {
  const T = usePublicText();
  const { PROPERTY_TEXT: P } = useTexts('property');
  const { ROOM_TEXT: R } = useTexts('rooms');
  const { listing, listed, available, viewings, applications, room, description } = loaderData;
  const { agent } = useSiteSettings();
  const title = listingTitleIn(T, listing);
  const locality = localityOf(listing.address);
  const buildingSlug = listingBuildingSlug(listing.address);
  const buildingName = buildingSlug === FALLBACK_BUILDING.slug ? FALLBACK_BUILDING.name : streetOf(listing.address);
  // The rent is shown once, large, above these facts.
  const facts = [
    listing.household
      ? { label: R.room, value: R.roomIn(listing.bedrooms, listing.household.flatmates) }
      : { label: P.bedrooms, value: bedsIn(T, listing.bedrooms) },
    { label: P.bathrooms, value: bathsIn(T, listing.bathrooms) },
    ...(listing.size ? [{ label: P.roommates, value: sizeIn(T, listing.size) }] : []),
    ...(listed ? [{ label: P.listed, value: listed }] : []),
  ];

  return (
    <div className="bg-slate-50 pb-20">
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <BackToListings />
        <MemoHtml
          as="header"
          className="mt-5"
          render={PropertyHeading}
          data={{ title, locality, available, sublet: listing.is_sublet, buildingSlug, buildingName }}
        />

        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="lg:col-start-1">
            <PhotoGallery photos={listing.images} address={title} />
          </div>

          <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={P.details}>
            <div className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24">
              <div className="flex items-start justify-between gap-4">
                <p className="text-3xl font-bold tracking-tight text-ink">{rentIn(T, listing.price)}</p>
                <ShareButton title={title} />
              </div>
              <MemoHtml as="dl" className="divide-y divide-slate-100 text-sm" render={PropertyFacts} data={{ facts }} />
              <div className="rounded-xl bg-brand-50 p-4">
                <h2 className="font-semibold text-ink">{P.contactAgent}</h2>
                <p className="mt-1 text-sm text-slate-700">{P.contactAgentIntro}</p>
                <div className="mt-4 grid gap-2">
                  {/* On phones and tablets these live in the bar along the bottom of the screen. */}
                  <div className="hidden gap-2 lg:grid">
                    <InquiryButton listingId={listing.id} address={title} />
                    {viewings && <ViewingButton listingId={listing.id} address={title} />}
                    {applications && <ApplyLink listingId={listing.id} />}
                  </div>
                  <a
                    href={telLink(agent.phone)}
                    className="inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-4 py-2.5 text-sm font-semibold text-brand-700 transition hover:bg-brand-50"
                  >
                    <PhoneIcon className="h-4 w-4" />
                    {P.callAgent(agent.phone)}
                  </a>
                  <a
                    href={`mailto:${agent.email}?subject=${encodeURIComponent(P.emailSubject(listing.address))}`}
                    className="mt-1 text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {P.emailAgent}
                  </a>
                </div>
              </div>
            </div>
          </aside>

          <MemoHtml
            as="div"
            className="space-y-8 lg:col-start-1"
            render={PropertySections}
            data={{
              description: description.text,
              descriptionLanguage: description.language,
              fees: listing.fees,
              amenities: listing.amenities,
              room,
            }}
          />
          <section aria-labelledby="location-heading" className="lg:col-start-1">
            <h2 id="location-heading" className="mb-4 text-xl font-semibold text-ink">
              {P.location}
            </h2>
            <MapCard
              embedUrl={addressMapEmbedUrl(listing.address)}
              linkUrl={addressMapLinkUrl(listing.address)}
              address={listing.address}
              mapTitle={P.mapTitle(listing.address)}
              openLabel={P.openInMaps}
            />
          </section>
        </div>
      </div>
      <ContactBar listingId={listing.id} address={title} viewings={Boolean(viewings)} applications={applications} />
    </div>
  );
}

/**
 * On phones and tablets: 'Schedule a Viewing', 'Send an Inquiry' and, where the listing takes
 * applications, 'Apply' in a bar fixed along the bottom of the screen, in reach of the thumb wherever
 * the page is scrolled (from 1024 px the details card beside the photos holds them and stays in view).
 * Three buttons take two rows, 'Apply' across the second. A label too long for its half ('Programar una
 * visita' at 390 px) wraps onto a second line; the icons keep their size. The body keeps room for it
 * (app.css, data-contact-bar).
 */
function ContactBar({
  listingId,
  address,
  viewings,
  applications,
}: {
  listingId: number;
  address: string;
  viewings: boolean;
  applications: boolean;
}) {
  const { PROPERTY_TEXT: P } = useTexts('property');
  return (
    <div
      role="region"
      aria-label={P.contactBar}
      data-contact-bar={applications && viewings ? 'two-rows' : ''}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden"
    >
      <div
        className={`mx-auto grid max-w-xl gap-2 [&_button]:px-3 [&_button]:leading-tight [&_svg]:shrink-0 ${viewings || applications ? 'grid-cols-2' : 'grid-cols-1'} ${applications && viewings ? '[&>a]:col-span-2' : ''}`}
      >
        {viewings && <ViewingButton listingId={listingId} address={address} />}
        <InquiryButton listingId={listingId} address={address} />
        {applications && <ApplyLink listingId={listingId} />}
      </div>
    </div>
  );
}

/**
 * The parts of the page drawn from the listing alone, the same for every visitor, so the server
 * renders each once per listing's data (MemoHtml): the heading, the facts, and the description, fees
 * and amenities.
 */
interface PropertyHeadingData {
  title: string;
  locality: string;
  available: string | null;
  sublet: boolean;
  buildingSlug: string;
  buildingName: string;
}

function PropertyHeading({ title, locality, available, sublet, buildingSlug, buildingName }: PropertyHeadingData) {
  const T = usePublicText();
  const { PROPERTY_TEXT: P } = useTexts('property');
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          title={T.noFeeDetail}
          className="shrink-0 rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold whitespace-nowrap uppercase tracking-wide text-white"
        >
          {T.noFee}
        </span>
        {available && (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
            {available}
          </span>
        )}
        {sublet && (
          <span className="rounded-full bg-amber-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-950">
            {T.sublet}
          </span>
        )}
        <SiteLink
          to={`/${buildingSlug}`}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 hover:text-brand-700"
        >
          <BuildingIcon className="h-3.5 w-3.5" />
          {P.moreInBuilding(buildingName)}
        </SiteLink>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {locality && (
        <p className="mt-2 flex items-center gap-1.5 text-slate-600">
          <MapPinIcon className="h-4 w-4" />
          {locality}
        </p>
      )}
    </div>
  );
}

function PropertyFacts({ facts }: { facts: Array<{ label: string; value: string }> }) {
  return facts.map((f) => (
    <div key={f.label} className="flex justify-between gap-4 py-2.5">
      <dt className="text-slate-600">{f.label}</dt>
      <dd className="text-right font-semibold text-ink">{f.value}</dd>
    </div>
  ));
}

/** A white card of the property page with its heading (named by `id` for screen readers). */
function PropertySection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PropertySections({
  description,
  descriptionLanguage,
  fees,
  amenities,
  room,
}: Pick<ListingDto, 'description' | 'fees' | 'amenities'> & { room: string[] | null; descriptionLanguage: Language }) {
  const T = usePublicText();
  const { PROPERTY_TEXT: P } = useTexts('property');
  const { ROOM_TEXT: R } = useTexts('rooms');
  const { AMENITIES: names } = useTexts('amenities');
  // The agent's own text: in the page's language when the agent wrote one, else the English marked so.
  const lang = useLanguage() === descriptionLanguage ? undefined : LANGUAGE_TAGS[descriptionLanguage];
  return (
    <>
      <PropertySection id="description" title={P.description}>
        <p lang={lang} className="mt-4 whitespace-pre-line leading-7 text-slate-700">
          {description}
        </p>
      </PropertySection>
      {room && (
        <PropertySection id="room" title={R.roomFacts}>
          <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="room-facts">
            {room.map((fact) => (
              <li key={fact} className="flex items-center gap-3 text-slate-800">
                <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-sky-50 text-sky-700">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {fact}
              </li>
            ))}
          </ul>
        </PropertySection>
      )}
      <PropertySection id="fees" title={P.feesTitle}>
        {fees.length === 0 ? (
          <p className="mt-4 text-slate-700">{P.noTenantFees}</p>
        ) : (
          <dl className="mt-4 divide-y divide-slate-100">
            {fees.map((fee, i) => (
              <div key={i} className="flex justify-between gap-4 py-2.5">
                <dt className="text-slate-700">{fee.name}</dt>
                <dd className="font-semibold text-ink">{formatDollars(fee.amount)}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-4 flex gap-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
          {/* Never one character a line ('免中介费' in a flex row would shrink to one). */}
          <span className="shrink-0 font-bold whitespace-nowrap uppercase">{T.noFee}</span>
          <span>{P.feesNote}</span>
        </p>
      </PropertySection>
      <PropertySection id="amenities" title={T.amenities}>
        {amenities.length === 0 ? (
          <p className="mt-4 text-slate-600">{P.noAmenities}</p>
        ) : (
          <ul className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {amenities.map((a) => (
              <li key={a} className="flex items-center gap-3 text-slate-800">
                <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {names[a] ?? a}
              </li>
            ))}
          </ul>
        )}
      </PropertySection>
    </>
  );
}

/** 'Property not found' or 'Failed to load property details. Please try again later.', both with Back to Listings (docs/product.md §2, §8). */
export function ErrorBoundary() {
  const { PROPERTY_TEXT: P } = useTexts('property');
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isNotFound(error);
  if (isRented(error)) return <RentedView page={error.data} />;
  return (
    <section className="bg-slate-50 px-4 py-20 sm:py-28">
      <StatusPanel
        headingLevel="h1"
        title={notFound ? P.propertyNotFound : P.loadPropertyFailed}
        detail={notFound ? P.propertyNotFoundDetail : undefined}
        retryHref={notFound ? undefined : pathname}
        backToListings
      />
    </section>
  );
}
