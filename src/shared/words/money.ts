/**
 * Money as the product writes it (docs/decisions/102): US dollars, the same in every language ('$2,500', what
 * New York's Spanish and Chinese listings write), on pages, e-mails, PDFs and the back-office alike.
 */

/**
 * '$20', '$4,800', '$6,184.80', '-$35.50': cents only when the amount has any, rounded to the cent.
 * Written out rather than with Intl.NumberFormat: a browser loads its number-formatting data on
 * first use, 20 to 80 ms of main-thread work on a phone while the page hydrates (decision 028).
 */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/** Integer cents as formatDollars writes them: 618480 → '$6,184.80'. */
export const formatCents = (cents: number) => formatDollars(cents / 100);

/**
 * Dollars as a figure a spreadsheet or a number field reads, to the cent and without a sign or separators:
 * '3450.00', '6184.80' (a CSV export's cells, the commission a percentage fills in).
 */
export const decimalDollars = (amount: number) => amount.toFixed(2);

/** A monthly rent with the language's word for a month: '$3,450/mo' ('$3,450/月'). */
export const rentIn = (words: { perMonth: string }, price: number) => `${formatDollars(price)}${words.perMonth}`;
