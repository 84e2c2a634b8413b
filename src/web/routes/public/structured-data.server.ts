import type { ListingDto } from '../../../shared/listings.schema.ts';
import { phoneNumberForLink } from '../../../shared/phone.ts';
import { socialLinks } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { addressParts } from '../../../shared/syndication.ts';
import { listingTitle, propertyPath } from '../../../shared/listing-format.ts';
import { absoluteUrl } from './seo.server.ts';

/** schema.org PostalAddress from '50 West 34th Street, New York, NY 10001'. */
function postalAddress(address: string) {
  const { street, city, state, zip } = addressParts(address);
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city,
    addressRegion: state,
    ...(zip ? { postalCode: zip } : {}),
    addressCountry: 'US',
  };
}

/** Square feet when the size or the description states them ('750 sq ft', '1,100 square feet'), else undefined. */
export function squareFeetOf(listing: Pick<ListingDto, 'size' | 'description'>): number | undefined {
  for (const text of [listing.size, listing.description]) {
    const match = /\b(\d{1,2},\d{3}|\d{3,5})\s*(?:sq\.?\s*ft\.?|sq\.?\s*feet|square\s+feet|sf\b|ft²)/i.exec(text);
    if (match) return Number(match[1].replace(',', ''));
  }
  return undefined;
}

/**
 * One listing as schema.org data (a RealEstateListing offering an Apartment for rent): price,
 * address, bedrooms, bathrooms, photos and availability.
 */
export function listingJsonLd(listing: ListingDto, origin: string, { withDescription = true } = {}) {
  const url = absoluteUrl(origin, propertyPath(listing.id));
  const squareFeet = squareFeetOf(listing);
  return {
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: listingTitle(listing),
    ...(withDescription ? { description: listing.description } : {}),
    datePosted: listing.created_at,
    dateModified: listing.updated_at,
    image: listing.images.map((p) => absoluteUrl(origin, p.url)),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'USD',
      availability: listing.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      // The move-in date, when the agent gave one (a New York calendar day).
      ...(listing.available_from ? { availabilityStarts: listing.available_from } : {}),
      // The rent, then every fee the tenant pays (FARE Act disclosure); no broker fee for the tenant.
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          name: 'Rent',
          price: listing.price,
          priceCurrency: 'USD',
          unitCode: 'MON',
          unitText: 'month',
        },
        ...listing.fees.map((fee) => ({
          '@type': 'PriceSpecification',
          name: fee.name,
          price: fee.amount,
          priceCurrency: 'USD',
        })),
      ],
      seller: { '@id': `${origin}/#agent` },
    },
    about: {
      '@type': 'Apartment',
      name: listingTitle(listing),
      address: postalAddress(listing.address),
      numberOfRooms: listing.bedrooms,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      // Where known: square feet stated in the listing, pets when the listing has 'Pets Allowed'.
      ...(squareFeet !== undefined ? { floorSize: { '@type': 'QuantitativeValue', value: squareFeet, unitCode: 'FTK' } } : {}),
      ...(listing.amenities.includes('Pets Allowed') ? { petsAllowed: true } : {}),
      ...(listing.amenities.length
        ? { amenityFeature: listing.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }
        : {}),
    },
  };
}

/** The agent as a schema.org RealEstateAgent (the business), the agent as its employee, the brokerage as its parent. */
export function agentJsonLd(origin: string, site: SiteSettings) {
  const o = site.office;
  return {
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#agent`,
    name: site.brand,
    url: `${origin}/`,
    telephone: phoneNumberForLink(site.agent.phone),
    email: site.agent.email,
    ...(site.agent.photo ? { image: absoluteUrl(origin, site.agent.photo.url) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.street,
      addressLocality: o.city,
      addressRegion: o.region,
      postalCode: o.postalCode,
      addressCountry: 'US',
    },
    description: site.tagline,
    openingHours: o.hours,
    employee: {
      '@type': 'Person',
      name: site.agent.name,
      jobTitle: site.agent.title,
      ...(site.agent.photo ? { image: absoluteUrl(origin, site.agent.photo.url) } : {}),
    },
    parentOrganization: { '@type': 'Organization', name: site.brokerageName },
    sameAs: socialLinks(site).map((s) => s.url),
  };
}

/** A listing page: the page itself with the page's listings as an ItemList. */
export function listingsPageJsonLd(args: {
  origin: string;
  url: string;
  name: string;
  description: string;
  listings: ListingDto[];
  firstPosition: number;
  site: SiteSettings;
}) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'CollectionPage',
        '@id': args.url,
        url: args.url,
        name: args.name,
        description: args.description,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: args.listings.length,
          itemListElement: args.listings.map((listing, i) => ({
            '@type': 'ListItem',
            position: args.firstPosition + i,
            // The description is on the listing's own page; the list keeps the page light.
            item: listingJsonLd(listing, args.origin, { withDescription: false }),
          })),
        },
      },
      agentJsonLd(args.origin, args.site),
    ],
  };
}

/** A property page: its listing and the agent. */
export function propertyPageJsonLd(listing: ListingDto, origin: string, site: SiteSettings) {
  return { '@context': 'https://schema.org', '@graph': [listingJsonLd(listing, origin), agentJsonLd(origin, site)] };
}
