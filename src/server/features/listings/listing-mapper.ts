import { normalizeAmenities } from '../../../shared/amenities.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import type { ListingDto, ListingFee, ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { parseHousehold } from '../../../shared/listing-household.ts';
import { toBool, toNumber } from '../../platform/db/mappers.ts';
import type { ListingPhotoRow, ListingRow } from './tables.ts';
import { portalName, previewName, variantName } from '../../platform/images/photo-store.ts';

/** The listing columns an answer needs (building_slug stays inside). */
export const LISTING_COLUMNS = [
  'id',
  'price',
  'address',
  'neighborhood',
  'bedrooms',
  'bathrooms',
  'size',
  'description',
  'amenities',
  'fees',
  'status',
  'is_sublet',
  'syndicate',
  'available_from',
  'kind',
  'household',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof ListingRow>;

export const PHOTO_COLUMNS = [
  'id',
  'listing_id',
  'file_key',
  'widths',
  'width',
  'height',
  'caption',
  'has_preview',
  'has_portal_jpeg',
] as const satisfies ReadonlyArray<keyof ListingPhotoRow>;

type ListingColumnsRow = Pick<ListingRow, (typeof LISTING_COLUMNS)[number]>;
export type PhotoColumnsRow = Pick<ListingPhotoRow, (typeof PHOTO_COLUMNS)[number]>;

function parseWidths(text: string): number[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(toNumber).filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/** The address of a stored file (`PhotoStore.url`): under /uploads or the photo CDN. */
export type FileUrl = (name: string) => string;

export function toPhotoDto(row: PhotoColumnsRow, fileUrl: FileUrl): ListingPhotoDto {
  const widths = parseWidths(row.widths);
  const largest = widths[widths.length - 1] ?? toNumber(row.width);
  const photoUrl = (fileKey: string, width: number) => fileUrl(variantName(fileKey, width));
  return {
    id: toNumber(row.id),
    url: photoUrl(row.file_key, largest),
    caption: row.caption,
    width: toNumber(row.width),
    height: toNumber(row.height),
    widths,
    srcset: widths.map((w) => `${photoUrl(row.file_key, w)} ${w}w`).join(', '),
    previewUrl: toNumber(row.has_preview) === 1 ? fileUrl(previewName(row.file_key)) : null,
    portalUrl: toNumber(row.has_portal_jpeg) === 1 ? fileUrl(portalName(row.file_key)) : null,
  };
}

function parseAmenities(text: string) {
  try {
    return normalizeAmenities(JSON.parse(text));
  } catch {
    return normalizeAmenities(text);
  }
}

/** The stored fee list; anything unreadable is no fee rather than a failed page. */
export function parseFees(text: string): ListingFee[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((f): f is { name: string; amount: unknown } => typeof f === 'object' && f !== null && typeof f.name === 'string')
      .map((f) => ({ name: f.name, amount: toNumber(f.amount) }))
      .filter((f) => Number.isFinite(f.amount));
  } catch {
    return [];
  }
}

/** The back-office list's column: the count of flagged phrases (the listings table's marker). */
export type AdminListingColumnsRow = ListingColumnsRow & Partial<Pick<ListingRow, 'wording_flags' | 'rented_on'>>;

/** What every answer about a listing starts with: its id, rent, address, apartment and rooms. */
export const listingBasics = (row: Pick<ListingRow, 'id' | 'price' | 'address' | 'neighborhood' | 'bedrooms' | 'bathrooms'>) => ({
  id: toNumber(row.id),
  price: toNumber(row.price),
  address: row.address,
  neighborhood: row.neighborhood,
  bedrooms: toNumber(row.bedrooms),
  bathrooms: toNumber(row.bathrooms),
});

export function toListingDto(row: AdminListingColumnsRow, images: ListingPhotoDto[]): ListingDto {
  const dto: ListingDto = {
    ...listingBasics(row),
    size: row.size,
    description: row.description,
    amenities: parseAmenities(row.amenities),
    fees: parseFees(row.fees),
    images,
    status: row.status as ListingStatus,
    is_sublet: toBool(row.is_sublet),
    syndicate: toBool(row.syndicate),
    available_from: row.available_from ?? null,
    kind: row.kind === 'room' ? 'room' : 'apartment',
    household: row.kind === 'room' ? parseHousehold(row.household) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (row.wording_flags !== undefined) dto.wordingFlags = toNumber(row.wording_flags);
  if (row.rented_on !== undefined) dto.rentedOn = row.rented_on;
  return dto;
}
