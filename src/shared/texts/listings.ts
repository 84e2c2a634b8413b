import { MAX_IMAGES } from '../constants.ts';

/**
 * Every text about listings, buildings and photos (docs/product.md §5 'Listing form',
 * §8 and the success messages), word for word. Texts the spec does not give
 * (limits it implies, server-side checks) follow the same tone.
 */
export const LISTINGS_TEXT = {
  // Validation (docs/product.md §5 'Listing form').
  addressRequired: 'Address is required',
  neighborhoodRequired: 'Apartment No. is required',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be a positive number',
  bedroomsRequired: 'Number of bedrooms is required',
  bedroomsNonNegative: 'Bedrooms must be a non-negative number',
  bathroomsRequired: 'Number of bathrooms is required',
  bathroomsNonNegative: 'Bathrooms must be a non-negative number',
  sizeRequired: 'Size is required',
  descriptionRequired: 'Description is required',
  // Validation the spec implies (whole bedrooms, half-step bathrooms, sane limits).
  bedroomsWhole: 'Bedrooms must be a whole number',
  bathroomsStep: 'Bathrooms must be a multiple of 0.5',
  priceTooLarge: 'Price must be at most 1,000,000,000',
  bedroomsTooMany: 'Bedrooms must be at most 50',
  bathroomsTooMany: 'Bathrooms must be at most 50',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  statusInvalid: "Status must be 'active', 'inactive' or 'pending'",
  isSubletInvalid: 'is_sublet must be true or false',
  syndicateInvalid: 'syndicate must be true or false',
  amenitiesInvalid: 'Amenities must be a JSON list of amenity names',
  // Fees paid by the tenant (FARE Act disclosure, NYC) and New York's application fee cap.
  feesInvalid: 'Fees must be a JSON list of { name, amount }',
  feesTooMany: 'A listing can disclose at most 20 fees',
  feeNameRequired: 'Fee name is required',
  feeNameTooLong: 'Fee name must be at most 60 characters',
  feeAmountRequired: 'Fee amount is required',
  feeAmountInvalid: 'Fee amount must be a non-negative number',
  feeAmountTooLarge: 'Fee amount must be at most $100,000',
  applicationFeeCap: 'New York caps the application fee at $20',
  // What a tenant may pay on a listing the agent publishes (src/shared/tenant-fees.ts, decision 082).
  brokerFeeRefused:
    "The tenant cannot pay a broker's fee on a listing you publish: under the FARE Act (NYC Admin Code §20-699.21) the landlord who hired you pays it.",
  moveInFeeRefused: (name: string) =>
    `'${name}' is a move-in fee: on a listing you publish the tenant pays no fee but the background and credit check (FARE Act, NYC Admin Code §20-699.21).`,
  otherFeeRefused: (name: string) =>
    `'${name}' cannot be charged to the tenant: on a listing you publish the tenant pays no fee but the background and credit check, at most $20 (FARE Act, NYC Admin Code §20-699.21; NY Real Property Law §238-a(1)(b)).`,
  screeningTotalCap: 'The background and credit check costs the tenant at most $20 in all (NY Real Property Law §238-a(1)(b)).',
  screeningFeeOverListing: (place: string, listingFee: number) =>
    `${place} already charges a $${listingFee} background and credit check: with this screening fee the tenant would pay more than $20 in all (NY Real Property Law §238-a(1)(b)). Lower the listing's fee first.`,
  screeningTotalWithSettings: (settingsFee: number) =>
    `The background and credit check costs the tenant at most $20 in all (NY Real Property Law §238-a(1)(b)), and the screening fee of the application settings already takes $${settingsFee}.`,
  removedImagesInvalid: 'removedImages must be a JSON list of photo ids',
  removedImageUnknown: (id: number) => `Photo ${id} does not belong to this listing`,
  invalidId: 'Invalid listing id',
  idsRequired: 'ids must be a non-empty list of listing ids',
  idsTooMany: 'At most 1000 listings can be changed at once',
  pageInvalid: 'page must be a whole number of at least 1',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  sortInvalid:
    'sort must be one of: created_at, updated_at, price, address, neighborhood, bedrooms, bathrooms, status, is_sublet',
  orderInvalid: "order must be 'asc' or 'desc'",
  isSubletFilterInvalid: "isSublet must be 'true' or 'false'",
  statusFilterInvalid: "status must be 'active', 'inactive', 'pending' or 'all'",
  buildingInvalid: 'building must be a building slug',
  searchTooLong: 'search must be at most 200 characters',
  wordingFilterInvalid: "wording must be 'flagged'",
  wordingConfirmedInvalid: 'wordingConfirmed must be true or false',
  minPriceInvalid: 'minPrice must be a whole number of dollars from 0 to 1000000000',
  maxPriceInvalid: 'maxPrice must be a whole number of dollars from 0 to 1000000000',
  priceRangeReversed: 'minPrice must not be above maxPrice',
  bedsInvalid: 'beds must be 0 (studio), 1, 2 or 3 (three or more)',
  bathsInvalid: 'baths must be 1 or 2 (at least that many)',
  sizeFilterInvalid: 'size must be at most 100 characters',
  availableByInvalid: 'availableBy must be a date (YYYY-MM-DD) from 2000-01-01 to 2099-12-31',
  availableFromInvalid: 'Available from must be a date from 01/01/2000 to 12/31/2099',
  // Rooms in shared apartments (docs/decisions/063).
  kindInvalid: "kind must be 'apartment' or 'room'",
  kindFilterInvalid: "kind must be 'apartment' or 'room'",
  householdRequired: 'A room needs its household: flatmates, private bath, furnished, utilities included, smoking, pets',
  householdInvalid:
    'household must be an object (or JSON text) of flatmates, privateBath, furnished, utilitiesIncluded, smoking, pets, quietHours, workFromHome',
  householdOnApartment: 'Only a room in a shared apartment has a household; leave it out for a whole apartment',
  flatmatesRequired: 'Flatmates is required for a room',
  flatmatesInvalid: 'Flatmates must be a whole number from 0 to 12',
  householdFlagInvalid: (name: string) => `household.${name} must be true or false`,
  roomBedrooms: 'A room is in an apartment of at least 1 bedroom',

  // Photos (docs/product.md §5 'Listing form', §9).
  tooManyImages: (n: number = MAX_IMAGES) => `You can only upload a maximum of ${n} images.`,
  imageTooLarge: 'Each image must be at most 5 MB.',
  imageNotAnImage: 'Only image files can be uploaded (JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF).',
  imageDimensionsTooLarge: 'The image is too large to process (at most 40 megapixels).',
  fieldTooLong: (name: string) => `The form field ${name} is too long`,
  formMalformed: 'The form data could not be read',

  // Not found / visibility (docs/product.md §8).
  propertyNotFound: 'Property not found',
  listingNotFound: 'Listing not found',
  saveKeyInvalid: 'Idempotency-Key must be 16 to 100 letters, digits, - or _',
  saveKeyInUse: 'This save was already applied to another listing',

  // Success messages (docs/product.md §8).
  created: 'Listing created successfully!',
  updated: 'Listing updated successfully!',
  deleted: 'Listing deleted successfully',
  statusUpdated: 'Listing status updated successfully',
  bulkUpdated: (n: number) => `Successfully updated ${n} listings`,
  bulkDeleted: (n: number) => `Successfully deleted ${n} listings`,

  // Admin listings toasts and confirmations (docs/product.md §8).
  failedToUpdateListings: (message: string) => `Failed to update listings: ${message}`,
  failedToDeleteListing: (message: string) => `Failed to delete listing: ${message}`,
  failedToUpdateStatus: (message: string) => `Failed to update listing status: ${message}`,
  deleteError: 'An error occurred while deleting the listing. Please try again.',
  createFailed: 'Failed to create listing. Please try again.',
  updateFailed: 'Failed to update listing. Please try again.',
  loadFailed: 'Failed to load listing.',
  serverError: (error: string) => `Server error: ${error}`,
  confirmDelete: 'Are you sure you want to delete this listing?',
  confirmBulkDelete: (n: number) => `Are you sure you want to delete ${n} listings? This action cannot be undone.`,

  // Public listing errors (docs/product.md §8).
  failedToLoadProperties: 'Failed to load properties',
  failedToLoadPropertiesLater: 'Failed to load properties. Please try again later.',
  failedToLoadPropertyDetails: 'Failed to load property details. Please try again later.',
  backToListings: 'Back to Listings',
  linkCopied: 'Link copied to clipboard!',

  // Admin listings screen (docs/product.md §2).
  noListingsFound: 'No listings found',
  showing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} listings`,
  apartmentNo: 'Apartment No.',
  studio: 'Studio',
} as const;
