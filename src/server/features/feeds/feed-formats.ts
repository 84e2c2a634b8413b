import type { XMLDocumentCB } from 'xmlbuilder';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { classifyTenantFee, isNoFee } from '../../../shared/tenant-fees.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { addressParts, apartmentNumber, type PortalName } from '../../../shared/syndication.ts';
import { cdataSections, htmlLines, xmlAttribute, xmlText } from './xml-text.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { roomSummary } from '../../../shared/texts/rooms.ts';

/** A listing as a feed needs it: its answer, its portal photos only, and when it last became active. */
export interface FeedListing extends ListingDto {
  activatedAt: string | null;
}

export interface FeedContext {
  /** PUBLIC_URL (or the local address): every URL in a feed is absolute. */
  origin: string;
  site: SiteSettings;
  /** The company id Zillow keys the listings by: the site's host name, which does not change with a rename. */
  companyId: string;
}

/** One portal's document: its opening, one entry per listing, its closing. */
export interface FeedFormat {
  /** Whether the portal takes this kind of listing at all (StreetEasy: whole apartments only). */
  takes(listing: FeedListing): boolean;
  open(xml: XMLDocumentCB, ctx: FeedContext): void;
  listing(xml: XMLDocumentCB, listing: FeedListing, ctx: FeedContext): void;
  close(xml: XMLDocumentCB): void;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
const listingUrl = (ctx: FeedContext, id: number) => `${ctx.origin}/property/${id}`;
/** A listing is available from its 'Available from' date, else from the day it became active. */
const availableOn = (listing: FeedListing) => listing.available_from ?? newYorkDate(listing.activatedAt ?? listing.created_at);
const portalPhotos = (listing: FeedListing) => listing.images.filter((p) => p.portalUrl !== null);

/** An element with text content (escaped by the writer), skipped when there is no text. */
function text(xml: XMLDocumentCB, name: string, value: string | number | undefined, attributes?: Record<string, string>) {
  if (value === undefined || value === '') return;
  xml
    .ele(name, attributes)
    .txt(xmlText(String(value)))
    .up();
}

function cdata(xml: XMLDocumentCB, name: string, value: string) {
  xml.ele(name);
  for (const section of cdataSections(value)) xml.dat(section);
  xml.up();
}

/**
 * StreetEasy feed format 1.6 (streeteasy.com/home/feed_format): `streeteasy > properties > property`
 * with its location, details (description in CDATA with `<br>` line breaks), the agent and the photos.
 */
const STREETEASY: FeedFormat = {
  // StreetEasy lists whole apartments; its format has no room or share type (docs/decisions/063).
  takes: (listing) => listing.kind !== 'room',
  open(xml) {
    xml.dec('1.0', 'UTF-8').ele('streeteasy', { version: '1.6' }).ele('properties');
  },
  listing(xml, listing, ctx) {
    const place = addressParts(listing.address);
    xml.ele('property', { type: 'rental', status: 'active', id: String(listing.id), url: listingUrl(ctx, listing.id) });
    xml.ele('location');
    text(xml, 'address', place.street);
    text(xml, 'apartment', apartmentNumber(listing.neighborhood));
    text(xml, 'city', place.city);
    text(xml, 'state', place.state);
    text(xml, 'zipcode', place.zip);
    xml.up();
    xml.ele('details');
    text(xml, 'price', listing.price);
    // 'No Fee' only when it is true: the tenant pays nothing but a screening fee of at most $20 (decision
    // 082), which every listing saved since holds by construction; an older one with another fee says nothing.
    if (isNoFee(listing.fees)) xml.ele('noFee').up();
    text(xml, 'bedrooms', listing.bedrooms);
    text(xml, 'bathrooms', listing.bathrooms);
    text(xml, 'availableOn', availableOn(listing));
    text(xml, 'listedOn', newYorkDate(listing.activatedAt ?? listing.created_at));
    cdata(xml, 'description', htmlLines(listing.description));
    text(xml, 'propertyType', 'rental');
    if (listing.amenities.length > 0) {
      xml.ele('amenities');
      text(xml, 'other', listing.amenities.join(', '));
      xml.up();
    }
    xml.up();
    const agent = ctx.site.agent;
    xml.ele('agents').ele('agent');
    text(xml, 'name', agent.name);
    text(xml, 'company', ctx.site.brokerageName);
    if (agent.photo) text(xml, 'photo', absolute(ctx.origin, agent.photo.url));
    text(xml, 'url', `${ctx.origin}/about`);
    text(xml, 'email', agent.email);
    text(xml, 'lead_email', agent.email);
    xml.ele('phone_numbers');
    text(xml, 'main', agent.phone);
    xml.up().up().up();
    xml.ele('media');
    for (const photo of portalPhotos(listing)) {
      xml
        .ele('photo', {
          url: absolute(ctx.origin, photo.portalUrl as string),
          ...(photo.caption ? { description: xmlAttribute(photo.caption) } : {}),
        })
        .up();
    }
    xml.up();
    xml.up();
  },
  close(xml) {
    xml.up().up().end();
  },
};

/** A number of bathrooms as HotPads counts them: whole ones are full, a half is a half bath. */
function baths(bathrooms: number) {
  const full = Math.floor(bathrooms);
  return { full, half: bathrooms - full >= 0.5 ? 1 : 0 };
}

/**
 * Zillow Rental Network, HotPads feed 2.1: `hotPadsItems > Company` (the brokerage from the site
 * settings), then one `Listing` per rental with its address, unit, contact, description, photos,
 * price, rooms, availability and the tenant's fees (FARE Act).
 */
const ZILLOW: FeedFormat = {
  takes: () => true,
  open(xml, ctx) {
    const { site } = ctx;
    xml.dec('1.0', 'UTF-8').ele('hotPadsItems', { version: '2.1' });
    xml.ele('Company', { id: ctx.companyId });
    text(xml, 'name', site.brokerageName);
    text(xml, 'website', `${ctx.origin}/`);
    text(xml, 'city', site.office.city);
    text(xml, 'state', site.office.region);
    xml.up();
  },
  listing(xml, listing, ctx) {
    const place = addressParts(listing.address);
    const agent = ctx.site.agent;
    // A room in a shared apartment is HotPads' listing type ROOM; its rent is the listing's price.
    const type = listing.kind === 'room' ? 'ROOM' : 'RENTAL';
    xml.ele('Listing', { id: String(listing.id), type, companyId: ctx.companyId, propertyType: 'CONDO' });
    text(xml, 'unit', apartmentNumber(listing.neighborhood));
    text(xml, 'street', place.street, { hide: 'false' });
    text(xml, 'city', place.city);
    text(xml, 'state', place.state);
    text(xml, 'zip', place.zip);
    text(xml, 'country', 'US');
    text(xml, 'lastUpdated', listing.updated_at);
    text(xml, 'contactName', agent.name);
    text(xml, 'contactEmail', agent.email);
    text(xml, 'contactPhone', agent.phone);
    // The household has no element of its own in the guide's single-unit structure: its facts open the description.
    text(
      xml,
      'description',
      listing.kind === 'room' && listing.household
        ? `${roomSummary(listing.bedrooms, listing.household)}\n\n${listing.description}`
        : listing.description,
    );
    text(xml, 'website', listingUrl(ctx, listing.id));
    for (const photo of portalPhotos(listing))
      xml.ele('ListingPhoto', { source: absolute(ctx.origin, photo.portalUrl as string) }).up();
    text(xml, 'price', listing.price);
    text(xml, 'numBedrooms', listing.bedrooms);
    const { full, half } = baths(listing.bathrooms);
    text(xml, 'numFullBaths', full);
    if (half > 0) text(xml, 'numHalfBaths', half);
    text(xml, 'dateAvailable', availableOn(listing));
    if (listing.fees.length > 0) {
      xml.ele('fees');
      for (const fee of listing.fees) {
        const application = classifyTenantFee(fee.name) === 'screening';
        xml.ele('fee');
        text(xml, 'feeType', application ? 'applicationFee' : 'customFee');
        if (!application) text(xml, 'feeName', fee.name);
        xml.ele('feeCalculationType', { value: String(fee.amount), valueType: 'flatFee' }).up();
        if (application) text(xml, 'feeTimingType', 'atApplication');
        text(xml, 'feeRequirementType', 'mandatory');
        xml.up();
      }
      xml.up();
    }
    xml.up();
  },
  close(xml) {
    xml.up().end();
  },
};

export const FEED_FORMATS: Record<PortalName, FeedFormat> = { streeteasy: STREETEASY, zillow: ZILLOW };
