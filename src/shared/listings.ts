export const LISTING_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** New York's cap on a rental application fee (Real Property Law § 238-a), in dollars. */
export const APPLICATION_FEE_CAP = 20;

/** An application fee by its name ('Application fee', 'application', 'Rental application fee'). */
export const isApplicationFee = (name: string) => /application/i.test(name);
