import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../platform/db/schema.ts';
import { agencyDisclosureText } from './disclosure.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A tenant's acknowledgement of the New York State agency disclosure (RPL §443), sent with the viewing
 * booking or the application start (`agencyAcknowledged: true`, decision 088): one row per e-mail
 * address (the first one is kept: the time, the client address, the text shown in their language).
 * Returns whether this call recorded it.
 */
export async function recordTenantAcknowledgement(
  executor: Executor,
  input: {
    email: string;
    name: string;
    /** The listing applied for or booked; null once it was deleted (its address stays). */
    listing: { id: number | null; address: string };
    language: Language;
    clientAddress: string | null;
    at: string;
  },
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const result = await executor
    .insertInto('agency_acknowledgements')
    .values({
      party: 'tenant',
      tenant_email: email,
      listing_id: input.listing.id,
      listing_address: input.listing.address,
      name: input.name,
      email,
      method: 'form',
      language: input.language,
      disclosure_text: agencyDisclosureText(input.language),
      acknowledged_at: input.at,
      client_address: input.clientAddress,
      created_at: input.at,
    })
    .onConflict((oc) => oc.column('tenant_email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether the tenant of this e-mail address acknowledged the agency disclosure (by any form, any time). */
export async function tenantAcknowledged(executor: Executor, email: string): Promise<boolean> {
  const row = await executor
    .selectFrom('agency_acknowledgements')
    .select('id')
    .where('party', '=', 'tenant')
    .where('tenant_email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The records purge (docs/decisions/095): deletes the tenant acknowledgements of these addresses and
 * the landlord acknowledgements of listings that are gone (`listing_id` null since the listing was
 * deleted) at these addresses. The caller passes only addresses no kept deal names. Returns the count.
 */
export async function forgetAcknowledgements(
  executor: Executor,
  input: { tenantEmails: string[]; goneListingAddresses: string[] },
): Promise<number> {
  const emails = [...new Set(input.tenantEmails.map((e) => e.trim().toLowerCase()))];
  let deleted = 0;
  if (emails.length > 0) {
    const result = await executor
      .deleteFrom('agency_acknowledgements')
      .where('party', '=', 'tenant')
      .where('tenant_email', 'in', emails)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  if (input.goneListingAddresses.length > 0) {
    const result = await executor
      .deleteFrom('agency_acknowledgements')
      .where('party', '=', 'landlord')
      .where('listing_id', 'is', null)
      .where('listing_address', 'in', [...new Set(input.goneListingAddresses)])
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
