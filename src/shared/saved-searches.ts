/** How often a saved search's alerts come: as listings are published (batched by the minute), or once a day at 8 am New York time. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** An address holds at most this many active saved searches. */
export const MAX_ALERTS_PER_ADDRESS = 10;
