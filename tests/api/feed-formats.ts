/**
 * The element lists of the two published feed formats, as their documents give them, for checking
 * what the feeds write. Paths run from the root element.
 */

/**
 * StreetEasy feed format 1.6 (https://streeteasy.com/home/feed_format, the copy printed
 * Dec 5 2025), its 'XML Feed Format' section as far as the stored copy reaches:
 *
 *   <streeteasy version="1.6">
 *   <properties>
 *   <property type="rental|sale" status="active|off-market|temp-off-market|in-contract|contract-out|contract-signed|unavailable|sold|rented"
 *   id="unique id" url="external url for the property">
 *   <location> <address/> <apartment/> <city/> <state/> <zipcode/> <neighborhood/> </location>
 *   <details> <price/> <maintenance/> <max_financing/> <exclusive/> <taxes/> <bedrooms/> <bathrooms/>
 *   <totalrooms/> <squareFeet/> <availableOn> <listedOn/> <soldOn/> <description/>
 *   <propertyType>condo|coop|townhouse|condop|rental|house|other</propertyType>
 */
export const STREETEASY_DOCUMENT = {
  elements: [
    'streeteasy',
    'streeteasy/properties',
    'streeteasy/properties/property',
    'streeteasy/properties/property/location',
    ...['address', 'apartment', 'city', 'state', 'zipcode', 'neighborhood'].map(
      (e) => `streeteasy/properties/property/location/${e}`,
    ),
    'streeteasy/properties/property/details',
    ...[
      'price',
      'maintenance',
      'max_financing',
      'exclusive',
      'taxes',
      'bedrooms',
      'bathrooms',
      'totalrooms',
      'squareFeet',
      'availableOn',
      'listedOn',
      'soldOn',
      'description',
      'propertyType',
    ].map((e) => `streeteasy/properties/property/details/${e}`),
  ],
  propertyAttributes: ['type', 'status', 'id', 'url'],
  propertyTypes: ['rental', 'sale'],
  statuses: [
    'active',
    'off-market',
    'temp-off-market',
    'in-contract',
    'contract-out',
    'contract-signed',
    'unavailable',
    'sold',
    'rented',
  ],
  detailPropertyTypes: ['condo', 'coop', 'townhouse', 'condop', 'rental', 'house', 'other'],
};

/**
 * The elements of the format's later part (no fee, amenities, agents, media), which the stored copy
 * of the document does not reach: the names the feed writes for them, listed apart so that a reader
 * can tell them from the document's own list.
 */
export const STREETEASY_LATER_SECTIONS = [
  'streeteasy/properties/property/details/noFee',
  'streeteasy/properties/property/details/amenities',
  'streeteasy/properties/property/details/amenities/other',
  'streeteasy/properties/property/agents',
  'streeteasy/properties/property/agents/agent',
  ...['name', 'company', 'photo', 'url', 'email', 'lead_email', 'phone_numbers', 'phone_numbers/main'].map(
    (e) => `streeteasy/properties/property/agents/agent/${e}`,
  ),
  'streeteasy/properties/property/media',
  'streeteasy/properties/property/media/photo',
];

/**
 * Zillow Rental Network: HotPads Rental Listings Feed Guide (hotPadsItems version 2.1), 'XML
 * Specification – Single family homes and individual apartments/condo units'. The stored copies of
 * the guide reach its table of contents only; these are the elements of that structure the feed
 * writes (a company, then a Listing with its address, contact, description, photos, price, rooms,
 * availability and fees).
 */
export const HOTPADS_SINGLE_UNIT = {
  elements: [
    'hotPadsItems',
    'hotPadsItems/Company',
    ...['name', 'website', 'city', 'state'].map((e) => `hotPadsItems/Company/${e}`),
    'hotPadsItems/Listing',
    ...[
      'unit',
      'street',
      'city',
      'state',
      'zip',
      'country',
      'lastUpdated',
      'contactName',
      'contactEmail',
      'contactPhone',
      'description',
      'website',
      'ListingPhoto',
      'price',
      'numBedrooms',
      'numFullBaths',
      'numHalfBaths',
      'dateAvailable',
      'fees',
      'fees/fee',
      'fees/fee/feeType',
      'fees/fee/feeName',
      'fees/fee/feeCalculationType',
      'fees/fee/feeTimingType',
      'fees/fee/feeRequirementType',
    ].map((e) => `hotPadsItems/Listing/${e}`),
  ],
  listingAttributes: ['id', 'type', 'companyId', 'propertyType'],
  required: ['street', 'city', 'state', 'zip', 'price', 'numBedrooms'],
};
