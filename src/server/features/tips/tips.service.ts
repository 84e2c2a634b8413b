import type { Transaction } from 'kysely';
import type { AdminTipsQuery, TipDto, TipInput, TipTranslations } from '../../../shared/tips.schema.ts';
import { TIPS_TEXT as T } from '../../../shared/texts/tips.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso, toNumber, toTipDto } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { containsAnyCase } from '../../platform/db/sql.ts';
import { versionSourceFor, type VersionSource } from '../listings/index.ts';

const COLUMNS = [
  'id',
  'title',
  'content',
  'title_es',
  'content_es',
  'title_zh',
  'content_zh',
  'is_active',
  'created_at',
  'updated_at',
] as const;
const TRANSLATIONS = ['title_es', 'content_es', 'title_zh', 'content_zh'] as const;

/** The translations an input gives (decision 072): each one given is written, a missing one left as it is. */
const translations = (input: TipInput) =>
  Object.fromEntries(TRANSLATIONS.filter((k) => input[k] !== undefined).map((k) => [k, input[k] as string]));

/**
 * Tips (docs/product.md §3, §7): visitors see active tips, signed-in staff see and manage all. Every write
 * bumps the 'tips' data version, so cached public pages that show tips (/blog) go stale.
 */
export class TipsService {
  private readonly versions: VersionSource;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {
    this.versions = versionSourceFor(db, dialect, 'tips');
  }

  /** The tips data version: it changes with every tip write (on PostgreSQL, by any instance). */
  dataVersion(): number | Promise<number> {
    return this.versions.current();
  }

  /** GET /tips: active tips in the order they were added. */
  async listActive(): Promise<TipDto[]> {
    const rows = await this.db.selectFrom('tips').select(COLUMNS).where('is_active', '=', 1).orderBy('id', 'asc').execute();
    return rows.map(toTipDto);
  }

  /** GET /admin/tips: every tip, optionally only those whose title or content contains `search` (any case). */
  async listAll(query: Partial<AdminTipsQuery> = {}): Promise<TipDto[]> {
    const search = query.search?.trim();
    let select = this.db.selectFrom('tips').select(COLUMNS);
    if (search) {
      select = select.where(containsAnyCase(this.dialect, ['title', 'content'], search));
    }
    const rows = await select.orderBy('id', 'asc').execute();
    return rows.map(toTipDto);
  }

  /** The Spanish and Chinese title and content of tips, by id (the back-office's form; the Spanish and Chinese /blog, decision 072). */
  async translations(ids: number[]): Promise<Map<number, TipTranslations>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('tips')
      .select(['id', ...TRANSLATIONS])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map(({ id, ...texts }) => [toNumber(id), texts]));
  }

  /** GET /tips/{id}: an inactive tip is only found by signed-in staff. */
  async get(id: number, viewer: { signedIn: boolean } = { signedIn: false }): Promise<TipDto> {
    let select = this.db.selectFrom('tips').select(COLUMNS).where('id', '=', id);
    if (!viewer.signedIn) select = select.where('is_active', '=', 1);
    const row = await select.executeTakeFirst();
    if (!row) throw notFound(T.tipNotFound);
    return toTipDto(row);
  }

  /** POST /tips: a new tip, active unless said otherwise (docs/product.md §3). */
  async create(input: TipInput): Promise<TipDto> {
    const at = nowIso();
    const id = await this.write(async (trx) => {
      const row = await trx
        .insertInto('tips')
        .values({
          title: input.title,
          content: input.content,
          ...translations(input),
          is_active: input.is_active === false ? 0 : 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toNumber(row.id);
    });
    return this.get(id, { signedIn: true });
  }

  /** PUT /tips/{id}: new title and content; is_active when given. */
  async update(id: number, input: TipInput): Promise<TipDto> {
    const changed = await this.write(async (trx) => {
      const result = await trx
        .updateTable('tips')
        .set({
          title: input.title,
          content: input.content,
          ...translations(input),
          ...(input.is_active === undefined ? {} : { is_active: input.is_active ? 1 : 0 }),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    });
    if (changed === 0) throw notFound(T.tipNotFound);
    return this.get(id, { signedIn: true });
  }

  /** DELETE /tips/{id}. */
  async remove(id: number): Promise<void> {
    const deleted = await this.write(async (trx) => {
      const result = await trx.deleteFrom('tips').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    if (deleted === 0) throw notFound(T.tipNotFound);
  }

  /** Runs a write in a transaction that also bumps the tips version (a no-op write bumps it too: harmless). */
  private async write<R>(work: (trx: Transaction<Database>) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const result = await work(trx);
        await this.versions.bump(trx);
        return result;
      });
    } finally {
      this.versions.afterWrite();
    }
  }
}
