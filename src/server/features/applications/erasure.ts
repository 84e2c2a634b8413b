import type { Transaction } from 'kysely';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../../shared/texts/admin-applications.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { MailKind } from '../../platform/mail/types.ts';
import { linkFreeName } from '../../platform/mail/visitor-name.ts';

/**
 * What dies with an application (docs/decisions/094-what-dies-when.md): its package links, for good,
 * when it is withdrawn; everything that names a person when they ask for their data to be deleted, or
 * when an application never sent is purged.
 */

type Trx = Transaction<Database>;

/**
 * The thread of every e-mail an application causes (to its people, the staff and the landlord): a
 * deletion finds them by it, and a person's mail app shows them as one conversation.
 */
export const applicationThread = (applicationId: number) => `application:${applicationId}`;

/** The kinds of e-mail sent to the people of an application (for rows queued before they had its thread). */
const PERSON_MAIL_KINDS: MailKind[] = [
  'application-link',
  'application-invite',
  'application-request',
  'application-receipt',
  'application-decision',
  'application-conditional-offer',
];

/**
 * Revokes every package link of the application that is not revoked yet (withdrawal): a revoked link
 * answers 404 whatever the application's status becomes later.
 */
export async function revokePackages(executor: Db | Trx, applicationId: number, at: string): Promise<void> {
  await executor
    .updateTable('application_packages')
    // A dead link's sealed token goes with it (decision 098).
    .set({ revoked_at: at, token_sealed: null })
    .where('application_id', '=', applicationId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Deletes a whole application in `trx`: its documents' rows, people, package links, access log, the
 * outbox rows of its e-mails (to its people, the staff's alerts naming the applicant, the landlord's
 * package e-mails) and the application itself. Answers the storage keys of the documents' ciphertext,
 * for the caller to remove once the transaction has committed.
 */
export async function eraseApplication(trx: Trx, mail: MailService, applicationId: number): Promise<string[]> {
  const application = await trx
    .selectFrom('applications')
    .select(['created_at', 'listing_address', 'listing_apartment'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return [];
  const people = await trx
    .selectFrom('application_people')
    .select(['role', 'name', 'email'])
    .where('application_id', '=', applicationId)
    .execute();
  const landlords = await trx
    .selectFrom('application_packages')
    .select('email')
    .where('application_id', '=', applicationId)
    .where('email', 'is not', null)
    .execute();
  const applicant = people.find((p) => p.role === 'applicant');
  const since = application.created_at;
  await mail.forget(trx, [
    { thread: applicationThread(applicationId) },
    // Rows queued before the application's e-mails carried its thread.
    { thread: null, recipients: people.map((p) => p.email), kinds: PERSON_MAIL_KINDS, since },
    { thread: null, recipients: landlords.map((l) => l.email!), kinds: ['application-package'], since },
    ...(applicant
      ? [
          {
            thread: null,
            kinds: ['application-alert'],
            subject: A.staffSentSubject(
              linkFreeName(applicant.name) ?? A.someone,
              withApartment(application.listing_address, application.listing_apartment),
            ),
            since,
          },
          // Alerts queued before the place was written by the words module (decision 108): '… (apartment 4B)'.
          {
            thread: null,
            kinds: ['application-alert'],
            subject: A.staffSentSubject(
              linkFreeName(applicant.name) ?? A.someone,
              application.listing_apartment.trim()
                ? `${application.listing_address} (apartment ${application.listing_apartment.trim()})`
                : application.listing_address,
            ),
            since,
          },
        ]
      : []),
  ]);
  const keys = await trx
    .selectFrom('application_documents')
    .select('storage_key')
    .where('application_id', '=', applicationId)
    .execute();
  await trx.deleteFrom('application_documents').where('application_id', '=', applicationId).execute();
  await trx.deleteFrom('application_document_access').where('application_id', '=', applicationId).execute();
  await trx.deleteFrom('application_packages').where('application_id', '=', applicationId).execute();
  await trx.deleteFrom('application_people').where('application_id', '=', applicationId).execute();
  await trx.deleteFrom('applications').where('id', '=', applicationId).execute();
  return keys.map((k) => k.storage_key);
}

/**
 * Deletes one co-applicant's or guarantor's part in `trx`: their documents' rows and the access log of
 * those documents, the outbox rows of the application's e-mails to them, and their row. Answers the
 * storage keys of their documents.
 */
export async function erasePerson(
  trx: Trx,
  mail: MailService,
  person: { id: number; application_id: number; email: string },
): Promise<string[]> {
  const application = await trx
    .selectFrom('applications')
    .select('created_at')
    .where('id', '=', person.application_id)
    .executeTakeFirst();
  await mail.forget(trx, [
    { thread: applicationThread(person.application_id), recipients: [person.email] },
    ...(application
      ? [{ thread: null, recipients: [person.email], kinds: PERSON_MAIL_KINDS, since: application.created_at }]
      : []),
  ]);
  const documents = await trx
    .selectFrom('application_documents')
    .select(['id', 'storage_key'])
    .where('person_id', '=', person.id)
    .execute();
  if (documents.length > 0)
    await trx
      .deleteFrom('application_document_access')
      .where('application_id', '=', person.application_id)
      .where(
        'document_id',
        'in',
        documents.map((d) => d.id),
      )
      .execute();
  await trx.deleteFrom('application_documents').where('person_id', '=', person.id).execute();
  await trx.deleteFrom('application_people').where('id', '=', person.id).execute();
  return documents.map((d) => d.storage_key);
}
