import type { Amenity } from '../../../shared/amenities.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import type { DescriptionTranslations, ListingDto } from '../../../shared/listings.schema.ts';
import { feesField, ListingFieldsSchema, roomProblem } from '../../../shared/listings.schema.ts';
import { ALL_HOUSEHOLD_FLAGS, type HouseholdFlag, type ListingKind, type SharedLivingFlag } from '../../../shared/listing-household.ts';

/** What the add/edit form holds: text inputs stay text until they are sent. */
export interface ListingFormValues {
  address: string;
  neighborhood: string;
  price: string;
  bedrooms: string;
  bathrooms: string;
  size: string;
  /** 'Available from': the date input's value 'YYYY-MM-DD', '' for none (available now). */
  available_from: string;
  description: string;
  /** The agent's Spanish and Chinese description, '' for none (decision 072); absent until they are loaded (kept as saved). */
  description_es?: string;
  description_zh?: string;
  is_sublet: boolean;
  amenities: Amenity[];
  status: ListingStatus;
  /** Fees paid by the tenant, as typed (FARE Act disclosure). */
  fees: FeeRow[];
  /** 'Publish to StreetEasy and Zillow'. */
  syndicate: boolean;
  /** A whole apartment or a room in a shared apartment (decision 063). */
  kind: ListingKind;
  /** A room's flatmates, as typed. */
  flatmates: string;
  /** A room's yes/no facts (kept while the kind is apartment, sent only for a room). */
  household: Record<HouseholdFlag | SharedLivingFlag, boolean>;
}

const noHousehold = () =>
  Object.fromEntries(ALL_HOUSEHOLD_FLAGS.map((flag) => [flag, false])) as Record<HouseholdFlag | SharedLivingFlag, boolean>;

export interface FeeRow {
  name: string;
  amount: string;
}

/** Errors of the fee rows, by `${index}.name` / `${index}.amount`. */
export type FeeErrors = Record<string, string>;

/** The validated fields, in the order they appear on the form (the first invalid one gets focus). */
const FORM_FIELDS = [
  'address',
  'neighborhood',
  'price',
  'bedrooms',
  'bathrooms',
  'size',
  'available_from',
  'description',
  'description_es',
  'description_zh',
  'flatmates',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FieldErrors = Partial<Record<FormField, string>>;

/** A new listing: every field empty, status active (docs/product.md §4). */
export function emptyListingForm(): ListingFormValues {
  return {
    address: '',
    neighborhood: '',
    price: '',
    bedrooms: '',
    bathrooms: '',
    size: '',
    available_from: '',
    description: '',
    is_sublet: false,
    amenities: [],
    status: 'active',
    fees: [],
    syndicate: true,
    kind: 'apartment',
    flatmates: '',
    household: noHousehold(),
  };
}

export function listingFormFromDto(listing: ListingDto, translations?: DescriptionTranslations): ListingFormValues {
  return {
    ...translations,
    address: listing.address,
    neighborhood: listing.neighborhood,
    price: String(listing.price),
    bedrooms: String(listing.bedrooms),
    bathrooms: String(listing.bathrooms),
    size: listing.size,
    available_from: listing.available_from ?? '',
    description: listing.description,
    is_sublet: listing.is_sublet,
    amenities: [...listing.amenities],
    status: listing.status,
    fees: (listing.fees ?? []).map((fee) => ({ name: fee.name, amount: String(fee.amount) })),
    syndicate: listing.syndicate,
    kind: listing.kind,
    flatmates: listing.household ? String(listing.household.flatmates) : '',
    household: listing.household
      ? (Object.fromEntries(ALL_HOUSEHOLD_FLAGS.map((flag) => [flag, listing.household?.[flag] ?? false])) as Record<
          HouseholdFlag | SharedLivingFlag,
          boolean
        >)
      : noHousehold(),
  };
}

/** The household as the API takes it: a room's facts, or null for a whole apartment. */
const householdOf = (values: ListingFormValues) =>
  values.kind === 'room' ? { flatmates: values.flatmates, ...values.household } : null;

/**
 * The form's field errors by the shared listing rules (docs/product.md §5 'Listing form'): the first
 * problem of each field, in the spec's words.
 */
export function validateListingForm(values: ListingFormValues): FieldErrors {
  const result = ListingFieldsSchema.safeParse({ ...values, household: householdOf(values) });
  const errors: FieldErrors = {};
  const bedrooms = Number.parseInt(values.bedrooms, 10);
  const problem = roomProblem({
    kind: values.kind,
    household: householdOf(values),
    bedrooms: Number.isNaN(bedrooms) ? undefined : bedrooms,
  });
  if (problem?.path === 'bedrooms') errors.bedrooms = problem.message;
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    // A household's problem is its flatmates' (the yes/no boxes cannot be wrong).
    const field = (issue.path[0] === 'household' ? 'flatmates' : issue.path[0]) as FormField;
    if ((FORM_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The fee rows by the shared rules (an application fee at most $20): the first problem of each input. */
export function validateFees(fees: FeeRow[]): FeeErrors {
  const result = feesField.safeParse(fees);
  const errors: FeeErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.slice(0, 2).join('.');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The first field (in form order) that has an error. */
export function firstInvalidField(errors: FieldErrors): FormField | undefined {
  return FORM_FIELDS.find((field) => errors[field]);
}

export function sameValues(a: ListingFormValues, b: ListingFormValues): boolean {
  return (
    FORM_FIELDS.every((field) => a[field] === b[field]) &&
    a.is_sublet === b.is_sublet &&
    a.syndicate === b.syndicate &&
    a.status === b.status &&
    a.kind === b.kind &&
    ALL_HOUSEHOLD_FLAGS.every((flag) => a.household[flag] === b.household[flag]) &&
    a.amenities.length === b.amenities.length &&
    a.amenities.every((amenity) => b.amenities.includes(amenity)) &&
    JSON.stringify(a.fees) === JSON.stringify(b.fees)
  );
}

/**
 * The multipart body of POST /api/listings (create) and POST /api/listings/:id (edit): price and
 * bathrooms as decimals, bedrooms as an integer, amenities as JSON text, photos as image_{n}, and on
 * edit the ids of removed photos as JSON.
 */
export function toListingFormData(
  values: ListingFormValues,
  photos: readonly File[],
  removedImages: readonly number[] | null,
): FormData {
  const data = new FormData();
  data.append('address', values.address.trim());
  data.append('neighborhood', values.neighborhood.trim());
  data.append('price', String(Number.parseFloat(values.price)));
  data.append('bedrooms', String(Number.parseInt(values.bedrooms, 10)));
  data.append('bathrooms', String(Number.parseFloat(values.bathrooms)));
  data.append('size', values.size.trim());
  data.append('available_from', values.available_from.trim());
  data.append('description', values.description.trim());
  if (values.description_es !== undefined) data.append('description_es', values.description_es.trim());
  if (values.description_zh !== undefined) data.append('description_zh', values.description_zh.trim());
  data.append('status', values.status);
  data.append('amenities', JSON.stringify(values.amenities));
  data.append('is_sublet', String(values.is_sublet));
  data.append('syndicate', String(values.syndicate));
  data.append('kind', values.kind);
  const household = householdOf(values);
  data.append(
    'household',
    household ? JSON.stringify({ ...household, flatmates: Number.parseInt(household.flatmates, 10) }) : '',
  );
  data.append('fees', JSON.stringify(values.fees.map((fee) => ({ name: fee.name.trim(), amount: fee.amount.trim() }))));
  photos.forEach((photo, index) => data.append(`image_${index}`, photo, photo.name));
  if (removedImages) data.append('removedImages', JSON.stringify(removedImages));
  return data;
}
