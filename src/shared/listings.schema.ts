import { z } from 'zod';
import { AMENITIES, normalizeAmenities } from './amenities.ts';
import { MAX_LIST_LIMIT, PUBLIC_PAGE_SIZE } from './constants.ts';
import { APPLICATION_FEE_CAP, isApplicationFee, LISTING_STATUSES } from './listings.ts';
import { blankToUndefined, idsField, idValue, intParam, MAX_ID } from './query-params.ts';
import { LISTINGS_TEXT as T } from './texts/listings.ts';

export { idValue, MAX_BULK_IDS, MAX_ID } from './query-params.ts';

/**
 * The listing rules of SPEC §5 'Admin listing form', used by the API (JSON or multipart bodies,
 * where every value arrives as text) and by the admin form (string inputs). Numbers may be numbers
 * or numeric strings; an empty string counts as missing.
 */

export const MAX_PRICE = 1_000_000_000;
export const MAX_ROOMS = 50;
export const FIELD_LIMITS = { address: 200, neighborhood: 50, size: 100, description: 5000 } as const;

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** '' / null / undefined → undefined (missing); numeric text → number; anything else is left to fail. */
function numericInput(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return NUMERIC.test(text) ? Number(text) : value;
  }
  return value;
}

/** A number that may arrive as text: missing answers `required`, anything not a number answers `invalid`. */
const numberField = (required: string, invalid: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? required : invalid) });

const textField = (label: string, required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, T.tooLong(label, max))
    .meta({ description: `${label}; required, at most ${max} characters` });

export const priceField = z
  .preprocess(
    numericInput,
    numberField(T.priceRequired, T.pricePositive).positive(T.pricePositive).max(MAX_PRICE, T.priceTooLarge),
  )
  .meta({ type: 'number', description: 'Monthly rent in dollars; a positive decimal (number or numeric text)' });

export const bedroomsField = z
  .preprocess(
    numericInput,
    numberField(T.bedroomsRequired, T.bedroomsNonNegative)
      .min(0, T.bedroomsNonNegative)
      .int(T.bedroomsWhole)
      .max(MAX_ROOMS, T.bedroomsTooMany),
  )
  .meta({ type: 'integer', description: 'Whole number of bedrooms; 0 is a studio' });

export const bathroomsField = z
  .preprocess(
    numericInput,
    numberField(T.bathroomsRequired, T.bathroomsNonNegative)
      .min(0, T.bathroomsNonNegative)
      .multipleOf(0.5, T.bathroomsStep)
      .max(MAX_ROOMS, T.bathroomsTooMany),
  )
  .meta({ type: 'number', description: 'Number of bathrooms in steps of 0.5' });

const toStatus = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? 'pending'
    : typeof value === 'string'
      ? value.trim().toLowerCase()
      : value;

/** Listing status; empty or missing is 'pending' (SPEC §4). */
export const listingStatusField = z
  .preprocess(toStatus, z.enum(LISTING_STATUSES, { error: T.statusInvalid }))
  .meta({ type: 'string', enum: [...LISTING_STATUSES], description: "Empty or missing means 'pending'" });

const TRUE_TEXT = ['true', '1', 'on', 'yes'];
const FALSE_TEXT = ['false', '0', 'off', 'no', ''];

function booleanInput(value: unknown): unknown {
  if (value === undefined || value === null) return false;
  if (value === 1) return true;
  if (value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (TRUE_TEXT.includes(text)) return true;
    if (FALSE_TEXT.includes(text)) return false;
  }
  return value;
}

export const isSubletField = z
  .preprocess(booleanInput, z.boolean({ error: T.isSubletInvalid }))
  .meta({ type: 'boolean', description: "true/false, 'true'/'false' or '1'/'0'; missing means false" });

/** Amenity catalogue names from an array, a JSON list text or a comma-separated text; unknown names are dropped. */
function amenitiesInput(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return normalizeAmenities(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('[') || text.startsWith('{') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? normalizeAmenities(parsed) : null;
    } catch {
      return null;
    }
  }
  return normalizeAmenities(text);
}

export const amenitiesField = z.preprocess(amenitiesInput, z.array(z.enum(AMENITIES), { error: T.amenitiesInvalid })).meta({
  type: 'array',
  items: { type: 'string', enum: [...AMENITIES] },
  description: 'Amenity names: an array, a JSON list text or comma-separated text; names outside the catalogue are dropped',
});

/** Fees from an array or a JSON list text (multipart); missing or empty is no fee. */
function feesInput(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const MAX_FEES = 20;
export const MAX_FEE_AMOUNT = 100_000;

const feeSchema = z
  .object(
    {
      name: z.string({ error: T.feeNameRequired }).trim().min(1, T.feeNameRequired).max(60, T.feeNameTooLong),
      amount: z.preprocess(
        numericInput,
        numberField(T.feeAmountRequired, T.feeAmountInvalid).min(0, T.feeAmountInvalid).max(MAX_FEE_AMOUNT, T.feeAmountTooLarge),
      ),
    },
    { error: T.feesInvalid },
  )
  .refine((fee) => !isApplicationFee(fee.name) || fee.amount <= APPLICATION_FEE_CAP, {
    message: T.applicationFeeCap,
    path: ['amount'],
  });

/** Fees paid by the tenant (FARE Act disclosure): a name and an amount each; an application fee at most $20. */
export const feesField = z.preprocess(feesInput, z.array(feeSchema, { error: T.feesInvalid }).max(MAX_FEES, T.feesTooMany)).meta({
  type: 'array',
  items: { type: 'object', properties: { name: { type: 'string' }, amount: { type: 'number' } } },
  description:
    "Fees the tenant pays (not the broker's fee, which the landlord pays): an array or JSON list text of { name, amount }; an application fee is at most $20",
});

/** Photo ids to remove on edit: a JSON list text (multipart) or an array (JSON body). */
function idListInput(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const removedImagesField = z
  .preprocess(
    idListInput,
    z.array(idValue(T.removedImagesInvalid), { error: T.removedImagesInvalid }).max(100, T.removedImagesInvalid),
  )
  .transform((ids) => [...new Set(ids)])
  .meta({ type: 'array', items: { type: 'integer' }, description: 'Ids of photos to remove, as a JSON list text' });

const listingFieldShape = {
  address: textField('Address', T.addressRequired, FIELD_LIMITS.address),
  neighborhood: textField('Apartment No.', T.neighborhoodRequired, FIELD_LIMITS.neighborhood),
  price: priceField,
  bedrooms: bedroomsField,
  bathrooms: bathroomsField,
  size: textField('Size', T.sizeRequired, FIELD_LIMITS.size),
  description: textField('Description', T.descriptionRequired, FIELD_LIMITS.description),
  status: listingStatusField,
  is_sublet: isSubletField,
  amenities: amenitiesField,
  fees: feesField,
};

/**
 * A listing's fields, for create and for the admin form (fields in the order of the form, so the
 * first issue is the first invalid field). Unknown fields are ignored (multipart forms carry files too).
 */
export const ListingFieldsSchema = z.object(listingFieldShape);

/**
 * The edit payload: the same fields, each optional (a field that is not sent keeps its value; a field
 * sent empty is 'required' as on create), plus the photos to remove.
 */
export const ListingUpdateSchema = z.object({
  ...ListingFieldsSchema.partial().shape,
  removedImages: removedImagesField.optional(),
});

export const ListingStatusSchema = z.strictObject({
  status: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(LISTING_STATUSES, { error: T.statusInvalid }))
    .meta({ type: 'string', enum: [...LISTING_STATUSES] }),
});

const ids = idsField(T.idsRequired, T.idsTooMany);

export const BulkStatusSchema = z.strictObject({ ids, status: ListingStatusSchema.shape.status });
export const BulkDeleteSchema = z.strictObject({ ids });

export const ListingIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, T.invalidId)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, T.invalidId)
    .meta({ description: 'Listing id' }),
});

// ---- Query strings -------------------------------------------------------------------------

/** Sortable columns, under the names the screens use (SPEC §2 admin table columns, §9 createdAt). */
export const LISTING_SORTS = {
  created_at: 'created_at',
  createdAt: 'created_at',
  updated_at: 'updated_at',
  updatedAt: 'updated_at',
  price: 'price',
  address: 'address',
  neighborhood: 'neighborhood',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  status: 'status',
  is_sublet: 'is_sublet',
  isSublet: 'is_sublet',
} as const;
export type ListingSortColumn = (typeof LISTING_SORTS)[keyof typeof LISTING_SORTS];

const sortParam = z
  .preprocess(
    (value) => blankToUndefined(value) ?? 'created_at',
    z.enum(Object.keys(LISTING_SORTS) as [keyof typeof LISTING_SORTS], { error: T.sortInvalid }),
  )
  .transform((key) => LISTING_SORTS[key])
  .meta({ type: 'string', enum: Object.keys(LISTING_SORTS), default: 'created_at' });

const orderParam = z
  .preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? v.trim().toLowerCase() : (v ?? 'desc');
    },
    z.enum(['asc', 'desc'], { error: T.orderInvalid }),
  )
  .meta({ type: 'string', enum: ['asc', 'desc'], default: 'desc' });

const statusFilter = z
  .preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? v.trim().toLowerCase() : v;
    },
    z.enum([...LISTING_STATUSES, 'all'], { error: T.statusFilterInvalid }).optional(),
  )
  .meta({ type: 'string', enum: [...LISTING_STATUSES, 'all'] });

const booleanFilter = z
  .preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v !== 'string') return v;
      const text = v.trim().toLowerCase();
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : v;
    },
    z.boolean({ error: T.isSubletFilterInvalid }).optional(),
  )
  .meta({ type: 'string', enum: ['true', 'false'] });

/** GET /listings. Callers without a token only ever see active listings, whatever `status` says. */
export const ListingsQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, MAX_LIST_LIMIT, PUBLIC_PAGE_SIZE),
  status: statusFilter,
  isSublet: booleanFilter,
  building: z
    .preprocess(
      (value) => {
        const v = blankToUndefined(value);
        return typeof v === 'string' ? v.trim().toLowerCase() : v;
      },
      z.string({ error: T.buildingInvalid }).max(200, T.buildingInvalid).optional(),
    )
    .meta({ type: 'string', description: "A building slug from GET /buildings, e.g. 'herald-towers'" }),
  sort: sortParam,
  order: orderParam,
});

/** GET /listings/admin/all: every status, with a case-insensitive search over address, apartment number and description. */
export const AdminListingsQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, MAX_LIST_LIMIT, MAX_LIST_LIMIT),
  status: statusFilter,
  search: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: T.searchTooLong }).max(200, T.searchTooLong).optional(),
    )
    .meta({ type: 'string', maxLength: 200 }),
  sort: sortParam,
  order: orderParam,
});

export type ListingInput = z.output<typeof ListingFieldsSchema>;
export type ListingFormValues = z.input<typeof ListingFieldsSchema>;
export type ListingUpdateInput = z.output<typeof ListingUpdateSchema>;
export type ListingsQuery = z.output<typeof ListingsQuerySchema>;
export type AdminListingsQuery = z.output<typeof AdminListingsQuerySchema>;
export type BulkStatusInput = z.output<typeof BulkStatusSchema>;
