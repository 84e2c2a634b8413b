/**
 * The parts of listing-format.ts without words (no texts module): what every public page's JavaScript needs of them,
 * apart from the English texts (docs/decisions/069). listing-format.ts re-exports them.
 */

/**
 * US dollars as the site shows them: '$20', '$3,450', '$150.50' (cents only when there are any).
 * Written out rather than with Intl.NumberFormat: a browser loads its number-formatting data on
 * first use, 20 to 80 ms of main-thread work on a phone while the page hydrates (decision 028).
 */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/** The street part of an address: '50 West 34th Street, New York, NY' → '50 West 34th Street'. */
export const streetOf = (address: string) => address.split(',')[0].trim();

/** The rest of an address after the street: 'New York, NY 10001' (or '' when there is none). */
export const localityOf = (address: string) => address.split(',').slice(1).join(',').trim();

export const propertyPath = (id: number) => `/property/${id}`;
