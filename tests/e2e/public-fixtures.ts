import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Amenity } from '../../src/shared/amenities.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import type { ListingInput } from '../../src/shared/listings.schema.ts';

/** A camera-like JPEG drawn locally (a room with a window), so the photo pipeline does real work. */
async function photo(seed: number, width = 1600, height = 1067): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1067">
    <defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},30%,88%)"/><stop offset="1" stop-color="hsl(${hue},25%,74%)"/></linearGradient>
    <linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(hue + 180) % 360},60%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360},70%,86%)"/></linearGradient></defs>
    <rect width="1600" height="1067" fill="url(#w)"/>
    <rect x="${200 + (seed % 5) * 60}" y="150" width="520" height="420" fill="url(#s)" stroke="#fff" stroke-width="18"/>
    <rect y="760" width="1600" height="307" fill="hsl(${(hue + 30) % 360},35%,42%)"/>
    <rect x="860" y="560" width="560" height="200" rx="26" fill="hsl(${(hue + 90) % 360},35%,38%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export const LONG_DESCRIPTION =
  'Sun-filled corner one-bedroom with open views over Kips Bay.\n\nThe renovated kitchen has a dishwasher and stainless steel appliances, the bedroom fits a queen bed and a desk, and the building has a gym and a roof deck. Close to the 6 train.';

const base = (overrides: Partial<ListingInput>): ListingInput => ({
  address: '145 East 29th Street, New York, NY 10016',
  neighborhood: '4B',
  price: 3450,
  bedrooms: 1,
  bathrooms: 1,
  size: 'No Roomies',
  description: 'A bright apartment.',
  status: 'active',
  is_sublet: false,
  syndicate: true,
  amenities: [] as Amenity[],
  fees: [],
  ...overrides,
});

/** What the public tests rely on: 10 active listings (2 pages), 2 of them sublets, plus an inactive and a pending one. */
export interface PublicSeed {
  active: ListingDto[];
  sublets: ListingDto[];
  inactive: ListingDto;
  pending: ListingDto;
  /** Long description (read more) and five amenities (Show 2 More). */
  longText: ListingDto;
  /** Three photos, for the gallery. */
  gallery: ListingDto;
  /** A studio without photos (placeholder image). */
  studio: ListingDto;
  buildings: { kipsBay: string; midtown: string; herald: string; uws: string };
}

export async function seedPublicListings(app: FastifyInstance): Promise<PublicSeed> {
  const listings = app.services.listings;
  let n = 0;
  const create = async (input: Partial<ListingInput>, photos = 1) => {
    const files = [];
    for (let i = 0; i < photos; i++) files.push({ data: await photo(++n) });
    return listings.create(base(input), files);
  };
  const buildings = {
    herald: '50 West 34th Street, New York, NY 10001',
    kipsBay: '145 East 29th Street, New York, NY 10016',
    midtown: '230 West 57th Street, New York, NY 10019',
    uws: '305 West 72nd Street, New York, NY 10023',
  };
  // Oldest first: the newest six are page 1.
  const inactive = await create({ address: buildings.kipsBay, neighborhood: '9Z', price: 9999, status: 'inactive' });
  const pending = await create({ address: buildings.kipsBay, neighborhood: '8Y', price: 8888, status: 'pending' });
  const herald1 = await create({ address: buildings.herald, neighborhood: '23F', price: 4295 });
  const herald2 = await create({ address: buildings.herald, neighborhood: '11C', price: 3150, bedrooms: 2, bathrooms: 1.5 });
  const midtown1 = await create({ address: buildings.midtown, neighborhood: '15E', price: 4950 });
  const midtown2 = await create({ address: buildings.midtown, neighborhood: 'PH-B', price: 8900, bedrooms: 3, bathrooms: 2.5 });
  const sublet1 = await create({ address: buildings.uws, neighborhood: '3D', price: 3300, is_sublet: true, size: '1 Roomie' });
  const studio = await create({ address: buildings.kipsBay, neighborhood: '2A', price: 2450, bedrooms: 0 }, 0);
  const gallery = await create({ address: buildings.uws, neighborhood: '9A', price: 5200, bedrooms: 2 }, 3);
  const sublet2 = await create({
    address: buildings.kipsBay,
    neighborhood: '6F',
    price: 1650,
    is_sublet: true,
    size: '2 Roomies',
  });
  const longText = await create({
    address: buildings.kipsBay,
    neighborhood: '4B',
    price: 3650,
    description: LONG_DESCRIPTION,
    amenities: ['Dishwasher', 'Elevator', 'Fitness Center', 'Hardwood Floors', 'Stainless Steel Appliances'],
  });
  const midtown3 = await create({ address: buildings.midtown, neighborhood: '7G', price: 3975 });
  const active = [midtown3, longText, sublet2, gallery, studio, sublet1, midtown2, midtown1, herald2, herald1];
  return { active, sublets: [sublet2, sublet1], inactive, pending, longText, gallery, studio, buildings };
}
