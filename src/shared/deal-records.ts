import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { ADMIN_DEALS_TEXT as T } from './texts/admin-deals.ts';

/**
 * How long a closed deal's records are kept before the purge job deletes them (docs/decisions/080,
 * 095): New York asks a brokerage to keep each transaction's records at least three years
 * (19 NYCRR 175.23), so the setting is never below 3.
 */
export const MIN_RECORD_YEARS = 3;
export const MAX_RECORD_YEARS = 30;

export interface DealRecordsSettings {
  /** A deal paid, fell through or archived this many years ago is deleted with its records. */
  retentionYears: number;
}

export const DEFAULT_DEAL_RECORDS_SETTINGS: DealRecordsSettings = { retentionYears: MIN_RECORD_YEARS };

/** PUT /api/admin/deals/records-settings (administrators). */
export const DealRecordsSettingsSchema = z.strictObject(
  {
    retentionYears: z
      .preprocess(
        (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : value),
        z
          .number({ error: T.recordsYearsInvalid })
          .int(T.recordsYearsInvalid)
          .min(MIN_RECORD_YEARS, T.recordsYearsInvalid)
          .max(MAX_RECORD_YEARS, T.recordsYearsInvalid),
      )
      .meta({ type: 'integer', minimum: MIN_RECORD_YEARS, maximum: MAX_RECORD_YEARS }),
  },
  { error: T.recordsYearsInvalid },
);

export const DealRecordsSettingsAnswerSchema = Envelope.extend({
  settings: z.object({ retentionYears: z.number().int() }),
});
