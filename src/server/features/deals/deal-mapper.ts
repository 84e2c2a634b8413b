import type { AgencyAcknowledgementDto } from '../../../shared/agency.ts';
import type { DealDto, DealTenant } from '../../../shared/deals.ts';
import { centsToDollars, toNumber } from '../../platform/db/mappers.ts';
import type { DealDisclosureRow, DealRow } from './tables.ts';

/** The tenants kept as JSON; an unreadable value reads as none. */
export function parseTenants(json: string): DealTenant[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as DealTenant[]) : [];
  } catch {
    return [];
  }
}

/** A deal's row, its listing now and its disclosures, as the API answers it (dollars). */
export function toDealDto(
  row: DealRow,
  listing: { id: number; status: string; rented_on: string | null } | null,
  disclosures: DealDisclosureRow[],
  disclosureRequired: boolean,
  agency: AgencyAcknowledgementDto[] = [],
): DealDto {
  return {
    id: toNumber(row.id),
    listingId: row.listing_id === null ? null : toNumber(row.listing_id),
    listing: listing ? { id: toNumber(listing.id), status: listing.status, rentedOn: listing.rented_on } : null,
    listingAddress: row.listing_address,
    listingApartment: row.listing_apartment,
    outside: toNumber(row.outside) === 1,
    applicationId: row.application_id === null ? null : toNumber(row.application_id),
    tenants: parseTenants(row.tenants),
    leaseStart: row.lease_start,
    termMonths: toNumber(row.term_months),
    leaseEnd: row.lease_end,
    rent: centsToDollars(row.rent_cents),
    deposit: centsToDollars(row.deposit_cents),
    fee: centsToDollars(row.fee_cents),
    feePaidBy: row.fee_paid_by,
    tenantAgreementOn: row.tenant_agreement_on,
    firstShowingOn: row.first_showing_on,
    commission: centsToDollars(row.commission_cents),
    coBrokeSplit: row.co_broke_split === null ? null : toNumber(row.co_broke_split),
    expectedPayOn: row.expected_pay_on,
    notes: row.notes,
    stage: row.stage,
    stageChangedAt: row.stage_changed_at,
    fellThroughReason: row.fell_through_reason,
    leaseSignedAt: row.lease_signed_at,
    paidAt: row.paid_at,
    disclosureRequired,
    disclosures: disclosures.map((d) => ({
      id: toNumber(d.id),
      tenantName: d.tenant_name,
      tenantEmail: d.tenant_email,
      sentAt: d.created_at,
      signedAt: d.signed_at,
      signedName: d.signed_name,
      supersededAt: d.superseded_at,
    })),
    agency,
    canRelist: row.stage === 'fell-through' && listing !== null && listing.rented_on !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
