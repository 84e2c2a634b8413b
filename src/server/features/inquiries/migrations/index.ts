// The inquiries feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { inquiryIndexesMigration } from './005-inquiry-indexes.ts';
import { inquirySourceFollowUpMigration } from './012b-inquiry-source-follow-up.ts';
import { followUpDigestsMigration } from './021-follow-up-digests.ts';
import { inquiryEventsMigration } from './028-inquiry-events.ts';

/** The migrations of this feature's tables, by name. */
export function inquiriesMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '005-inquiry-indexes': inquiryIndexesMigration(),
    '012b-inquiry-source-follow-up': inquirySourceFollowUpMigration(),
    '021-follow-up-digests': followUpDigestsMigration(),
    '028-inquiry-events': inquiryEventsMigration(dialect),
  };
}
