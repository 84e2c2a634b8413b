import type { InquiryDto } from '../../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../../shared/texts/admin-inquiries.ts';

/** SPEC §3: the listing's address, else 'Property Inquiry' for a property inquiry with a listing id, else 'General Inquiry'. */
export function displayProperty(inquiry: Pick<InquiryDto, 'listing_address' | 'listing_id' | 'inquiry_type'>): string {
  if (inquiry.listing_address) return inquiry.listing_address;
  if (inquiry.listing_id != null && inquiry.inquiry_type === 'property') return T.propertyInquiry;
  return T.generalInquiry;
}

const stamp = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Mar 7, 2025, 3:15 PM' in the browser's time zone, for reply times; 'Unknown' when unreadable. */
export function dateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? stamp.format(date) : T.unknownDate;
}
