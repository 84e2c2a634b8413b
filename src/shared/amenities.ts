/** The amenity catalogue of docs/product.md §3: the only amenities the product stores and shows. */
export const AMENITIES = [
  'Air Conditioning',
  'Balcony',
  'Dishwasher',
  'Elevator',
  'Fitness Center',
  'Furnished',
  'Hardwood Floors',
  'In-Unit Laundry',
  'Parking',
  'Pets Allowed',
  'Pool',
  'Stainless Steel Appliances',
  'Storage',
  'Walk-in Closet',
  'Wheelchair Access',
  'WiFi',
] as const;

export type Amenity = (typeof AMENITIES)[number];

/** The 8 amenities the admin form shows first on narrow screens. */
export const COMMON_AMENITIES: readonly Amenity[] = [
  'Air Conditioning',
  'Dishwasher',
  'Elevator',
  'Furnished',
  'Hardwood Floors',
  'In-Unit Laundry',
  'Pets Allowed',
  'WiFi',
];

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_KEY = new Map<string, Amenity>(AMENITIES.map((a) => [key(a), a]));

/** The catalogue name for `name`, ignoring case and punctuation ('in unit laundry' → 'In-Unit Laundry'). */
function matchAmenity(name: string): Amenity | undefined {
  return BY_KEY.get(key(name));
}

/**
 * Catalogue names from an array, a JSON array text or a comma-separated string; anything else is
 * dropped. Keeps catalogue order and drops duplicates.
 */
export function normalizeAmenities(input: unknown): Amenity[] {
  let items: unknown[] = [];
  if (Array.isArray(input)) items = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else items = text.split(',');
  }
  const found = new Set<Amenity>();
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const match = matchAmenity(item);
    if (match) found.add(match);
  }
  return AMENITIES.filter((a) => found.has(a));
}
