import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { streetOf, withApartment } from '../../../shared/listing-format.ts';

/** docs/product.md §3: the listing's address, else 'Property Inquiry' for a property inquiry with a listing id, else 'General Inquiry'. */
function displayProperty(inquiry: Pick<InquiryDto, 'listing_address' | 'listing_id' | 'inquiry_type'>): string {
  if (inquiry.listing_address) return inquiry.listing_address;
  if (inquiry.listing_id != null && inquiry.inquiry_type === 'property') return T.propertyInquiry;
  return T.generalInquiry;
}

/** The listing as staff name it: the address with its apartment ('50 West 34th Street, Apt 31A'), else as displayProperty. */
export function propertyName(
  inquiry: Pick<InquiryDto, 'listing_address' | 'listing_apartment' | 'listing_id' | 'inquiry_type'>,
): string {
  const address = displayProperty(inquiry);
  return inquiry.listing_address ? withApartment(address, inquiry.listing_apartment) : address;
}

/** The listing where space is short (a subject line, a table cell): its street and apartment, without city and ZIP. */
export function shortPropertyName(
  inquiry: Pick<InquiryDto, 'listing_address' | 'listing_apartment' | 'listing_id' | 'inquiry_type'>,
): string {
  return inquiry.listing_address
    ? withApartment(streetOf(inquiry.listing_address), inquiry.listing_apartment)
    : displayProperty(inquiry);
}

/**
 * The reply's default subject: 'Re: Inquiry about {property}' with the apartment's address; 'Re: Your inquiry'
 * when there is none ('General Inquiry' and 'Property Inquiry' are the list's words, not a subject's).
 */
export function replySubject(
  inquiry: Pick<InquiryDto, 'listing_address' | 'listing_apartment' | 'listing_id' | 'inquiry_type'>,
): string {
  return inquiry.listing_address ? T.defaultSubject(shortPropertyName(inquiry)) : T.generalSubject;
}

/** The conversation's times: the back-office's one date style with the hour (kit/date-time.ts). */
export { dateTime } from '../kit/date-time.ts';
