/**
 * An address with its apartment, when it has one (docs/decisions/102): '145 East 29th Street, Apt 4B', in the
 * language of `words` (PUBLIC_TEXT: 'Apto. 4B', '4B室'). The apartment word is added only when the agent's
 * text has no prefix of its own ('Apt 4C', 'Apartment 12', 'Unit 2', '#5' stay as typed).
 * Written short: the listing cards of the home page carry it (its JavaScript budget, decision 028).
 */
export const withApartmentIn = (words: { apartment: (unit: string) => string }, address: string, unit?: string | null) =>
  // eslint-disable-next-line no-cond-assign -- the trimmed unit, without a variable: fewer bytes in the home page's JavaScript
  (unit = unit?.trim()) ? `${address}, ${/^(ap(artmen)?t|unit)\b|^#/i.test(unit) ? unit : words.apartment(unit)}` : address;
