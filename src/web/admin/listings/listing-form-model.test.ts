import { describe, expect, it } from 'vitest';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import {
  emptyListingForm,
  firstInvalidField,
  listingFormFromDto,
  sameValues,
  toListingFormData,
  validateListingForm,
  type ListingFormValues,
} from './listing-form-model.ts';

const valid: ListingFormValues = {
  ...emptyListingForm(),
  address: '350 West 42nd Street',
  neighborhood: '12B',
  price: '3250.50',
  bedrooms: '2',
  bathrooms: '1.5',
  size: 'No Roomies',
  description: 'Bright corner unit.',
  amenities: ['Elevator', 'Dishwasher'],
  is_sublet: true,
};

describe('listing form model', () => {
  it('starts empty with status active', () => {
    const form = emptyListingForm();
    expect(form.status).toBe('active');
    expect(form.address).toBe('');
    expect(form.amenities).toEqual([]);
  });

  it('reports every required field in the spec words, in form order', () => {
    const errors = validateListingForm(emptyListingForm());
    expect(errors).toEqual({
      address: 'Address is required',
      neighborhood: 'Apartment No. is required',
      price: 'Price is required',
      bedrooms: 'Number of bedrooms is required',
      bathrooms: 'Number of bathrooms is required',
      size: 'Size is required',
      description: 'Description is required',
    });
    expect(firstInvalidField(errors)).toBe('address');
    expect(validateListingForm({ ...emptyListingForm(), address: '   ' }).address).toBe('Address is required');
  });

  it('checks the numbers', () => {
    const errors = validateListingForm({ ...valid, price: '0', bedrooms: '-1', bathrooms: '-0.5' });
    expect(errors).toEqual({
      price: 'Price must be a positive number',
      bedrooms: 'Bedrooms must be a non-negative number',
      bathrooms: 'Bathrooms must be a non-negative number',
    });
    expect(firstInvalidField(errors)).toBe('price');
    expect(validateListingForm({ ...valid, price: '-5' }).price).toBe('Price must be a positive number');
    expect(validateListingForm({ ...valid, price: 'abc' }).price).toBe('Price must be a positive number');
  });

  it('accepts a complete listing', () => {
    expect(validateListingForm(valid)).toEqual({});
    expect(validateListingForm({ ...valid, bedrooms: '0', bathrooms: '0' })).toEqual({});
  });

  it('compares values, ignoring amenity order', () => {
    expect(sameValues(valid, { ...valid, amenities: ['Dishwasher', 'Elevator'] })).toBe(true);
    expect(sameValues(valid, { ...valid, price: '3250' })).toBe(false);
    expect(sameValues(valid, { ...valid, is_sublet: false })).toBe(false);
    expect(sameValues(valid, { ...valid, status: 'pending' })).toBe(false);
    expect(sameValues(valid, { ...valid, amenities: ['Elevator'] })).toBe(false);
  });

  it('reads a listing into the form', () => {
    const dto: ListingDto = {
      id: 7,
      price: 2800,
      address: '1 Main St',
      neighborhood: '4A',
      bedrooms: 0,
      bathrooms: 1.5,
      size: '1 Roomie',
      description: 'Cosy',
      amenities: ['WiFi'],
      fees: [],
      images: [],
      status: 'pending',
      is_sublet: false,
      syndicate: true,
      available_from: null,
      kind: 'apartment',
      household: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    expect(listingFormFromDto(dto)).toEqual({
      address: '1 Main St',
      neighborhood: '4A',
      price: '2800',
      bedrooms: '0',
      bathrooms: '1.5',
      size: '1 Roomie',
      description: 'Cosy',
      is_sublet: false,
      amenities: ['WiFi'],
      status: 'pending',
      fees: [],
      syndicate: true,
      available_from: '',
      kind: 'apartment',
      flatmates: '',
      household: emptyListingForm().household,
    });
  });

  it('a room: its flatmates are required and whole, its apartment not a studio; the body carries kind and household', () => {
    const room: ListingFormValues = { ...valid, kind: 'room', bedrooms: '3' };
    expect(validateListingForm(room)).toEqual({ flatmates: 'Flatmates is required for a room' });
    expect(validateListingForm({ ...room, flatmates: '1.5' })).toEqual({
      flatmates: 'Flatmates must be a whole number from 0 to 12',
    });
    expect(validateListingForm({ ...room, flatmates: '2', bedrooms: '0' })).toEqual({
      bedrooms: 'A room is in an apartment of at least 1 bedroom',
    });
    const ready = { ...room, flatmates: '2', household: { ...room.household, privateBath: true, pets: true } };
    expect(validateListingForm(ready)).toEqual({});
    expect(sameValues(ready, { ...ready, household: { ...ready.household, pets: false } })).toBe(false);
    const data = toListingFormData(ready, [], null);
    expect(data.get('kind')).toBe('room');
    expect(JSON.parse(data.get('household') as string)).toEqual({
      flatmates: 2,
      privateBath: true,
      furnished: false,
      utilitiesIncluded: false,
      smoking: false,
      pets: true,
      quietHours: false,
      workFromHome: false,
      hostLivesIn: false,
      hostShares: false,
    });
    // Back to a whole apartment: no household is sent, whatever the boxes held.
    const whole = toListingFormData({ ...ready, kind: 'apartment' }, [], null);
    expect([whole.get('kind'), whole.get('household')]).toEqual(['apartment', '']);
    expect(validateListingForm({ ...ready, kind: 'apartment', flatmates: '' })).toEqual({});
  });

  it('builds the multipart body: decimals, whole bedrooms, JSON amenities, image_{n}, removedImages', () => {
    const photos = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];
    const data = toListingFormData({ ...valid, price: ' 3250.50 ', bedrooms: '2' }, photos, [4, 9]);
    expect(data.get('address')).toBe('350 West 42nd Street');
    expect(data.get('neighborhood')).toBe('12B');
    expect(data.get('price')).toBe('3250.5');
    expect(data.get('bedrooms')).toBe('2');
    expect(data.get('bathrooms')).toBe('1.5');
    expect(data.get('size')).toBe('No Roomies');
    expect(data.get('status')).toBe('active');
    expect(data.get('amenities')).toBe('["Elevator","Dishwasher"]');
    expect(data.get('is_sublet')).toBe('true');
    expect((data.get('image_0') as File).name).toBe('a.jpg');
    expect((data.get('image_1') as File).name).toBe('b.png');
    expect(data.get('removedImages')).toBe('[4,9]');
    expect(toListingFormData(valid, [], null).has('removedImages')).toBe(false);
  });
});
