import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './client.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { dataVersionsMigration } from './migrations/002-data-versions.ts';
import { tipsVersionMigration } from './migrations/003-tips-version.ts';
import { mailOutboxMigration } from './migrations/004-mail-outbox.ts';
import { inquiryIndexesMigration } from './migrations/005-inquiry-indexes.ts';
import { siteSettingsMigration } from './migrations/006-site-settings.ts';
import { photoPreviewsMigration } from './migrations/007-photo-previews.ts';
import { newsletterDigestsMigration } from './migrations/008-newsletter-digests.ts';
import { mailRecipientCountsMigration } from './migrations/009-mail-recipient-counts.ts';
import { sessionsMigration } from './migrations/010-sessions.ts';
import { pageViewsMigration } from './migrations/015-page-views.ts';
import { listingWordingMigration } from './migrations/016-listing-wording.ts';
import { inboundMailMigration } from './migrations/012-inbound-mail.ts';
import { inquirySourceFollowUpMigration } from './migrations/012b-inquiry-source-follow-up.ts';
import { viewingsMigration } from './migrations/011-viewings.ts';
import { listingFeedsMigration } from './migrations/013-listing-feeds.ts';
import { listingSaveKeyMigration } from './migrations/017-listing-save-key.ts';
import { listingSearchIndexesMigration } from './migrations/014-listing-search-indexes.ts';
import { listingAvailableFromMigration } from './migrations/020-listing-available-from.ts';
import { followUpDigestsMigration } from './migrations/021-follow-up-digests.ts';
import { visitorIdsMigration } from './migrations/022-visitor-ids.ts';
import { viewingBookingLimitsMigration } from './migrations/025-viewing-booking-limits.ts';
import { passwordResetsMigration } from './migrations/023-password-resets.ts';
import { textSearchIndexesMigration } from './migrations/018-text-search-indexes.ts';
import { savedSearchesMigration } from './migrations/019-saved-searches.ts';
import { rentalApplicationsMigration } from './migrations/024-rental-applications.ts';
import { applicationDocumentsMigration } from './migrations/026-application-documents.ts';
import { applicationStaffMigration } from './migrations/027-application-staff.ts';
import { inquiryEventsMigration } from './migrations/028-inquiry-events.ts';
import { applicationPackagesMigration } from './migrations/029-application-packages.ts';
import { listingRoomsMigration } from './migrations/031-listing-rooms.ts';
import { dealsMigration } from './migrations/030-deals.ts';
import { mailAttachmentsMigration } from './migrations/030b-mail-attachments.ts';
import { roommateSeekersMigration } from './migrations/032-roommate-seekers.ts';
import { personLanguageMigration } from './migrations/033-person-language.ts';
import { dealsOutsideApartmentsMigration } from './migrations/050-deals-outside-apartments.ts';
import { roommateAlertsPausedMigration } from './migrations/072-roommate-alerts-paused.ts';
import { disclosureDigestMigration } from './migrations/045-disclosure-digest.ts';
import { agencyFairChanceMigration } from './migrations/055-agency-fair-chance.ts';
import { sealedMailBodiesMigration } from './migrations/040-sealed-mail-bodies.ts';
import { viewingLinkHashesMigration } from './migrations/041-viewing-link-hashes.ts';
import { leasesMigration } from './migrations/060-leases.ts';
import { leaseRecordsPurgeMigration } from './migrations/062-lease-records-purge.ts';
import { screeningReportDateMigration } from './migrations/063-screening-report-date.ts';

/** Migrations in order; each is a function of the dialect so column types fit both databases. */
function migrationsFor(dialect: DbHandle['dialect']): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-data-versions': dataVersionsMigration(),
    '003-tips-version': tipsVersionMigration(),
    '004-mail-outbox': mailOutboxMigration(),
    '005-inquiry-indexes': inquiryIndexesMigration(),
    '006-site-settings': siteSettingsMigration(),
    '007-photo-previews': photoPreviewsMigration(),
    '008-newsletter-digests': newsletterDigestsMigration(dialect),
    '009-mail-recipient-counts': mailRecipientCountsMigration(),
    '010-sessions': sessionsMigration(),
    '015-page-views': pageViewsMigration(),
    '016-listing-wording': listingWordingMigration(),
    '012-inbound-mail': inboundMailMigration(dialect),
    '012b-inquiry-source-follow-up': inquirySourceFollowUpMigration(),
    '011-viewings': viewingsMigration(dialect),
    '013-listing-feeds': listingFeedsMigration(),
    '017-listing-save-key': listingSaveKeyMigration(),
    '014-listing-search-indexes': listingSearchIndexesMigration(),
    '020-listing-available-from': listingAvailableFromMigration(),
    '021-follow-up-digests': followUpDigestsMigration(),
    '018-text-search-indexes': textSearchIndexesMigration(dialect),
    '019-saved-searches': savedSearchesMigration(dialect),
    '022-visitor-ids': visitorIdsMigration(dialect),
    '025-viewing-booking-limits': viewingBookingLimitsMigration(),
    '024-rental-applications': rentalApplicationsMigration(dialect),
    '026-application-documents': applicationDocumentsMigration(dialect),
    '027-application-staff': applicationStaffMigration(dialect),
    '023-password-resets': passwordResetsMigration(),
    '028-inquiry-events': inquiryEventsMigration(dialect),
    '029-application-packages': applicationPackagesMigration(dialect),
    '031-listing-rooms': listingRoomsMigration(),
    '030-deals': dealsMigration(dialect),
    '030b-mail-attachments': mailAttachmentsMigration(),
    '032-roommate-seekers': roommateSeekersMigration(dialect),
    '033-person-language': personLanguageMigration(),
    '050-deals-outside-apartments': dealsOutsideApartmentsMigration(),
    '072-roommate-alerts-paused': roommateAlertsPausedMigration(),
    '045-disclosure-digest': disclosureDigestMigration(),
    '055-agency-fair-chance': agencyFairChanceMigration(dialect),
    '040-sealed-mail-bodies': sealedMailBodiesMigration(),
    '041-viewing-link-hashes': viewingLinkHashesMigration(),
    '060-leases': leasesMigration(dialect),
    '062-lease-records-purge': leaseRecordsPurgeMigration(dialect),
    '063-screening-report-date': screeningReportDateMigration(),
  };
}

/** Applies every pending migration; throws if one fails. */
export async function migrateToLatest({ db, dialect }: DbHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Numbers are assigned to parallel work up front, so a database may have applied a later number
  // before an earlier one landed: apply the missing ones rather than refuse to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? error}`);
  }
}
