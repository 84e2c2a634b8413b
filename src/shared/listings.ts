export const LISTING_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** New York's cap on a rental application fee (Real Property Law § 238-a), in dollars. */
export const APPLICATION_FEE_CAP = 20;
