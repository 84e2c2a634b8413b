import type { Transaction } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';
import type {
  SubscribeInput,
  SubscriberDto,
  SubscribersBulkStatusInput,
  SubscribersQuery,
  SubscriberSort,
  SubscriberStatus,
} from '../../../shared/subscribers.schema.ts';
import { isBot } from '../../../shared/query-params.ts';
import type { SubscriberSearchDto } from '../../../shared/subscribers.schema.ts';
import { SUBSCRIBERS_TEXT } from '../../../shared/texts/subscribers.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso, toNumber, toSubscriberDto } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { containsAnyCase } from '../../platform/db/sql.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('subscribers', 'SUBSCRIBERS_TEXT', SUBSCRIBERS_TEXT);

/** Queues the welcome e-mail in the subscription's transaction, and delivers it once that committed. */
export interface WelcomeSender {
  /** Prepared before the transaction; the returned function queues the e-mail inside it. */
  welcomeQueuer: () => Promise<
    (executor: Transaction<Database>, subscriber: SubscriberDto & { language: Language }) => Promise<unknown>
  >;
  wake: () => void;
}

const COLUMNS = ['id', 'email', 'name', 'status', 'created_at', 'newsletter'] as const;
const SORT_COLUMNS: Record<SubscriberSort, 'email' | 'status' | 'created_at'> = {
  email: 'email',
  status: 'status',
  subscribedAt: 'created_at',
};

export interface SubscribersPage {
  subscribers: SubscriberDto[];
  totalSubscribers: number;
  totalPages: number;
}

/** Newsletter subscribers (docs/product.md §3, §7): visitors subscribe and unsubscribe, signed-in staff list and manage. */
export class SubscribersService {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /** Sends the welcome e-mail; none when absent. */
    private readonly welcome?: WelcomeSender,
    /** The saved searches of subscribers, shown with them (docs/product.md §18). */
    private readonly searchesOf?: (ids: number[]) => Promise<Map<number, SubscriberSearchDto[]>>,
  ) {}

  /** The page's subscribers with their saved searches. */
  private async withSearches(subscribers: SubscriberDto[]): Promise<SubscriberDto[]> {
    if (!this.searchesOf || subscribers.length === 0) return subscribers;
    const searches = await this.searchesOf(subscribers.map((s) => s.id));
    return subscribers.map((s) => ({ ...s, savedSearches: searches.get(s.id) ?? [] }));
  }

  /**
   * POST /subscribers: a new active subscriber. An active address answers 409 'Email already
   * subscribed'; an address that unsubscribed earlier is made active again.
   */
  async subscribe(input: SubscribeInput): Promise<{ subscriber: SubscriberDto; dropped: boolean }> {
    if (isBot(input)) {
      // A bot learns nothing: the answer a new subscriber gets, and nothing stored or sent (decision 015).
      const at = nowIso();
      const row = {
        id: 0,
        email: input.email,
        name: input.name ?? null,
        status: 'active' as const,
        created_at: at,
        newsletter: 1,
      };
      return { subscriber: toSubscriberDto(row), dropped: true };
    }
    const existing = await this.findByEmail(input.email);
    // An address with only saved searches (newsletter 0) takes the newsletter now, as a new subscriber would.
    if (existing && existing.status !== 'unsubscribed' && toNumber(existing.newsletter) === 1)
      throw conflict(T.alreadySubscribed);
    const at = nowIso();
    const queueWelcome = await this.welcome?.welcomeQueuer();
    const subscriber = await this.db.transaction().execute(async (trx) => {
      if (existing) {
        // Only from 'unsubscribed' or alerts only: of two requests racing to come back, one is 'already subscribed'.
        const result = await trx
          .updateTable('subscribers')
          .set({
            status: 'active',
            newsletter: 1,
            ...(input.name ? { name: input.name } : {}),
            language: input.language,
            created_at: at,
            updated_at: at,
          })
          .where('id', '=', existing.id)
          .where((eb) => eb.or([eb('status', '=', 'unsubscribed'), eb('newsletter', '=', 0)]))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw conflict(T.alreadySubscribed);
      } else {
        try {
          await trx
            .insertInto('subscribers')
            .values({
              email: input.email,
              name: input.name ?? null,
              status: 'active',
              language: input.language,
              created_at: at,
              updated_at: at,
            })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(T.alreadySubscribed);
          throw error;
        }
      }
      const row = await trx.selectFrom('subscribers').select(COLUMNS).where('email', '=', input.email).executeTakeFirst();
      if (!row) throw notFound(T.subscriberNotFound);
      const dto = toSubscriberDto(row);
      // The welcome e-mail commits with the subscription, or neither does.
      await queueWelcome?.(trx, { ...dto, language: input.language });
      return dto;
    });
    this.welcome?.wake();
    return { subscriber, dropped: false };
  }

  /** GET /subscribers: one page, searched over email and name (any case), filtered by status, sorted. */
  async list(query: SubscribersQuery): Promise<SubscribersPage> {
    let base = this.db.selectFrom('subscribers');
    const search = query.search?.trim();
    if (search) {
      base = base.where(containsAnyCase(this.dialect, ['email', 'name'], search));
    }
    if (query.status && query.status !== 'all') base = base.where('status', '=', query.status);

    const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const totalSubscribers = toNumber(counted?.n ?? 0);
    const rows = await base
      .select(COLUMNS)
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return {
      subscribers: await this.withSearches(rows.map(toSubscriberDto)),
      totalSubscribers,
      totalPages: Math.ceil(totalSubscribers / query.limit),
    };
  }

  /** DELETE /subscribers/{id}. */
  async remove(id: number): Promise<void> {
    const result = await this.db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(T.subscriberNotFound);
  }

  /** DELETE /subscribers/bulk/delete: how many of `ids` were deleted (unknown ids are skipped). */
  async removeMany(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('subscribers').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** POST /subscribers/bulk/status: how many of `ids` were given `status`. */
  async setStatus({ ids, status }: SubscribersBulkStatusInput): Promise<number> {
    const result = await this.db
      .updateTable('subscribers')
      .set({ status: status satisfies SubscriberStatus, updated_at: nowIso() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The subscribers of `ids` that still exist, newest subscription first (for the CSV export). */
  async forExport(ids: number[]): Promise<SubscriberDto[]> {
    const rows = await this.db
      .selectFrom('subscribers')
      .select(COLUMNS)
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return this.withSearches(rows.map(toSubscriberDto));
  }

  private findByEmail(email: string) {
    return this.db.selectFrom('subscribers').select(COLUMNS).where('email', '=', email).executeTakeFirst();
  }
}
