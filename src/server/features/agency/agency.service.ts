import { createHash, randomBytes } from 'node:crypto';
import type { AgencyAcknowledgementDto } from '../../../shared/agency.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { AGENCY_STAFF_TEXT } from '../../../shared/texts/agency-staff.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { Selectable } from 'kysely';
import { forgetAcknowledgements } from './acknowledgements.ts';
import { agencyDisclosureText } from './disclosure.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const S = keyed('agency-staff', 'AGENCY_STAFF_TEXT', AGENCY_STAFF_TEXT);

type Row = Selectable<Database['agency_acknowledgements']>;

export interface AgencyContext {
  db: Db;
  mail: MailService;
  siteUrl: string;
  clock: () => Date;
}

/** A landlord's link `/agency/{token}`: 128 random bits (22 base64url characters); only its sha256 is stored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;
const newToken = () => randomBytes(16).toString('base64url');
const tokenHash = (token: string) => (TOKEN_SHAPE.test(token) ? createHash('sha256').update(token).digest('hex') : null);

function toAcknowledgementDto(row: Row): AgencyAcknowledgementDto {
  return {
    party: row.party,
    name: row.name,
    email: row.email,
    method: row.method,
    acknowledgedOn: row.acknowledged_on,
    acknowledgedAt: row.acknowledged_at,
    clientAddress: row.client_address,
    language: row.language,
  };
}

/**
 * The New York State agency disclosure (Real Property Law §443, decision 088) on the landlord's side:
 * a listing's landlord acknowledges it, recorded by staff (the landlord's name and the day) or through
 * a link e-mailed to the landlord (the time and the client address); and who acknowledged what, for
 * a listing and for a deal.
 */
export class AgencyService {
  constructor(private readonly c: AgencyContext) {}

  private async listing(id: number) {
    const listing = await this.c.db.selectFrom('listings').select(['id', 'address']).where('id', '=', id).executeTakeFirst();
    if (!listing) throw notFound(S.listingNotFound);
    return { id: toNumber(listing.id), address: listing.address };
  }

  /** What every landlord acknowledgement of `listing` by `name` starts with, however it is made. */
  private landlordOf(listing: { id: number; address: string }, name: string) {
    return { party: 'landlord' as const, listing_id: listing.id, listing_address: listing.address, name };
  }

  /** The landlord acknowledgements of a listing (recorded, signed and waiting links), oldest first. */
  async forListing(listingId: number): Promise<AgencyAcknowledgementDto[]> {
    await this.listing(listingId);
    const rows = await this.c.db
      .selectFrom('agency_acknowledgements')
      .selectAll()
      .where('party', '=', 'landlord')
      .where('listing_id', '=', listingId)
      .orderBy('id')
      .execute();
    return rows.map(toAcknowledgementDto);
  }

  /** The records purge: these tenants' acknowledgements and those of gone listings at these addresses (decision 095). */
  forget(input: { tenantEmails: string[]; goneListingAddresses: string[] }): Promise<number> {
    return forgetAcknowledgements(this.c.db, input);
  }

  /** A deal's: its tenants' (by e-mail) and its listing's landlord's, tenants first. */
  async forDeal(listingId: number | null, tenantEmails: string[]): Promise<AgencyAcknowledgementDto[]> {
    const emails = tenantEmails.map((e) => e.trim().toLowerCase());
    const rows = await this.c.db
      .selectFrom('agency_acknowledgements')
      .selectAll()
      .where((eb) => {
        const ors = [];
        if (emails.length > 0) ors.push(eb('tenant_email', 'in', emails));
        if (listingId !== null) ors.push(eb.and([eb('party', '=', 'landlord'), eb('listing_id', '=', listingId)]));
        return ors.length > 0 ? eb.or(ors) : eb.val(false);
      })
      .orderBy('id')
      .execute();
    const dtos = rows.map(toAcknowledgementDto);
    return [...dtos.filter((d) => d.party === 'tenant'), ...dtos.filter((d) => d.party === 'landlord')];
  }

  /** Staff record the landlord's acknowledgement given on paper or in person: the name and the New York day. */
  async recordLandlord(
    listingId: number,
    input: { name: string; acknowledgedOn: string },
    staff: { userId: number | null; address: string | null },
  ): Promise<AgencyAcknowledgementDto> {
    const listing = await this.listing(listingId);
    const now = this.c.clock();
    if (input.acknowledgedOn > newYorkDate(now)) throw badRequest(S.dayInFuture);
    const row = await this.c.db
      .insertInto('agency_acknowledgements')
      .values({
        ...this.landlordOf(listing, input.name),
        email: '',
        method: 'recorded',
        language: 'en',
        disclosure_text: agencyDisclosureText('en'),
        acknowledged_on: input.acknowledgedOn,
        acknowledged_at: now.toISOString(),
        client_address: staff.address,
        recorded_by: staff.userId,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAcknowledgementDto(row);
  }

  /** E-mails the landlord a link to read and acknowledge the disclosure in `language`; recorded when they do. */
  async sendLandlordLink(
    listingId: number,
    input: { name: string; email: string; language: Language },
    staff: { userId: number | null },
  ): Promise<AgencyAcknowledgementDto> {
    const listing = await this.listing(listingId);
    const token = newToken();
    const now = this.c.clock().toISOString();
    const A = textsFor(input.language, 'agency').AGENCY_TEXT;
    const row = await this.c.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('agency_acknowledgements')
        .values({
          ...this.landlordOf(listing, input.name),
          email: input.email,
          method: 'link',
          language: input.language,
          token_hash: tokenHash(token),
          recorded_by: staff.userId,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.c.mail.queue(trx, {
        kind: 'agency-landlord',
        to: { email: input.email, name: input.name },
        subject: A.landlordMailSubject(listing.address),
        text: A.landlordMailBody(
          input.name,
          listing.address,
          `${this.c.siteUrl}${localizedPath(`/agency/${token}`, input.language)}`,
        ),
        language: input.language,
      });
      return inserted;
    });
    this.c.mail.wake();
    return toAcknowledgementDto(row);
  }

  private async byToken(token: string): Promise<Row> {
    const hash = tokenHash(token);
    const row = hash
      ? await this.c.db.selectFrom('agency_acknowledgements').selectAll().where('token_hash', '=', hash).executeTakeFirst()
      : undefined;
    if (!row) throw notFound(S.linkInvalid);
    return row;
  }

  /** The landlord's link: the listing's address, the disclosure in the link's language, whether acknowledged. */
  async landlordLink(token: string) {
    const row = await this.byToken(token);
    return {
      address: row.listing_address,
      name: row.name,
      language: row.language,
      disclosure: agencyDisclosureText(row.language),
      acknowledgedAt: row.acknowledged_at,
    };
  }

  /** The landlord acknowledges through the link: the time, the client address and the text shown are kept (the first time only). */
  async acknowledgeLandlord(token: string, clientAddress: string | null) {
    const row = await this.byToken(token);
    if (row.acknowledged_at === null) {
      await this.c.db
        .updateTable('agency_acknowledgements')
        .set({
          acknowledged_at: this.c.clock().toISOString(),
          client_address: clientAddress,
          disclosure_text: agencyDisclosureText(row.language),
        })
        .where('id', '=', row.id)
        .where('acknowledged_at', 'is', null)
        .execute();
    }
    return this.landlordLink(token);
  }
}
