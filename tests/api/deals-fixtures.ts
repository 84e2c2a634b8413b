import { jpeg } from './listings-fixtures.ts';
import { listingFields } from './viewings-fixtures.ts';
import type { TestApp } from '../support/app.ts';

/** Test fixtures for deals: a listing on the site and the portals, an approved application, a valid deal body. */

/** An active listing published to the portals (with the photo the feeds need); its fees as given. */
export async function rentableListing(t: TestApp, fields: Record<string, unknown> = {}) {
  const photo = await jpeg(1200, 800);
  return t.app.services.listings.create(listingFields({ syndicate: true, ...fields }), [{ data: photo, caption: 'Living room' }]);
}

/** An application of `listingId` in `status`, with an applicant, a co-applicant and a guarantor. */
export async function applicationOf(t: TestApp, listingId: number, status: string) {
  const db = t.app.database.db;
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('applications')
    .values({
      listing_id: listingId,
      listing_address: '145 East 29th Street, New York, NY 10016',
      listing_apartment: '4B',
      status: status as 'approved',
      created_at: at,
      updated_at: at,
      submitted_at: at,
      decided_at: status === 'approved' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const person = (role: 'applicant' | 'co_applicant' | 'guarantor', name: string, email: string) => ({
    application_id: Number(id),
    role,
    token_hash: `${role}-${id}-${Math.random()}`,
    name,
    email,
    part: '{}',
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('application_people')
    .values([
      person('applicant', 'Rita Moreno', 'Rita@Example.com'),
      person('co_applicant', 'Sam Lee', 'sam@example.com'),
      person('guarantor', 'Pat Moreno', 'pat@example.com'),
    ])
    .execute();
  return Number(id);
}

/** The address and unit of an apartment the agent does not list (a co-broke): the same place as rentableListing's. */
const OUTSIDE_APARTMENT = { address: '145 East 29th Street, New York, NY 10016', unit: '4B' };

/** The terms of a fee the tenant pays their own broker: hired on January 20, shown the apartment on the 22nd (decision 082). */
export const TENANT_PAID = { feePaidBy: 'tenant', fee: 4380, tenantAgreementOn: '2026-01-20', firstShowingOn: '2026-01-22' };

/** A deal on an apartment the agent does not list, by its address and unit (no listingId). */
export const outsideDealBody = (overrides: Record<string, unknown> = {}) => {
  const { listingId: _listing, ...body } = dealBody(0);
  return { ...body, ...OUTSIDE_APARTMENT, ...overrides };
};

/** A deal made by hand: one tenant, the landlord pays the fee. */
export const dealBody = (listingId: number, overrides: Record<string, unknown> = {}) => ({
  listingId,
  tenants: [{ name: 'Rita Moreno', email: 'rita@example.com' }],
  leaseStart: '2026-03-01',
  termMonths: 12,
  rent: 3650,
  deposit: 3650,
  fee: 5475.5,
  feePaidBy: 'landlord',
  commission: 5475.5,
  coBrokeSplit: 50,
  expectedPayOn: '2026-03-15',
  notes: 'Lease at the management office.',
  ...overrides,
});
