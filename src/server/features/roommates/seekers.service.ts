import type { Transaction } from 'kysely';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import type { BuildingDto } from '../../../shared/buildings.schema.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { isBot } from '../../../shared/query-params.ts';
import {
  SEEKER_ROOMS_SHOWN,
  type OwnSeekerDto,
  type SeekerProfileUpdate,
  type SeekerQuestionnaire,
  type SeekerRoomDto,
} from '../../../shared/roommates.ts';
import { areaName } from '../../../shared/area-names.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { findFlaggedPhrases } from '../../../shared/fair-housing/matcher.ts';
import { ROOMMATES_TEXT } from '../../../shared/texts/roommates.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { insertInquiry } from '../inquiries/index.ts';
import { claimListingMail, listingsMailed, UnsubscribeTokens } from '../newsletter/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { bumpSeekers, type MatchCache } from './match-cache.ts';
import { rank, reasonsSummary, roomsFor } from './matching.ts';
import { seekerConfirmMail, seekerLink, roomAlertMail } from './seeker-mail.ts';
import { activeRooms, ownSeeker, seekerForMatch, MATCH_COLUMNS, type SeekerRow } from './seeker-rows.ts';
import { newSeekerToken, seekerTokenHash } from './tokens.ts';
import { formatDollars } from '../../../shared/words/money.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('roommates', 'ROOMMATES_TEXT', ROOMMATES_TEXT);

type Trx = Transaction<Database>;

/** An unconfirmed profile is deleted this long after it was sent (and its link stops working). */
const PENDING_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Room alerts look back at most this far (after an outage, older rooms are not news). */
const ALERT_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;
/** An alert e-mail names at most this many rooms. */
const MAX_ALERT_ROOMS = 10;

export interface RoommatesContext {
  db: Db;
  mail: MailService;
  /** The buildings the site lists: the areas a seeker may choose. */
  buildings: () => Promise<BuildingDto[]>;
  sender: () => Promise<SiteSettings>;
  origin: string;
  /** The server's signing secret (the alerts' stop links). */
  secret: string;
  clock: () => Date;
}

class PastCap extends Error {}

/** The profile's columns from the questionnaire's or the manage page's answers. */
function profileColumns(input: SeekerProfileUpdate) {
  return {
    name: input.name,
    phone: input.phone ?? '',
    budget_cents: input.budget * 100,
    move_in_date: input.moveInDate,
    stay_months: input.stayMonths ?? null,
    areas: JSON.stringify([...new Set(input.areas)]),
    needs: JSON.stringify(input.needs),
    lifestyle: JSON.stringify(input.lifestyle),
    household_preference: input.householdPreference,
    about: input.about,
    introduce: input.introduce ? 1 : 0,
  };
}

/** The inquiry's message: the profile in words, for the agent's timeline. */
function inquiryMessage(row: SeekerRow, buildings: BuildingDto[]): string {
  const seeker = ownSeeker(row);
  return [
    `Looking for a room: ${formatDollars(seeker.budget)} a month at most, moving in ${seeker.moveInDate}` +
      (seeker.stayMonths ? ` for ${seeker.stayMonths} months.` : '.'),
    seeker.areas.length > 0 ? `Areas: ${seeker.areas.map((slug) => areaName(slug, buildings)).join(', ')}.` : 'Areas: any.',
    ...(seeker.about ? ['', seeker.about] : []),
  ].join('\n');
}

/**
 * Roommate placement, the seekers' own side (docs/decisions/065): the questionnaire (double opt-in by
 * e-mail, within the per-recipient cap), the private link to see, change, confirm and delete the
 * profile, and the alerts of new rooms that fit a confirmed profile, each room once per seeker.
 */
export class SeekersService {
  /** The alerts' one-click stop links: signed (id and address), so an alert carries one without the private link. */
  private readonly stopTokens: UnsubscribeTokens;

  constructor(
    private readonly c: RoommatesContext,
    private readonly cache: MatchCache,
  ) {
    this.stopTokens = new UnsubscribeTokens(c.secret, 'roommate-alerts-v1');
  }

  /** The stop link of a seeker's alerts: `/roommates/{signed}/stop`. */
  stopLink(seeker: { id: number; email: string }, language: Language = 'en'): string {
    return `${this.c.origin}${localizedPath(`/roommates/${this.stopTokens.sign(seeker)}/stop`, language)}`;
  }

  /** The seeker a stop link names (for its page), or null when the link is not ours or the profile is gone. */
  async stopTarget(token: string): Promise<{ id: number; email: string } | null> {
    const id = this.stopTokens.parse(token);
    if (id === null) return null;
    const row = await this.c.db.selectFrom('roommate_seekers').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
    const seeker = row && { id: toNumber(row.id), email: row.email };
    return seeker && this.stopTokens.verify(token, seeker) ? seeker : null;
  }

  /**
   * The stop link's button or a mail app's one-click POST (RFC 8058), which a mail client may send by
   * itself: the seeker's room alerts are paused and the profile stays (docs/decisions/092); stopping
   * again keeps the first time. The seeker resumes them from the profile's page.
   */
  async stopByLink(token: string): Promise<boolean> {
    const seeker = await this.stopTarget(token);
    if (!seeker) return false;
    await this.c.db
      .updateTable('roommate_seekers')
      .set({ alerts_paused_at: this.now().toISOString() })
      .where('id', '=', seeker.id)
      .where('alerts_paused_at', 'is', null)
      .execute();
    return true;
  }

  /** Whether the seeker a stop link names has the alerts paused already (its page says so). */
  async alertsPaused(seekerId: number): Promise<boolean> {
    const row = await this.c.db
      .selectFrom('roommate_seekers')
      .select('alerts_paused_at')
      .where('id', '=', seekerId)
      .executeTakeFirst();
    return row?.alerts_paused_at != null;
  }

  /**
   * POST /api/roommates/{token}/alerts/resume (the profile page's 'Resume room e-mails'): the alerts go
   * again, for rooms listed from now on and in the last two days that were not sent yet.
   */
  async resumeAlerts(token: string): Promise<OwnSeekerDto> {
    const row = await this.row(this.c.db, token);
    if (row.alerts_paused_at !== null)
      await this.c.db.updateTable('roommate_seekers').set({ alerts_paused_at: null }).where('id', '=', row.id).execute();
    return this.own(token);
  }

  private now(): Date {
    return this.c.clock();
  }

  /** The move-in day is today (New York) or within the next year. */
  private checkMoveIn(date: string): void {
    const today = newYorkDate(this.now());
    const yearOn = newYorkDate(new Date(this.now().getTime() + 366 * 24 * 60 * 60 * 1000));
    if (date < today || date > yearOn) throw badRequest(T.moveInInvalid);
  }

  /**
   * The text about oneself goes to other seekers and to the agent's introductions: it is checked like a
   * listing's (decision 095), and a phrase stating who may live in the home is refused (400) with the
   * law it breaks. The seeker's one-sex preference has its own field (householdPreference).
   */
  private checkAbout(about: string): void {
    const [flagged] = findFlaggedPhrases(about);
    if (flagged) throw badRequest(T.aboutWording(flagged.phrase, flagged.law));
  }

  /** Areas must be buildings the site lists now (a slug it no longer lists is refused, 400). */
  private async checkAreas(areas: string[]): Promise<void> {
    if (areas.length === 0) return;
    const known = new Set((await this.c.buildings()).map((b) => b.slug));
    if (areas.some((a) => !known.has(a))) throw badRequest(T.areasInvalid);
  }

  /**
   * POST /api/roommates: a pending profile and its confirmation e-mail in one transaction; past the
   * address's daily cap nothing is stored. A filled honeypot stores nothing. The answer is the same in
   * every case, so the form tells nobody whether an address has a profile.
   */
  async submit(input: SeekerQuestionnaire): Promise<void> {
    this.checkMoveIn(input.moveInDate);
    await this.checkAreas(input.areas);
    this.checkAbout(input.about);
    if (isBot(input)) return;
    const token = newSeekerToken();
    const at = this.now().toISOString();
    const sender = await this.c.sender();
    try {
      await this.c.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('roommate_seekers')
          .values({
            ...profileColumns(input),
            token_hash: seekerTokenHash(token)!,
            email: input.email,
            introduce_consent_at: input.introduce ? at : null,
            status: 'pending',
            language: input.language,
            inquiry_id: null,
            created_at: at,
            confirmed_at: null,
            updated_at: at,
          })
          .execute();
        const queued = await this.c.mail.queueWithinCap(
          trx,
          seekerConfirmMail(sender, input, seekerLink(this.c.origin, token, input.language)),
        );
        if (queued === null) throw new PastCap();
      });
    } catch (error) {
      if (error instanceof PastCap) return;
      throw error;
    }
    this.c.mail.wake();
  }

  private async row(executor: Db | Trx, token: string): Promise<SeekerRow> {
    const hash = seekerTokenHash(token);
    if (!hash) throw notFound(T.notFound);
    const row = await executor.selectFrom('roommate_seekers').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!row || this.expired(row)) throw notFound(T.notFound);
    return row;
  }

  private expired(row: SeekerRow): boolean {
    return row.status === 'pending' && Date.parse(row.created_at) <= this.now().getTime() - PENDING_TTL_MS;
  }

  /** GET /api/roommates/{token}. */
  async own(token: string): Promise<OwnSeekerDto> {
    return ownSeeker(await this.row(this.c.db, token));
  }

  /**
   * POST /api/roommates/{token}/confirm (the button of the e-mailed link): the profile is confirmed
   * and becomes an inquiry of source 'Roommate profile'; the address's older profiles give way to it
   * (one profile per address). Confirming again changes nothing.
   */
  async confirm(token: string): Promise<OwnSeekerDto> {
    const row = await this.row(this.c.db, token);
    if (row.status === 'confirmed') return ownSeeker(row);
    const at = this.now().toISOString();
    // Read before the transaction (SQLite has one connection): the areas' names for the agent's timeline.
    const buildings = await this.c.buildings();
    await this.c.db.transaction().execute(async (trx) => {
      const inquiryId = await insertInquiry(trx, {
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: inquiryMessage(row, buildings),
        inquiry_type: 'general',
        listing_id: null,
        listing_address: null,
        created_at: at,
        source: 'Roommate profile',
        language: row.language,
      });
      const done = await trx
        .updateTable('roommate_seekers')
        .set({ status: 'confirmed', confirmed_at: at, updated_at: at, inquiry_id: inquiryId })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw notFound(T.notFound);
      const replaced = trx.selectFrom('roommate_seekers').select('id').where('email', '=', row.email).where('id', '!=', row.id);
      await trx.deleteFrom('roommate_invitations').where('seeker_id', 'in', replaced).execute();
      await trx.deleteFrom('roommate_seekers').where('email', '=', row.email).where('id', '!=', row.id).execute();
      await bumpSeekers(trx);
    });
    return this.own(token);
  }

  /**
   * GET /api/roommates/{token}/rooms (and the profile's page): the active rooms that fit a confirmed
   * seeker, best first, ranked as the back-office ranks them (budget and move-in date as limits, the way
   * of living as preferences), each with its reasons in `language` (the profile's by default) and its
   * area by name. An unconfirmed profile has none yet: it is not a search until it is confirmed.
   */
  async matchingRooms(token: string, language?: Language): Promise<SeekerRoomDto[]> {
    const row = await this.row(this.c.db, token);
    if (row.status !== 'confirmed') return [];
    const labels = textsFor(language ?? row.language, 'roommates').REASON_LABELS;
    const buildings = await this.c.buildings();
    return rank(await this.cache.rooms(), roomsFor(seekerForMatch(row)), SEEKER_ROOMS_SHOWN).map((r) => ({
      listingId: r.item.id,
      address: r.item.address,
      area: areaName(r.item.buildingSlug, buildings),
      price: r.item.price,
      availableFrom: r.item.availableFrom,
      score: r.score,
      reasons: r.reasons,
      summary: reasonsSummary(r.reasons, labels),
    }));
  }

  /** PUT /api/roommates/{token}: the profile as changed (the e-mail stays the one confirmed). */
  async update(token: string, input: SeekerProfileUpdate): Promise<OwnSeekerDto> {
    const row = await this.row(this.c.db, token);
    if (input.moveInDate !== row.move_in_date) this.checkMoveIn(input.moveInDate);
    await this.checkAreas(input.areas);
    this.checkAbout(input.about);
    const at = this.now().toISOString();
    const consentGiven = input.introduce && !row.introduce;
    await this.c.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('roommate_seekers')
        .set({
          ...profileColumns(input),
          introduce_consent_at: input.introduce ? (consentGiven ? at : row.introduce_consent_at) : null,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .execute();
      await bumpSeekers(trx);
    });
    return this.own(token);
  }

  /** DELETE /api/roommates/{token}: the profile is gone (its inquiry, the agent's record of the conversation, stays). */
  async remove(token: string): Promise<void> {
    const row = await this.row(this.c.db, token);
    await this.c.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('roommate_invitations').where('seeker_id', '=', row.id).execute();
      await trx.deleteFrom('roommate_seekers').where('id', '=', row.id).execute();
      await bumpSeekers(trx);
    });
  }

  /** Deletes unconfirmed profiles past 7 days; returns how many. */
  async expire(): Promise<number> {
    const gone = await this.c.db
      .deleteFrom('roommate_seekers')
      .where('status', '=', 'pending')
      .where('created_at', '<=', new Date(this.now().getTime() - PENDING_TTL_MS).toISOString())
      .executeTakeFirst();
    return Number(gone.numDeletedRows);
  }

  /**
   * The room alerts: rooms that became active in the last two days and fit a confirmed seeker (budget
   * and move-in date) after the seeker confirmed, each claimed once per seeker in `listing_mail_sent`
   * (search_kind 'roommate', as the saved searches' alerts claim theirs) in the transaction that queues
   * the e-mail, so no room reaches a seeker twice across rounds and instances. Returns the e-mails queued.
   */
  async sendRoomAlerts(): Promise<number> {
    const now = this.now();
    const rooms = await activeRooms(this.c.db, { activatedAfter: new Date(now.getTime() - ALERT_LOOKBACK_MS).toISOString() });
    if (rooms.length === 0) return 0;
    const seekers = await this.c.db
      .selectFrom('roommate_seekers')
      .select([...MATCH_COLUMNS, 'name', 'email', 'confirmed_at', 'language'])
      .where('status', '=', 'confirmed')
      // A seeker who stopped the alerts (decision 092) gets none until they resume them.
      .where('alerts_paused_at', 'is', null)
      .execute();
    // What earlier rounds sent of these rooms, read once: a round claims only what is new to a seeker.
    const already = new Set<string>();
    const roomIds = rooms.map((r) => r.id);
    for (let i = 0; i < roomIds.length; i += 500)
      for (const key of await listingsMailed(this.c.db, 'roommate', roomIds.slice(i, i + 500))) already.add(key);
    const sender = await this.c.sender();
    let queued = 0;
    for (const row of seekers) {
      const seeker = seekerForMatch(row);
      const fresh = rooms.filter(
        (room) => (room.activatedAt ?? '') > (row.confirmed_at ?? '') && !already.has(`${seeker.id}:${room.id}`),
      );
      const fits = rank(fresh, roomsFor(seeker), MAX_ALERT_ROOMS);
      if (fits.length === 0) continue;
      const sent = await this.c.db.transaction().execute(async (trx) => {
        const ids = await claimListingMail(
          trx,
          { kind: 'roommate', id: seeker.id },
          fits.map((f) => ({ id: f.item.id, activatedAt: '' })),
          { id: 0, at: now.toISOString() },
        );
        const rooms = fits
          .filter((f) => ids.has(f.item.id))
          .map((f) => ({
            id: f.item.id,
            address: f.item.address,
            price: f.item.price,
            summary: reasonsSummary(f.reasons, textsFor(row.language, 'roommates').REASON_LABELS),
          }));
        if (rooms.length === 0) return false;
        const still = await trx.selectFrom('roommate_seekers').select('id').where('id', '=', seeker.id).executeTakeFirst();
        if (!still) return false;
        await this.c.mail.queue(
          trx,
          roomAlertMail(sender, row, rooms, this.c.origin, this.stopLink({ id: seeker.id, email: row.email }, row.language)),
        );
        return true;
      });
      if (sent) queued += 1;
    }
    if (queued > 0) this.c.mail.wake();
    return queued;
  }
}
