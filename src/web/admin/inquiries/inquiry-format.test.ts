import { describe, expect, it } from 'vitest';
import { replySubject } from './inquiry-format.ts';

const inquiry = { listing_address: null, listing_apartment: null, listing_id: null, inquiry_type: 'other' } as const;

describe('replySubject', () => {
  it('names the apartment an inquiry is about', () => {
    expect(
      replySubject({
        ...inquiry,
        listing_address: '50 West 34th Street, New York, NY 10001',
        listing_apartment: '31A',
        listing_id: 3,
        inquiry_type: 'property',
      }),
    ).toBe('Re: Inquiry about 50 West 34th Street, Apt 31A');
  });

  it('says "Re: Your inquiry" for an inquiry about no apartment, never "Inquiry about General Inquiry"', () => {
    expect(replySubject(inquiry)).toBe('Re: Your inquiry');
    expect(replySubject({ ...inquiry, inquiry_type: 'general' as never })).toBe('Re: Your inquiry');
    // A listing since deleted: no 'Re: Inquiry about Property Inquiry' either.
    expect(replySubject({ ...inquiry, listing_id: 3, inquiry_type: 'property' })).toBe('Re: Your inquiry');
  });
});
