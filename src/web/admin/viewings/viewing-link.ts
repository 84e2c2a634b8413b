/**
 * The Viewings page with one viewing marked (an inquiry links to its viewing this way): among the past
 * ones once it has begun, else among the coming ones.
 */
export const viewingHref = (id: number, start: string) =>
  `/admin/viewings?${Date.parse(start) <= Date.now() ? 'past=1&' : ''}show=${id}`;

/** The inquiry a viewing was booked with, opened on Customer Inquiries. */
export const inquiryHref = (inquiryId: number) => `/admin/inquiries?view=${inquiryId}`;
