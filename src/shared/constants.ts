/** Business constants and limits of docs/product.md §9. */
export const PUBLIC_PAGE_SIZE = 6;
export const DESCRIPTION_PREVIEW_LENGTH = 150;
export const AMENITIES_COLLAPSED = 3;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_NARROW = 5;
export const DASHBOARD_RECENT = 4;
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const TOAST_MS = 5000;
export const MIN_PASSWORD_LENGTH = 6;
export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 993 } as const;
export const FALLBACK_BUILDING = {
  name: 'Herald Towers',
  address: '50 West 34th Street, New York, NY 10001',
  slug: 'herald-towers',
} as const;
export const MAX_LIST_LIMIT = 100;
/** The name of the hidden field of the public forms that bots fill and people never see (decision 015). */
export const HONEYPOT_FIELD = 'website';
/** Highest monthly rent a listing (and a price filter) takes, in dollars. */
export const MAX_PRICE = 1_000_000_000;
/** Longest size text ('No Roomies') a listing (and a size filter) takes. */
export const MAX_SIZE_LENGTH = 100;
