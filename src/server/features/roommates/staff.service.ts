import { sql } from 'kysely';
import { areaChoices, areaName } from '../../../shared/area-names.ts';
import { localizedPath } from '../../../shared/i18n/languages.ts';
import {
  SEEKERS_PAGE_SIZE,
  type IntroductionInput,
  type RankedRoomDto,
  type RankedSeekerDto,
  type StaffSeekerDto,
  type StaffSeekerQuery,
} from '../../../shared/roommates.ts';
import { propertyPath, withApartment } from '../../../shared/listing-format.ts';
import { pageCount } from '../../../shared/pagination.ts';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { toBool, toNumber } from '../../platform/db/mappers.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import type { MatchCache } from './match-cache.ts';
import { partnersFor, rank, reasonsSummary, roomsFor, seekersFor, type Ranked, type SeekerForMatch } from './matching.ts';
import { introductionMail, inviteToViewMail } from './seeker-mail.ts';
import { seekerForMatch, staffSeeker } from './seeker-rows.ts';
import type { RoommatesContext } from './seekers.service.ts';

/** Rooms ranked on a seeker's page, seekers on a room's, and others to introduce on a seeker's. */
const ROOMS_SHOWN = 20;
const SEEKERS_SHOWN = 50;
const OTHERS_SHOWN = 10;

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Roommate placement in the back-office (docs/decisions/065): the seekers (paged, new first, filters),
 * one seeker with the rooms and the people ranked for them, the seekers ranked for a room, the
 * introduction of two seekers who both consented, and 'Invite to view'. Contact details go from one
 * seeker to another only in the introduction.
 */
export class RoommatesStaff {
  constructor(
    private readonly c: RoommatesContext,
    private readonly cache: MatchCache,
  ) {}

  async list(query: StaffSeekerQuery) {
    let base = this.c.db.selectFrom('roommate_seekers');
    if (query.budget > 0) base = base.where('budget_cents', '>=', query.budget * 100);
    if (query.month) {
      const [year, month] = query.month.split('-').map(Number);
      const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
      base = base.where('move_in_date', '>=', `${query.month}-01`).where('move_in_date', '<', `${next}-01`);
    }
    if (query.area) {
      const pattern = `%${likeText(JSON.stringify(query.area))}%`;
      base = base.where((eb) => eb.or([eb('areas', '=', '[]'), eb('areas', 'like', sql<string>`${pattern} escape '\\'`)]));
    }
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const total = toNumber(counted?.n ?? 0);
    const totalPages = pageCount(total, SEEKERS_PAGE_SIZE);
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(SEEKERS_PAGE_SIZE)
      .offset((query.page - 1) * SEEKERS_PAGE_SIZE)
      .execute();
    const areas = areaChoices(await this.c.buildings());
    return { seekers: rows.map((r) => staffSeeker(r)), total, page: query.page, totalPages, areas };
  }

  private async seekerRow(id: number) {
    const row = await this.c.db.selectFrom('roommate_seekers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(T.seekerNotFound);
    return row;
  }

  private rankedSeeker(r: Ranked<SeekerForMatch & { name: string }>): RankedSeekerDto {
    return {
      seekerId: r.item.id,
      name: r.item.name,
      budget: r.item.budget,
      moveInDate: r.item.moveInDate,
      introduce: r.item.introduce,
      score: r.score,
      reasons: r.reasons,
      summary: reasonsSummary(r.reasons),
    };
  }

  /** GET /api/admin/roommates/{id}: the profile, the rooms ranked for it, and the others to introduce (both consenting). */
  async get(id: number): Promise<{
    seeker: StaffSeekerDto;
    rooms: RankedRoomDto[];
    others: RankedSeekerDto[];
    areas: Array<{ slug: string; label: string }>;
  }> {
    const row = await this.seekerRow(id);
    const last = await this.c.db
      .selectFrom('roommate_introductions')
      .select('created_at')
      .where((eb) => eb.or([eb('seeker_a', '=', id), eb('seeker_b', '=', id)]))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const seeker = seekerForMatch(row);
    const rooms: RankedRoomDto[] = rank(await this.cache.rooms(), roomsFor(seeker), ROOMS_SHOWN).map((r) => ({
      listingId: r.item.id,
      address: r.item.address,
      apartment: r.item.apartment,
      price: r.item.price,
      availableFrom: r.item.availableFrom,
      score: r.score,
      reasons: r.reasons,
      summary: reasonsSummary(r.reasons),
    }));
    const others =
      toBool(row.introduce) && row.status === 'confirmed'
        ? rank(await this.cache.seekers(true), partnersFor(seeker), OTHERS_SHOWN).map((r) => this.rankedSeeker(r))
        : [];
    // What the agent already did from this page: the rooms invited to, the people introduced to.
    const invited = new Map(
      (
        await this.c.db
          .selectFrom('roommate_invitations')
          .select(['listing_id', 'created_at'])
          .where('seeker_id', '=', id)
          .execute()
      ).map((r) => [toNumber(r.listing_id), r.created_at]),
    );
    const introduced = await this.introductionsOf(id);
    for (const room of rooms) room.invitedAt = invited.get(room.listingId) ?? null;
    for (const other of others) other.introducedAt = introduced.get(other.seekerId) ?? null;
    const dto = staffSeeker(row, last?.created_at ?? null);
    const buildings = await this.c.buildings();
    const areas = dto.areas.map((slug) => ({ slug, label: areaName(slug, buildings) }));
    return { seeker: dto, rooms, others, areas };
  }

  /** The latest introduction of seeker `id` to each other seeker: other's id → when (ISO). */
  private async introductionsOf(id: number): Promise<Map<number, string>> {
    const rows = await this.c.db
      .selectFrom('roommate_introductions')
      .select(['seeker_a', 'seeker_b', 'created_at'])
      .where((eb) => eb.or([eb('seeker_a', '=', id), eb('seeker_b', '=', id)]))
      .orderBy('id', 'asc')
      .execute();
    return new Map(rows.map((r) => [toNumber(r.seeker_a) === id ? toNumber(r.seeker_b) : toNumber(r.seeker_a), r.created_at]));
  }

  /** GET /api/admin/listings/{id}/seekers: the confirmed seekers ranked for an active room. */
  async forListing(listingId: number): Promise<{ room: boolean; seekers: RankedSeekerDto[] }> {
    const room = await this.cache.room(listingId);
    if (!room) {
      const exists = await this.c.db.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst();
      if (!exists) throw notFound(T.listingNotFound);
      return { room: false, seekers: [] };
    }
    const seekers = rank(await this.cache.seekers(), seekersFor(room), SEEKERS_SHOWN).map((r) => this.rankedSeeker(r));
    return { room: true, seekers };
  }

  /**
   * POST /api/admin/roommates/introductions: one e-mail to each of two confirmed seekers who both ticked
   * 'Introduce me', with both names and e-mails and the agent's note; the introduction is recorded with
   * each one's consent as it stood. Anyone else: 400, nothing sent.
   */
  async introduce(input: IntroductionInput, staffId: number | null): Promise<number> {
    const rows = await this.c.db.selectFrom('roommate_seekers').selectAll().where('id', 'in', input.seekerIds).execute();
    if (rows.length !== 2) throw notFound(T.seekerNotFound);
    if (rows.some((r) => r.status !== 'confirmed' || !toBool(r.introduce) || !r.introduce_consent_at))
      throw badRequest(T.introduceNoConsent);
    // In the order the agent named them.
    const [a, b] = input.seekerIds.map((id) => rows.find((r) => toNumber(r.id) === id)!);
    // Once a pair: a second press (or a second tab) sends nothing and says when they were introduced.
    const before = (await this.introductionsOf(toNumber(a.id))).get(toNumber(b.id));
    if (before) throw conflict(T.introducedAlready(a.name, b.name, newYorkDate(before)));
    const sender = await this.c.sender();
    const at = this.c.clock().toISOString();
    const people = rows.map((r) => ({ name: r.name, email: r.email, language: r.language }));
    await this.c.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('roommate_introductions')
        .values({
          seeker_a: toNumber(a.id),
          seeker_b: toNumber(b.id),
          note: input.note,
          sent_by: staffId,
          consent_a_at: a.introduce_consent_at!,
          consent_b_at: b.introduce_consent_at!,
          created_at: at,
        })
        .execute();
      for (const person of people) await this.c.mail.queue(trx, introductionMail(sender, person, people, input.note));
    });
    this.c.mail.wake();
    return 2;
  }

  /** POST /api/admin/roommates/{id}/invitations: the viewing link of an active listing that takes viewings, e-mailed to a confirmed seeker. */
  async inviteToView(seekerId: number, listingId: number, staffId: number | null = null): Promise<void> {
    const row = await this.seekerRow(seekerId);
    if (row.status !== 'confirmed') throw notFound(T.seekerNotFound);
    const listing = await this.c.db
      .selectFrom('listings')
      .select(['id', 'address', 'neighborhood', 'status', 'viewings_enabled'])
      .where('id', '=', listingId)
      .executeTakeFirst();
    if (!listing || listing.status !== 'active') throw notFound(T.listingNotFound);
    if (!toBool(listing.viewings_enabled)) throw badRequest(T.inviteNoViewings);
    const sender = await this.c.sender();
    const place = withApartment(listing.address, listing.neighborhood);
    const link = `${this.c.origin}${localizedPath(`${propertyPath(toNumber(listing.id))}/viewing`, row.language)}`;
    // Recorded with the e-mail, once per seeker and room (unique): a second press is refused, nothing sent.
    const already = () =>
      this.c.db
        .selectFrom('roommate_invitations')
        .select('created_at')
        .where('seeker_id', '=', seekerId)
        .where('listing_id', '=', listingId)
        .executeTakeFirst();
    const before = await already();
    if (before) throw conflict(T.invitedAlready(newYorkDate(before.created_at)));
    try {
      await this.c.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('roommate_invitations')
          .values({ seeker_id: seekerId, listing_id: listingId, sent_by: staffId, created_at: this.c.clock().toISOString() })
          .execute();
        await this.c.mail.queue(trx, inviteToViewMail(sender, row, place, link));
      });
    } catch (error) {
      const raced = isUniqueViolation(error) ? await already() : undefined;
      if (raced) throw conflict(T.invitedAlready(newYorkDate(raced.created_at)));
      throw error;
    }
    this.c.mail.wake();
  }
}
