import { z } from 'zod';
import { translationField } from './agent-text.ts';
import { Envelope } from './api-envelopes.ts';
import { AMENITIES, normalizeAmenities } from './amenities.ts';
import { MAX_LIST_LIMIT, MAX_PRICE, MAX_SIZE_LENGTH, PUBLIC_PAGE_SIZE } from './constants.ts';
import { LISTING_STATUSES } from './listings.ts';
import { tenantFeeRefusals } from './tenant-fees.ts';
import {
  blankToUndefined,
  booleanInput,
  idParams,
  idsField,
  idValue,
  intParam,
  jsonListInput,
  lowerTrim,
  orderParam,
  searchParam,
  sortParam,
  statusFilterParam,
  textField,
} from './query-params.ts';
import { BATHROOM_CHOICES, BEDROOM_CHOICES, EARLIEST_DATE, LATEST_DATE, parseCalendarDate } from './listing-search.ts';
import { LISTINGS_TEXT as T } from './texts/listings.ts';
import {
  ALL_HOUSEHOLD_FLAGS,
  LISTING_KINDS,
  MAX_FLATMATES,
  type HouseholdFlag,
  type ListingKind,
  type SharedLivingFlag,
} from './listing-household.ts';

/**
 * The listing rules of docs/product.md §5 'Listing form', used by the API (JSON or multipart bodies,
 * where every value arrives as text) and by the admin form (string inputs). Numbers may be numbers
 * or numeric strings; an empty string counts as missing.
 */

const MAX_ROOMS = 50;
const FIELD_LIMITS = { address: 200, neighborhood: 50, size: MAX_SIZE_LENGTH, description: 5000 } as const;

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

/**
 * A number that may arrive as text (a form field), then checked by `rules`: missing answers `required`,
 * anything not a number answers `invalid`.
 */
const numberField = (required: string, invalid: string, rules: (number: z.ZodNumber) => z.ZodNumber) =>
  z.preprocess(numericInput, rules(z.number({ error: (issue) => (issue.input === undefined ? required : invalid) })));

/** A required listing text of at most `max` characters. */
const listingText = (label: string, required: string, max: number) => textField(label, required, T.tooLong(label, max), max);

const priceField = numberField(T.priceRequired, T.pricePositive, (price) =>
  price.positive(T.pricePositive).max(MAX_PRICE, T.priceTooLarge),
).meta({ type: 'number', description: 'Monthly rent in dollars; a positive decimal (number or numeric text)' });

const bedroomsField = numberField(T.bedroomsRequired, T.bedroomsNonNegative, (bedrooms) =>
  bedrooms.min(0, T.bedroomsNonNegative).int(T.bedroomsWhole).max(MAX_ROOMS, T.bedroomsTooMany),
).meta({ type: 'integer', description: 'Whole number of bedrooms; 0 is a studio' });

const bathroomsField = numberField(T.bathroomsRequired, T.bathroomsNonNegative, (bathrooms) =>
  bathrooms.min(0, T.bathroomsNonNegative).multipleOf(0.5, T.bathroomsStep).max(MAX_ROOMS, T.bathroomsTooMany),
).meta({ type: 'number', description: 'Number of bathrooms in steps of 0.5' });

const toStatus = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? 'pending'
    : typeof value === 'string'
      ? value.trim().toLowerCase()
      : value;

/** Listing status; empty or missing is 'pending' (docs/product.md §4). */
const listingStatusField = z
  .preprocess(toStatus, z.enum(LISTING_STATUSES, { error: T.statusInvalid }))
  .meta({ type: 'string', enum: [...LISTING_STATUSES], description: "Empty or missing means 'pending'" });

/** 'Publish anyway': the agent confirmed publishing flagged wording (fair housing check, decision 041). */
const wordingConfirmedField = z
  .preprocess((value) => booleanInput(value) ?? false, z.boolean({ error: T.wordingConfirmedInvalid }))
  .meta({ type: 'boolean', description: 'true when the agent confirmed publishing wording the fair housing check flags' });

const isSubletField = z
  .preprocess((value) => booleanInput(value) ?? false, z.boolean({ error: T.isSubletInvalid }))
  .meta({ type: 'boolean', description: "true/false, 'true'/'false' or '1'/'0'; missing means false" });

/** 'Publish to StreetEasy and Zillow': on unless sent off. */
const syndicateField = z
  .preprocess(
    (value) => (value === undefined || value === null ? true : booleanInput(value)),
    z.boolean({ error: T.syndicateInvalid }),
  )
  .meta({
    type: 'boolean',
    description: "Publish to StreetEasy and Zillow: true/false, 'true'/'false' or '1'/'0'; missing means true",
  });

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

const amenitiesField = z.preprocess(amenitiesInput, z.array(z.enum(AMENITIES), { error: T.amenitiesInvalid })).meta({
  type: 'array',
  items: { type: 'string', enum: [...AMENITIES] },
  description: 'Amenity names: an array, a JSON list text or comma-separated text; names outside the catalogue are dropped',
});

export const MAX_FEES = 20;
const MAX_FEE_AMOUNT = 100_000;

const feeSchema = z.object(
  {
    name: z.string({ error: T.feeNameRequired }).trim().min(1, T.feeNameRequired).max(60, T.feeNameTooLong),
    amount: numberField(T.feeAmountRequired, T.feeAmountInvalid, (amount) =>
      amount.min(0, T.feeAmountInvalid).max(MAX_FEE_AMOUNT, T.feeAmountTooLarge),
    ),
  },
  { error: T.feesInvalid },
);

/**
 * Fees paid by the tenant (FARE Act disclosure): a name and an amount each. On a listing the agent
 * publishes only the background and credit check, at most $20 in all (src/shared/tenant-fees.ts,
 * docs/decisions/082-tenant-fees-by-construction.md); the server adds the settings' screening fee.
 */
export const feesField = z
  .preprocess(
    jsonListInput,
    z
      .array(feeSchema, { error: T.feesInvalid })
      .max(MAX_FEES, T.feesTooMany)
      .superRefine((fees, ctx) => {
        for (const refusal of tenantFeeRefusals(fees))
          ctx.addIssue({
            code: 'custom',
            message: refusal.message,
            path: refusal.index === null ? [] : [refusal.index, refusal.field],
          });
      }),
  )
  .meta({
    type: 'array',
    items: { type: 'object', properties: { name: { type: 'string' }, amount: { type: 'number' } } },
    description:
      "Fees the tenant pays: on a listing the agent publishes only the background and credit check, at most $20 in all with the application settings' screening fee (NY RPL §238-a(1)(b)); a broker's fee, move-in fee or any other fee is refused (FARE Act, NYC Admin Code §20-699.21). An array or JSON list text of { name, amount }",
  });

/** A calendar date 'YYYY-MM-DD' from EARLIEST_DATE to LATEST_DATE (a date input's value). */
const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .refine((text) => parseCalendarDate(text) !== undefined, message)
    .transform((text) => text.trim());

/** 'Available from': the move-in date; empty or null is none (available now). */
const availableFromField = z
  .preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    calendarDate(T.availableFromInvalid).nullable(),
  )
  .meta({
    type: 'string',
    format: 'date',
    description: `Move-in date YYYY-MM-DD (New York), ${EARLIEST_DATE} to ${LATEST_DATE}; empty or null: available now`,
  });

/** Photo ids to remove on edit: a JSON list text (multipart) or an array (JSON body). */
const removedImagesField = z
  .preprocess(
    jsonListInput,
    z.array(idValue(T.removedImagesInvalid), { error: T.removedImagesInvalid }).max(100, T.removedImagesInvalid),
  )
  .transform((ids) => [...new Set(ids)])
  .meta({ type: 'array', items: { type: 'integer' }, description: 'Ids of photos to remove, as a JSON list text' });

/** 'apartment' (the whole home; missing means this) or 'room' (a room in a shared apartment). */
const kindField = z
  .preprocess((value) => lowerTrim(value) ?? 'apartment', z.enum(LISTING_KINDS, { error: T.kindInvalid }))
  .meta({
    type: 'string',
    enum: [...LISTING_KINDS],
    description: "'apartment' (default) or 'room' (a room in a shared apartment)",
  });

/** A household yes/no: true/false, 'true'/'false' or '1'/'0'; missing is no. */
const householdFlag = (name: HouseholdFlag | SharedLivingFlag) =>
  z.preprocess(
    (value) => (value === undefined ? false : booleanInput(value)),
    z.boolean({ error: T.householdFlagInvalid(name) }),
  );

const householdObject = z.strictObject(
  {
    flatmates: numberField(T.flatmatesRequired, T.flatmatesInvalid, (flatmates) =>
      flatmates.int(T.flatmatesInvalid).min(0, T.flatmatesInvalid).max(MAX_FLATMATES, T.flatmatesInvalid),
    ),
    ...(Object.fromEntries(ALL_HOUSEHOLD_FLAGS.map((flag) => [flag, householdFlag(flag)])) as Record<
      HouseholdFlag | SharedLivingFlag,
      ReturnType<typeof householdFlag>
    >),
  },
  { error: T.householdInvalid },
);

/** JSON text (multipart) or an object; '' or null is none. */
function householdInput(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return 'unreadable';
  }
}

/** A room's household (docs/decisions/063); null or empty on a whole apartment. */
const householdField = z.preprocess(householdInput, householdObject.nullable()).meta({
  type: 'object',
  description:
    'A room only: { flatmates (0-12), privateBath, furnished, utilitiesIncluded, smoking, pets, quietHours, workFromHome, hostLivesIn, hostShares } (booleans; missing is false), as an object or JSON text. hostLivesIn and hostShares (the owner or the tenant lives in the apartment and shares it with the renter) let a one-sex flatmate preference pass the wording check (NYC Admin Code § 8-107(5)(a)(4))',
});

/**
 * What a room needs and a whole apartment may not carry, for the listing as it will be saved: the
 * problem in words, or undefined. The create schema, the admin form and an edit (with the stored
 * values for the fields not sent) ask it.
 */
export function roomProblem(listing: {
  kind?: ListingKind;
  household?: unknown;
  bedrooms?: number;
}): { message: string; path: 'household' | 'bedrooms' } | undefined {
  if ((listing.kind ?? 'apartment') === 'apartment')
    return listing.household ? { message: T.householdOnApartment, path: 'household' } : undefined;
  if (!listing.household) return { message: T.householdRequired, path: 'household' };
  if (listing.bedrooms !== undefined && listing.bedrooms < 1) return { message: T.roomBedrooms, path: 'bedrooms' };
  return undefined;
}

const listingFieldShape = {
  address: listingText('Address', T.addressRequired, FIELD_LIMITS.address),
  neighborhood: listingText('Apartment No.', T.neighborhoodRequired, FIELD_LIMITS.neighborhood),
  price: priceField,
  bedrooms: bedroomsField,
  bathrooms: bathroomsField,
  size: listingText('Size', T.sizeRequired, FIELD_LIMITS.size),
  description: listingText('Description', T.descriptionRequired, FIELD_LIMITS.description),
  /** The agent's Spanish and Chinese description, optional ('' for none; decision 072). */
  description_es: translationField(
    FIELD_LIMITS.description,
    T.tooLong('Spanish description', FIELD_LIMITS.description),
    'Spanish description',
  ),
  description_zh: translationField(
    FIELD_LIMITS.description,
    T.tooLong('Chinese description', FIELD_LIMITS.description),
    'Chinese description',
  ),
  status: listingStatusField,
  is_sublet: isSubletField,
  syndicate: syndicateField,
  available_from: availableFromField.optional(),
  kind: kindField.optional(),
  household: householdField.optional(),
  amenities: amenitiesField,
  fees: feesField,
};

/**
 * A listing's fields, for create and for the admin form (fields in the order of the form, so the
 * first issue is the first invalid field). Unknown fields are ignored (multipart forms carry files too).
 */
export const ListingFieldsSchema = z.object(listingFieldShape);

/** The create payload: the fields, and whether the agent confirmed publishing flagged wording. */
export const ListingCreateSchema = ListingFieldsSchema.extend({ wordingConfirmed: wordingConfirmedField.optional() }).check(
  (ctx) => {
    const problem = roomProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem.message, path: [problem.path], input: ctx.value });
  },
);

/**
 * The edit payload: the same fields, each optional (a field that is not sent keeps its value; a field
 * sent empty is 'required' as on create), plus the photos to remove.
 */
export const ListingUpdateSchema = z.object({
  ...ListingFieldsSchema.partial().shape,
  removedImages: removedImagesField.optional(),
  wordingConfirmed: wordingConfirmedField.optional(),
});

export const ListingStatusSchema = z.strictObject({
  status: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(LISTING_STATUSES, { error: T.statusInvalid }))
    .meta({ type: 'string', enum: [...LISTING_STATUSES] }),
});

const ids = idsField(T.idsRequired, T.idsTooMany);

export const BulkStatusSchema = z.strictObject({ ids, status: ListingStatusSchema.shape.status });
export const BulkDeleteSchema = z.strictObject({ ids });

export const ListingIdParams = idParams(T.invalidId, 'Listing id');

// ---- Query strings -------------------------------------------------------------------------

/** Sortable columns, under the names the screens use (docs/product.md §2 admin table columns, §9 createdAt). */
const LISTING_SORTS = {
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

const listingSort = sortParam(
  Object.keys(LISTING_SORTS) as (keyof typeof LISTING_SORTS)[],
  'created_at',
  T.sortInvalid,
).transform((key) => LISTING_SORTS[key]);
/** The back-office table also sorts by a listing's figures of the last 30 days (docs/decisions/040). */
const LISTING_FIGURE_SORTS = ['views', 'inquiries', 'viewings'] as const;
export type ListingFigureSort = (typeof LISTING_FIGURE_SORTS)[number];
export const isFigureSort = (sort: string): sort is ListingFigureSort =>
  (LISTING_FIGURE_SORTS as readonly string[]).includes(sort);
const adminListingSort = sortParam(
  [...(Object.keys(LISTING_SORTS) as (keyof typeof LISTING_SORTS)[]), ...LISTING_FIGURE_SORTS],
  'created_at',
  T.sortInvalid,
).transform((key): ListingSortColumn | ListingFigureSort => (isFigureSort(key) ? key : LISTING_SORTS[key]));
const statusFilter = statusFilterParam(LISTING_STATUSES, T.statusFilterInvalid);

/** An optional whole number from 0 to `max` given as digits; blank is missing. */
const optionalWholeParam = (message: string, max: number, description: string) =>
  z
    .preprocess(
      (value) => {
        const v = blankToUndefined(value);
        return typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v;
      },
      z.number({ error: message }).int(message).min(0, message).max(max, message).optional(),
    )
    .meta({ type: 'integer', minimum: 0, maximum: max, description });

/** One of `choices`, given as digits; blank is missing. */
const choiceParam = <T extends number>(choices: readonly T[], message: string, description: string) =>
  z
    .preprocess(
      (value) => {
        const v = blankToUndefined(value);
        return typeof v === 'string' ? (choices.find((c) => String(c) === v.trim()) ?? v) : v;
      },
      z
        .number({ error: message })
        .refine((n): n is T => (choices as readonly number[]).includes(n), message)
        .optional(),
    )
    .meta({ type: 'integer', enum: [...choices], description });

/** GET /listings. Callers without a token only ever see active listings, whatever `status` says. */
export const ListingsQuerySchema = z
  .object({
    page: intParam(T.pageInvalid, 1, 1_000_000, 1),
    limit: intParam(T.limitInvalid, 1, MAX_LIST_LIMIT, PUBLIC_PAGE_SIZE),
    status: statusFilter,
    isSublet: z
      .preprocess(booleanInput, z.boolean({ error: T.isSubletFilterInvalid }).optional())
      .meta({ type: 'string', enum: ['true', 'false'] }),
    building: z
      .preprocess(lowerTrim, z.string({ error: T.buildingInvalid }).max(200, T.buildingInvalid).optional())
      .meta({ type: 'string', description: "A building slug from GET /buildings, e.g. 'herald-towers'" }),
    minPrice: optionalWholeParam(T.minPriceInvalid, MAX_PRICE, 'Monthly rent of at least this many dollars'),
    maxPrice: optionalWholeParam(T.maxPriceInvalid, MAX_PRICE, 'Monthly rent of at most this many dollars'),
    beds: choiceParam(BEDROOM_CHOICES, T.bedsInvalid, 'Bedrooms: 0 (studio), 1, 2, or 3 for three or more'),
    baths: choiceParam(BATHROOM_CHOICES, T.bathsInvalid, 'At least this many bathrooms'),
    size: searchParam(MAX_SIZE_LENGTH, T.sizeFilterInvalid).meta({
      type: 'string',
      maxLength: MAX_SIZE_LENGTH,
      description: "The listing's size text, exactly (e.g. 'No Roomies')",
    }),
    availableBy: z.preprocess(blankToUndefined, calendarDate(T.availableByInvalid).optional()).meta({
      type: 'string',
      format: 'date',
      description:
        'Available on or before this New York date (YYYY-MM-DD); listings without a move-in date are available now, a past date means today',
    }),
    kind: z.preprocess(lowerTrim, z.enum(LISTING_KINDS, { error: T.kindFilterInvalid }).optional()).meta({
      type: 'string',
      enum: [...LISTING_KINDS],
      description: "'room': rooms in shared apartments only; 'apartment': whole apartments only",
    }),
    sort: listingSort,
    order: orderParam(T.orderInvalid),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: T.priceRangeReversed,
    path: ['minPrice'],
  });

/** GET /listings/admin/all: every status, with a case-insensitive search over address, apartment number and description. */
export const AdminListingsQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, MAX_LIST_LIMIT, MAX_LIST_LIMIT),
  status: statusFilter,
  search: searchParam(200, T.searchTooLong),
  wording: z.preprocess(lowerTrim, z.enum(['flagged'], { error: T.wordingFilterInvalid }).optional()).meta({
    type: 'string',
    enum: ['flagged'],
    description: "'flagged': only listings whose wording the fair housing check flags",
  }),
  kind: z.preprocess(lowerTrim, z.enum(LISTING_KINDS, { error: T.kindFilterInvalid }).optional()).meta({
    type: 'string',
    enum: [...LISTING_KINDS],
    description: "'room' or 'apartment': only listings of that kind",
  }),
  sort: adminListingSort,
  order: orderParam(T.orderInvalid),
});

export type ListingInput = z.output<typeof ListingFieldsSchema>;
export type ListingUpdateInput = z.output<typeof ListingUpdateSchema>;
export type ListingsQuery = z.output<typeof ListingsQuerySchema>;
export type AdminListingsQuery = z.output<typeof AdminListingsQuerySchema>;

/** A processed listing photo: the spec's `{ id, url, caption }` plus the WebP widths available. */
const ListingPhotoDtoSchema = z.object({
  id: z.number().int(),
  /** The largest variant. */
  url: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Widths of the variants, ascending; each is at `url` with `-{largest}.webp` replaced by `-{w}.webp`. */
  widths: z.array(z.number().int()),
  /** Ready for `<img srcset>`: "…-480.webp 480w, …-960.webp 960w, …" */
  srcset: z.string(),
  /** The link-preview JPEG (1200×630) for og:image; null until made for a photo stored before previews. */
  previewUrl: z.string().nullable(),
  /** The portal JPEG (at most 2048 px on its long side) the listing feeds name; null until made for an older photo. */
  portalUrl: z.string().nullable().meta({ description: 'The JPEG the listing feeds give the portals (at most 2048 px)' }),
});
export type ListingPhotoDto = z.output<typeof ListingPhotoDtoSchema>;

/** A fee the tenant pays besides rent and deposit (FARE Act disclosure); the broker's fee is never one. */
const ListingFeeDtoSchema = z.object({
  name: z.string(),
  /** US dollars. */
  amount: z.number(),
});
export type ListingFee = z.output<typeof ListingFeeDtoSchema>;

const ListingHouseholdDtoSchema = z.object({
  flatmates: z.number().int(),
  privateBath: z.boolean(),
  furnished: z.boolean(),
  utilitiesIncluded: z.boolean(),
  smoking: z.boolean(),
  pets: z.boolean(),
  quietHours: z.boolean(),
  workFromHome: z.boolean(),
  hostLivesIn: z.boolean(),
  hostShares: z.boolean(),
});

/** A listing as the API answers it (docs/product.md §3). */
const ListingDtoSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  address: z.string(),
  neighborhood: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  size: z.string(),
  description: z.string(),
  amenities: z.array(z.enum(AMENITIES)),
  /** Fees paid by the tenant; empty: none beyond rent and deposit. */
  fees: z.array(ListingFeeDtoSchema),
  images: z.array(ListingPhotoDtoSchema),
  status: z.enum(LISTING_STATUSES),
  is_sublet: z.boolean(),
  /** Published to StreetEasy and Zillow through the listing feeds ('Publish to StreetEasy and Zillow'). */
  syndicate: z.boolean().meta({ description: 'Publish to StreetEasy and Zillow' }),
  /** Move-in date 'YYYY-MM-DD' (New York), or null: available now. */
  available_from: z.string().nullable().meta({ description: 'Move-in date YYYY-MM-DD (New York); null: available now' }),
  /** 'apartment' (the whole home) or 'room' (a room in a shared apartment; price is the room's rent). */
  kind: z.enum(LISTING_KINDS),
  /** A room's facts and household; null on a whole apartment. */
  household: ListingHouseholdDtoSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Back-office list only: how many phrases of its texts the fair housing wording check flags. */
  wordingFlags: z.number().int().optional(),
  /** Back-office list only: the New York day its lease was signed (shown 'Rented'), or null (docs/decisions/061). */
  rentedOn: z.string().nullable().optional(),
});
export type ListingDto = z.output<typeof ListingDtoSchema>;

/** A phrase the fair housing wording check flags (decision 041). */
const WordingWarningSchema = z.object({
  field: z.enum(['description', 'size', 'fees']),
  phrase: z.string(),
  class: z.string(),
  classId: z.string(),
  explanation: z.string(),
  /** The law the phrase breaks ('NYC Admin Code § 8-107(5)(a): age', decision 095). */
  law: z.string(),
  better: z.string().nullable(),
  ruleId: z.string(),
  source: z.object({ title: z.string(), url: z.string() }),
});

/** A phrase the check found and allows on this listing, with the reason (a room's one-sex preference, decision 064). */
const WordingNoteSchema = z.object({
  field: z.enum(['description', 'size', 'fees']),
  phrase: z.string(),
  ruleId: z.string(),
  note: z.string(),
  source: z.object({ title: z.string(), url: z.string() }),
});

const WordingConfirmationSchema = z
  .object({
    by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    at: z.string(),
    phrases: z.array(z.string()),
  })
  .nullable();

export const ListingsPageSchema = Envelope.extend({
  listings: z.array(ListingDtoSchema),
  totalListings: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ListingsPage = z.output<typeof ListingsPageSchema>;

export const ListingAnswerSchema = Envelope.extend({ listing: ListingDtoSchema });
export const ListingWithWordingSchema = ListingAnswerSchema.extend({
  warnings: z.array(WordingWarningSchema),
  wordingNotes: z.array(WordingNoteSchema),
  wordingConfirmation: WordingConfirmationSchema,
});

/**
 * The agent's Spanish and Chinese description of a listing ('' when not given; decision 072), beside the
 * listing in the signed-in answer of GET /listings/{id} (the listing's own shape is the specification's).
 */
export const DescriptionTranslationsSchema = z.object({ description_es: z.string(), description_zh: z.string() });
export type DescriptionTranslations = z.output<typeof DescriptionTranslationsSchema>;

export const StatsAnswerSchema = Envelope.extend({
  stats: z.object({ total: z.number().int(), active: z.number().int(), pending: z.number().int(), inactive: z.number().int() }),
  recent: z.array(ListingDtoSchema),
  flaggedActive: z.number().int(),
});
