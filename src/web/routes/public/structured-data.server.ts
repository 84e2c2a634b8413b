import type { ListingDto } from '../../../shared/listings.ts';
import { phoneHref, socialLinks, type SiteSettings } from '../../../shared/site-settings.ts';
import { listingTitle, propertyPath, streetOf } from '../../components/public/listing-format.ts';
import { absoluteUrl } from './seo.server.ts';

/** schema.org PostalAddress from '50 West 34th Street, New York, NY 10001'. */
export function postalAddress(address: string) {
  const parts = address.split(',').map((p) => p.trim());
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(address)?.[1];
  const region = /\b([A-Z]{2})\b(?:\s+\d{5})?\s*$/.exec(parts[parts.length - 1] ?? '')?.[1];
  return {
    '@type': 'PostalAddress',
    streetAddress: streetOf(address),
    addressLocality: parts.length > 1 && !/^[A-Z]{2}\b/.test(parts[1]) ? parts[1] : 'New York',
    addressRegion: region ?? 'NY',
    ...(zip ? { postalCode: zip } : {}),
    addressCountry: 'US',
  };
}

/**
 * One listing as schema.org data (a RealEstateListing offering an Apartment for rent): price,
 * address, bedrooms, bathrooms, photos and availability.
 */
export function listingJsonLd(listing: ListingDto, origin: string, { withDescription = true } = {}) {
  const url = absoluteUrl(origin, propertyPath(listing.id));
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
    telephone: phoneHref(site.agent.phone),
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
