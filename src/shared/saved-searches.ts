/** How often a saved search's alerts come: as listings are published (batched by the minute), or once a day at 8 am New York time. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** A saved search as the back-office shows it among a subscriber's details. */
export interface SubscriberSearchDto {
  id: number;
  /** The search in words: 'Sublets · 2 bedrooms · up to $3,500'. */
  description: string;
  frequency: AlertFrequency;
  status: 'active' | 'stopped';
}
