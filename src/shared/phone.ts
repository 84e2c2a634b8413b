/** A phone number as typed → the international number of a `tel:` link (ten digits are North American: +1). */
export function phoneNumberForLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** A `tel:` link to a phone number as typed. */
export const telLink = (phone: string) => `tel:${phoneNumberForLink(phone)}`;
