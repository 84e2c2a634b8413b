import type { Amenity } from '../../../../shared/amenities.ts';
import type { ListingStatus } from '../../../../shared/listings.ts';
import type { SceneKind } from './demo-photos.ts';
import type { ListingHousehold, ListingKind } from '../../../../shared/listing-household.ts';

/** Sample listings for a fresh installation: real-looking NYC rentals across five buildings. */
export interface DemoListing {
  address: string;
  neighborhood: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  size: string;
  description: string;
  amenities: Amenity[];
  status: ListingStatus;
  is_sublet: boolean;
  /** A room in a shared apartment and its household (decision 063); none: a whole apartment. */
  kind?: ListingKind;
  household?: ListingHousehold;
  /** Days before the seeding date the listing was created. */
  ageDays: number;
  /** Its 'Available from' date, this many days after the seeding date (none: available now). */
  availableInDays?: number;
  palette: string;
  photos: Array<{ scene: SceneKind; caption: string }>;
}

const HERALD = '50 West 34th Street, New York, NY 10001';
const KIPS_BAY = '145 East 29th Street, New York, NY 10016';
const MIDTOWN = '230 West 57th Street, New York, NY 10019';
const UWS = '305 West 72nd Street, New York, NY 10023';
const VILLAGE = '88 Bedford Street, New York, NY 10014';

export const DEMO_LISTINGS: DemoListing[] = [
  {
    address: HERALD,
    neighborhood: '23F',
    price: 4295,
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Bright one-bedroom on a high floor of Herald Towers, steps from Herald Square and the B/D/F/M, N/Q/R/W and PATH trains.\n\nOversized windows face north over 34th Street with a view of the Empire State Building. Renovated kitchen with stainless steel appliances and a dishwasher, hardwood floors throughout and a walk-in closet.\n\n24-hour doorman, fitness center and roof deck. Available now.',
    amenities: [
      'Air Conditioning',
      'Dishwasher',
      'Elevator',
      'Fitness Center',
      'Hardwood Floors',
      'Stainless Steel Appliances',
      'Walk-in Closet',
    ],
    status: 'active',
    is_sublet: false,
    ageDays: 2,
    palette: 'slate',
    photos: [
      { scene: 'living', caption: 'Living room with city view' },
      { scene: 'kitchen', caption: 'Renovated kitchen' },
      { scene: 'bedroom', caption: 'Bedroom' },
      { scene: 'skyline', caption: 'The view at night' },
    ],
  },
  {
    address: HERALD,
    neighborhood: '11C',
    price: 3150,
    bedrooms: 0,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Efficient studio with a separate sleeping alcove, ideal for a professional who wants Midtown at the door.\n\nSouth light, new hardwood floors and plenty of closet space. Heat and hot water included.\n\nLaundry room on every floor, live-in super, package room.',
    amenities: ['Air Conditioning', 'Elevator', 'Hardwood Floors', 'Storage', 'WiFi'],
    status: 'active',
    is_sublet: false,
    ageDays: 6,
    availableInDays: 21,
    palette: 'sage',
    photos: [
      { scene: 'living', caption: 'Main room' },
      { scene: 'bathroom', caption: 'Bathroom' },
      { scene: 'facade', caption: 'Herald Towers on 34th Street' },
    ],
  },
  {
    address: HERALD,
    neighborhood: '31A',
    price: 1850,
    bedrooms: 2,
    bathrooms: 1,
    size: '1 Roomie',
    kind: 'room',
    household: {
      flatmates: 1,
      privateBath: false,
      furnished: true,
      utilitiesIncluded: true,
      smoking: false,
      pets: false,
      quietHours: true,
      workFromHome: false,
    },
    description:
      'Summer sublet: private furnished bedroom in a two-bedroom share, June 1 to August 31.\n\nYour roommate is a quiet graduate student who is away most weekends. Shared living room and kitchen, fast WiFi and all utilities included in the rent.\n\nPerfect for an intern working in Midtown.',
    amenities: ['Air Conditioning', 'Elevator', 'Furnished', 'WiFi', 'Fitness Center'],
    status: 'active',
    is_sublet: true,
    ageDays: 1,
    palette: 'blush',
    photos: [
      { scene: 'bedroom', caption: 'Your furnished bedroom' },
      { scene: 'living', caption: 'Shared living room' },
    ],
  },
  {
    address: HERALD,
    neighborhood: '18D',
    price: 5950,
    bedrooms: 2,
    bathrooms: 2,
    size: 'No Roomies',
    description:
      'Corner two-bedroom, two-bathroom with split bedrooms and windows on two sides.\n\nOpen kitchen with breakfast bar, in-unit washer and dryer, and a private balcony over Sixth Avenue.\n\nCurrently being repainted; showings start next month.',
    amenities: [
      'Air Conditioning',
      'Balcony',
      'Dishwasher',
      'Elevator',
      'Fitness Center',
      'In-Unit Laundry',
      'Stainless Steel Appliances',
    ],
    status: 'inactive',
    is_sublet: false,
    ageDays: 20,
    palette: 'charcoal',
    photos: [
      { scene: 'living', caption: 'Corner living room' },
      { scene: 'kitchen', caption: 'Open kitchen' },
      { scene: 'bedroom', caption: 'Primary bedroom' },
    ],
  },
  {
    address: KIPS_BAY,
    neighborhood: '4B',
    price: 3650,
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Charming one-bedroom in a well-kept elevator building in Kips Bay, close to the 6 train and the East River Greenway.\n\nExposed brick, a renovated bathroom and a kitchen with a dishwasher. The bedroom fits a queen bed and a desk.\n\nPets welcome. Laundry in the basement.',
    amenities: ['Dishwasher', 'Elevator', 'Hardwood Floors', 'Pets Allowed'],
    status: 'active',
    is_sublet: false,
    ageDays: 4,
    palette: 'warm',
    photos: [
      { scene: 'living', caption: 'Living room' },
      { scene: 'kitchen', caption: 'Kitchen' },
      { scene: 'facade', caption: 'The building on East 29th Street' },
    ],
  },
  {
    address: KIPS_BAY,
    neighborhood: '6F',
    price: 1650,
    bedrooms: 3,
    bathrooms: 1,
    size: '2 Roomies',
    kind: 'room',
    household: {
      flatmates: 2,
      privateBath: false,
      furnished: true,
      utilitiesIncluded: true,
      smoking: false,
      pets: false,
      quietHours: false,
      workFromHome: false,
    },
    description:
      'Summer sublet: room in a friendly three-bedroom share, available July and August.\n\nThe room comes furnished with a full bed, dresser and desk. Two roommates in their twenties, both working in healthcare at the nearby hospitals.\n\nUtilities and WiFi included.',
    amenities: ['Furnished', 'WiFi', 'Elevator', 'Air Conditioning'],
    status: 'active',
    is_sublet: true,
    ageDays: 3,
    palette: 'ocean',
    photos: [
      { scene: 'bedroom', caption: 'The room' },
      { scene: 'bathroom', caption: 'Shared bathroom' },
    ],
  },
  {
    address: KIPS_BAY,
    neighborhood: '2A',
    price: 4800,
    bedrooms: 2,
    bathrooms: 1.5,
    size: 'No Roomies',
    description:
      'Two-bedroom with a home office nook and a powder room, in a quiet rear-facing line.\n\nNew stainless steel appliances, hardwood floors and good closet space. Bike storage and a shared garden.\n\nApplication pending review; ask to be notified if it becomes available.',
    amenities: ['Dishwasher', 'Hardwood Floors', 'Stainless Steel Appliances', 'Storage'],
    status: 'pending',
    is_sublet: false,
    ageDays: 9,
    palette: 'sage',
    photos: [
      { scene: 'living', caption: 'Living room' },
      { scene: 'bedroom', caption: 'Second bedroom' },
    ],
  },
  {
    address: MIDTOWN,
    neighborhood: '15E',
    price: 4950,
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Elegant one-bedroom a block from Carnegie Hall and Central Park South.\n\nHigh ceilings, a windowed kitchen with a dishwasher, and a sunny living room facing 57th Street. Full-time doorman, fitness center and parking garage in the building.\n\nOne-year lease, available on the 1st.',
    amenities: ['Air Conditioning', 'Dishwasher', 'Elevator', 'Fitness Center', 'Parking', 'Wheelchair Access'],
    status: 'active',
    is_sublet: false,
    ageDays: 5,
    availableInDays: 40,
    palette: 'ocean',
    photos: [
      { scene: 'living', caption: 'Living room on 57th Street' },
      { scene: 'kitchen', caption: 'Windowed kitchen' },
      { scene: 'bathroom', caption: 'Marble bathroom' },
      { scene: 'skyline', caption: 'Midtown at dusk' },
    ],
  },
  {
    address: MIDTOWN,
    neighborhood: 'PH-B',
    price: 8900,
    bedrooms: 3,
    bathrooms: 2.5,
    size: 'No Roomies',
    description:
      'Penthouse three-bedroom with a wraparound terrace and views from the Hudson to Central Park.\n\nChef’s kitchen, in-unit laundry, a walk-in closet in the primary suite and a second terrace off the living room.\n\nPets considered. Parking available in the building.',
    amenities: [
      'Air Conditioning',
      'Balcony',
      'Dishwasher',
      'Elevator',
      'In-Unit Laundry',
      'Parking',
      'Pets Allowed',
      'Walk-in Closet',
    ],
    status: 'active',
    is_sublet: false,
    ageDays: 12,
    palette: 'charcoal',
    photos: [
      { scene: 'skyline', caption: 'Terrace view' },
      { scene: 'living', caption: 'Living room' },
      { scene: 'kitchen', caption: 'Chef’s kitchen' },
      { scene: 'bedroom', caption: 'Primary suite' },
    ],
  },
  {
    address: MIDTOWN,
    neighborhood: '7C',
    price: 3400,
    bedrooms: 0,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Studio with a Juliet balcony and a separate kitchen, in a doorman building near Columbus Circle.\n\nOff the market while the owner decides on a renewal.',
    amenities: ['Balcony', 'Elevator', 'Hardwood Floors'],
    status: 'inactive',
    is_sublet: false,
    ageDays: 30,
    palette: 'blush',
    photos: [
      { scene: 'living', caption: 'Studio' },
      { scene: 'facade', caption: 'Building entrance' },
    ],
  },
  {
    address: UWS,
    neighborhood: '9A',
    price: 5200,
    bedrooms: 2,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Classic prewar two-bedroom on the Upper West Side, between Riverside Park and the 1/2/3 at 72nd Street.\n\nOriginal details, beamed ceilings, a dining area and a renovated kitchen with a dishwasher. Both bedrooms fit queen beds.\n\nElevator, laundry room and storage units in the building.',
    amenities: ['Dishwasher', 'Elevator', 'Hardwood Floors', 'Storage', 'Pets Allowed'],
    status: 'active',
    is_sublet: false,
    ageDays: 7,
    availableInDays: 12,
    palette: 'warm',
    photos: [
      { scene: 'living', caption: 'Prewar living room' },
      { scene: 'bedroom', caption: 'Bedroom' },
      { scene: 'facade', caption: 'West 72nd Street' },
    ],
  },
  {
    address: UWS,
    neighborhood: '3D',
    price: 3300,
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Summer sublet: the whole one-bedroom, fully furnished, from mid-June to the end of August.\n\nA short walk to Central Park, Lincoln Center and Trader Joe’s. Air conditioning in both rooms and fast WiFi for working from home.\n\nFlexible move-in dates.',
    amenities: ['Air Conditioning', 'Furnished', 'WiFi', 'Hardwood Floors'],
    status: 'active',
    is_sublet: true,
    ageDays: 8,
    palette: 'sage',
    photos: [
      { scene: 'bedroom', caption: 'Bedroom' },
      { scene: 'kitchen', caption: 'Kitchen' },
      { scene: 'living', caption: 'Living room' },
    ],
  },
  {
    address: VILLAGE,
    neighborhood: '5R',
    price: 3250,
    bedrooms: 0,
    bathrooms: 1,
    size: 'No Roomies',
    description:
      'Sunny rear studio on one of the prettiest blocks in the West Village.\n\nDecorative fireplace, a sleeping loft and a tree-lined view. Walk-up building, fourth floor.\n\nPending landlord approval.',
    amenities: ['Hardwood Floors', 'Storage'],
    status: 'pending',
    is_sublet: false,
    ageDays: 10,
    palette: 'blush',
    photos: [
      { scene: 'living', caption: 'Studio' },
      { scene: 'facade', caption: 'Bedford Street' },
    ],
  },
];

/** Sublet-renting tips for the blog page (docs/product.md §2 /blog). */
export const DEMO_TIPS: Array<{ title: string; content: string }> = [
  {
    title: 'Get the landlord’s written consent first',
    content:
      'In New York, tenants in buildings with four or more units generally have the right to sublet, but only with the landlord’s written consent. Ask the tenant for a copy of the approval before you pay anything, and make sure the dates on it match your stay.',
  },
  {
    title: 'Read the original lease',
    content:
      'Your sublease cannot give you more than the tenant has. Ask to see the original lease so you know the rules of the building (pets, guests, noise, move-in hours) and when the tenant’s own lease ends.',
  },
  {
    title: 'Put everything in a sublease agreement',
    content:
      'Write down the rent, the deposit, the exact dates, what furniture stays, who pays utilities and internet, and how the deposit comes back. A one-page agreement signed by both sides prevents most summer disputes.',
  },
  {
    title: 'Never wire money before you have seen the place',
    content:
      'Scams spike every May. See the apartment in person or on a live video call, meet the tenant, check their ID against the lease, and pay by a traceable method. A deal that looks too good for Manhattan usually is.',
  },
  {
    title: 'Document the condition on move-in day',
    content:
      'Take dated photos and a short video of every room, including appliances and furniture, and send them to the tenant the day you move in. It is the simplest way to get your full deposit back at the end of the summer.',
  },
  {
    title: 'Plan the move-out date early',
    content:
      'Summer sublets usually end on August 31, when half the city is moving. Book movers or a van weeks ahead, agree on the key hand-over time, and ask whether the building needs a certificate of insurance for the elevator.',
  },
];
