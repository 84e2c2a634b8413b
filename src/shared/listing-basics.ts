/**
 * The parts of listing-format.ts without words (no texts module): what every public page's JavaScript needs of them,
 * apart from the English texts (docs/decisions/069). listing-format.ts re-exports them; money and the apartment's
 * words are src/shared/words' (docs/decisions/102).
 */

/** The street part of an address: '50 West 34th Street, New York, NY' → '50 West 34th Street'. */
export const streetOf = (address: string) => address.split(',')[0].trim();

/** The rest of an address after the street: 'New York, NY 10001' (or '' when there is none). */
export const localityOf = (address: string) => address.split(',').slice(1).join(',').trim();

export const propertyPath = (id: number) => `/property/${id}`;
