import { describe, expect, it } from 'vitest';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { listingJsonLd, squareFeetOf } from './structured-data.server.ts';

const listing: ListingDto = {
  id: 7,
  price: 3450,
  address: '145 East 29th Street, New York, NY 10016',
  neighborhood: '4B',
  bedrooms: 2,
  bathrooms: 1.5,
  size: 'No Roomies',
  description: 'Corner two-bedroom, 850 sq ft, with a dishwasher.',
  amenities: ['Dishwasher', 'Pets Allowed'],
  fees: [],
  images: [
    {
      id: 1,
      url: '/uploads/photos/ab/ab-1600.webp',
      caption: 'Living room',
      width: 1600,
      height: 1067,
      widths: [1600],
      srcset: '',
      previewUrl: null,
      portalUrl: null,
    },
  ],
  status: 'active',
  is_sublet: false,
  syndicate: true,
  available_from: null,
  kind: 'apartment',
  household: null,
  created_at: '2026-11-01T14:00:00.000Z',
  updated_at: '2026-11-02T14:00:00.000Z',
};

describe('a listing as schema.org data', () => {
  it('reads square feet from the size or the description, when stated', () => {
    expect(squareFeetOf({ size: '750 sq ft', description: '' })).toBe(750);
    expect(squareFeetOf({ size: 'No Roomies', description: 'About 1,100 square feet of space.' })).toBe(1100);
    expect(squareFeetOf({ size: '1 Roomie', description: 'Bright and quiet, 3 closets.' })).toBeUndefined();
  });

  it('has bedrooms, bathrooms, floor size and pets where known, the date posted and the photos', () => {
    const ld = listingJsonLd(listing, 'https://rentals.example.com');
    expect(ld).toMatchObject({
      datePosted: listing.created_at,
      image: ['https://rentals.example.com/uploads/photos/ab/ab-1600.webp'],
      about: {
        numberOfBedrooms: 2,
        numberOfBathroomsTotal: 1.5,
        floorSize: { '@type': 'QuantitativeValue', value: 850, unitCode: 'FTK' },
        petsAllowed: true,
      },
    });
    const unknown = listingJsonLd({ ...listing, description: 'Sunny.', amenities: [] }, 'https://rentals.example.com');
    expect(unknown.about).not.toHaveProperty('floorSize');
    expect(unknown.about).not.toHaveProperty('petsAllowed');
    // The move-in date, when there is one.
    expect(listingJsonLd(listing, 'https://rentals.example.com').offers).not.toHaveProperty('availabilityStarts');
    const dated = listingJsonLd({ ...listing, available_from: '2026-12-01' }, 'https://rentals.example.com');
    expect(dated.offers).toMatchObject({ availabilityStarts: '2026-12-01' });
  });
});
