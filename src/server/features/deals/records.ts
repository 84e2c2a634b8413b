import { DateTime } from 'luxon';
import { DEFAULT_DEAL_RECORDS_SETTINGS, MIN_RECORD_YEARS, type DealRecordsSettings } from '../../../shared/deal-records.ts';
import type { DealStage, DealTenant } from '../../../shared/deals.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import { readSettingsDocument, saveSettingsDocument } from '../settings/index.ts';

const SETTINGS_ROW = 'deal-records';
/** Deals purged per round (a run goes on until none is due). */
const BATCH = 50;

/** The stages a deal's records end in: paid (closed), fell through, archived. */
const CLOSED_STAGES: readonly DealStage[] = ['paid', 'fell-through', 'archived'];

/** What other features delete with a deal: told the deals, they delete what is theirs. */
export interface RecordsPurgeHooks {
  /** The leases of these deals, their evidence and their files; returns how many. */
  leases: (dealIds: number[]) => Promise<number>;
  /** The agency acknowledgements of these tenants and of gone listings at these addresses; returns how many. */
  acknowledgements: (input: { tenantEmails: string[]; goneListingAddresses: string[] }) => Promise<number>;
}

export interface PurgeOutcome {
  deals: number;
  disclosures: number;
  leases: number;
  acknowledgements: number;
}

/**
 * A deal's records past their end (issue 47 item 5, docs/decisions/095): a deal paid, fell through or
 * archived more than `retentionYears` ago (the administrator's setting, never below three years: New
 * York's rule for brokers' records, 19 NYCRR 175.23) is deleted with its fee disclosures (signed or
 * superseded), its after-lease mail rows, its leases and their files, and its tenants' agency
 * acknowledgements (unless a kept deal names the tenant). Before then nothing of it is deleted (a deal
 * past Pending is refused by DealsService.remove). Signed disclosures of a deal deleted while Pending
 * go the same number of years after their signature.
 */
export class DealRecords {
  constructor(private readonly c: { db: Db; clock: () => Date }) {}

  async settings(): Promise<DealRecordsSettings> {
    const stored = (await readSettingsDocument(this.c.db, SETTINGS_ROW)) as Partial<DealRecordsSettings> | null | undefined;
    if (!stored) return DEFAULT_DEAL_RECORDS_SETTINGS;
    const years = Number(stored.retentionYears);
    return { retentionYears: Number.isInteger(years) && years >= MIN_RECORD_YEARS ? years : MIN_RECORD_YEARS };
  }

  async updateSettings(settings: DealRecordsSettings): Promise<DealRecordsSettings> {
    await saveSettingsDocument(this.c.db, SETTINGS_ROW, { retentionYears: settings.retentionYears }, nowIso());
    return this.settings();
  }

  /** The instant before which a closed deal's records have ended: now in New York, minus the years. */
  private async cutoff(): Promise<string> {
    const { retentionYears } = await this.settings();
    return DateTime.fromJSDate(this.c.clock()).setZone(NEW_YORK).minus({ years: retentionYears }).toUTC().toISO()!;
  }

  /** One run of the periodic job: every due deal, in rounds; null when nothing was due. */
  async purge(hooks: RecordsPurgeHooks): Promise<PurgeOutcome | null> {
    const cutoff = await this.cutoff();
    const outcome: PurgeOutcome = { deals: 0, disclosures: 0, leases: 0, acknowledgements: 0 };
    for (;;) {
      const due = await this.c.db
        .selectFrom('deals')
        .select(['id', 'tenants', 'listing_id', 'listing_address', 'outside'])
        .where('stage', 'in', [...CLOSED_STAGES])
        .where('stage_changed_at', '<', cutoff)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (due.length === 0) break;
      const ids = due.map((d) => toNumber(d.id));
      // The other features' records first, the deal last: a run stopped halfway finds the deal again.
      outcome.leases += await hooks.leases(ids);
      outcome.acknowledgements += await hooks.acknowledgements(await this.unsharedRecords(due, ids));
      const deleted = await this.c.db.transaction().execute(async (trx) => {
        const disclosures = await trx.deleteFrom('deal_disclosures').where('deal_id', 'in', ids).executeTakeFirst();
        await trx.deleteFrom('deal_mails').where('deal_id', 'in', ids).execute();
        await trx.deleteFrom('deals').where('id', 'in', ids).execute();
        return Number(disclosures.numDeletedRows);
      });
      outcome.deals += ids.length;
      outcome.disclosures += deleted;
    }
    outcome.disclosures += await this.purgeOrphanDisclosures(cutoff);
    return outcome.deals + outcome.disclosures > 0 ? outcome : null;
  }

  /** The due deals' tenants and gone listings' addresses that no kept deal names. */
  private async unsharedRecords(
    due: Array<{ tenants: string; listing_id: number | null; listing_address: string; outside: number }>,
    ids: number[],
  ): Promise<{ tenantEmails: string[]; goneListingAddresses: string[] }> {
    const kept = await this.c.db.selectFrom('deals').select(['tenants', 'listing_address']).where('id', 'not in', ids).execute();
    const keptEmails = new Set(kept.flatMap((d) => emailsOf(d.tenants)));
    const keptAddresses = new Set(kept.map((d) => d.listing_address));
    return {
      tenantEmails: [...new Set(due.flatMap((d) => emailsOf(d.tenants)))].filter((e) => !keptEmails.has(e)),
      goneListingAddresses: due
        .filter((d) => d.listing_id === null && !d.outside && !keptAddresses.has(d.listing_address))
        .map((d) => d.listing_address),
    };
  }

  /** Disclosures whose deal was deleted while Pending: signed (or sent) before the cutoff. */
  private async purgeOrphanDisclosures(cutoff: string): Promise<number> {
    const result = await this.c.db
      .deleteFrom('deal_disclosures')
      .where((eb) =>
        eb.and([
          eb.not(eb.exists(eb.selectFrom('deals').select('deals.id').whereRef('deals.id', '=', 'deal_disclosures.deal_id'))),
          eb.or([eb('signed_at', '<', cutoff), eb.and([eb('signed_at', 'is', null), eb('created_at', '<', cutoff)])]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function emailsOf(tenants: string): string[] {
  try {
    return (JSON.parse(tenants) as DealTenant[]).map((t) => t.email.trim().toLowerCase());
  } catch {
    return [];
  }
}
