import { describe, expect, it } from 'vitest';
import { addressParts, apartmentNumber, missingFor, portalWarnings } from './syndication.ts';

describe('what the portals need from a listing', () => {
  it('reads street, city, state and ZIP from an address, New York by default', () => {
    expect(addressParts('50 West 34th Street, New York, NY 10001')).toEqual({
      street: '50 West 34th Street',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    });
    expect(addressParts('88 Bedford Street')).toEqual({ street: '88 Bedford Street', city: 'New York', state: 'NY' });
    expect(addressParts('10 Court Street, Brooklyn, NY 11201-1234').zip).toBe('11201');
    // A street number is no ZIP code.
    expect(addressParts('10001 Broadway, New York, NY').zip).toBeUndefined();
  });

  it('takes no apartment number from N/A, a dash or nothing', () => {
    for (const none of ['', '  ', 'N/A', 'n/a', 'NA', '-', '—', 'none']) expect(apartmentNumber(none), none).toBe('');
    expect(apartmentNumber(' 23F ')).toBe('23F');
    expect(apartmentNumber('PH-A')).toBe('PH-A');
  });

  it('names what each portal needs, once for both when both need it', () => {
    const complete = { address: '145 East 29th Street, New York, NY 10016', neighborhood: '4B', photoCount: 1 };
    expect(portalWarnings(complete)).toEqual([]);
    expect(portalWarnings({ ...complete, neighborhood: 'N/A' })).toEqual(['StreetEasy needs the apartment number']);
    expect(portalWarnings({ address: '88 Bedford Street', neighborhood: '', photoCount: 0 })).toEqual([
      'StreetEasy needs the apartment number',
      'StreetEasy and Zillow need the ZIP code in the address',
      'StreetEasy and Zillow need a photo',
    ]);
    expect(missingFor({ ...complete, neighborhood: '' }, 'streeteasy')).toBe(true);
    expect(missingFor({ ...complete, neighborhood: '' }, 'zillow')).toBe(false);
  });
});
