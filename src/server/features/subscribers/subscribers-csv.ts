import { csvFile } from '../../platform/csv-file.ts';
import type { SubscriberDto } from '../../../shared/subscribers.schema.ts';
import { NEWSLETTER_ADMIN_TEXT as T } from '../../../shared/texts/newsletter.ts';

/** Subscribers as a CSV file: Email, Name, Status, Subscribed Date, Saved Searches. */
export function subscribersCsv(subscribers: SubscriberDto[]): string {
  return csvFile(
    [...T.csvColumns],
    subscribers.map((s) => [
      s.email,
      s.name ?? '',
      T.statusLabel(s.status),
      s.subscribedAt.slice(0, 10),
      s.savedSearches.map((search) => T.csvSearch(search.description, search.frequency, search.status === 'stopped')).join('; '),
    ]),
  );
}
