import { ListingFieldsSchema } from '../../src/shared/listings.schema.ts';

/** A valid active listing's fields, for listings created through the service in viewing tests. */
export const listingFields = (fields: Record<string, unknown> = {}) =>
  ListingFieldsSchema.parse({
    address: '145 East 29th Street, New York, NY 10016',
    neighborhood: '4B',
    price: 3650,
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description: 'Bright unit.',
    amenities: [],
    is_sublet: false,
    status: 'active',
    ...fields,
  });
