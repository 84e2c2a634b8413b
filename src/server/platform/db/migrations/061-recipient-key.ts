import type { Kysely } from 'kysely';
import { mailboxKey } from '../../mail/mailbox-key.ts';

/** A day: the window of the per-recipient caps (recipient-caps.ts). */
const WINDOW_MS = 24 * 60 * 60 * 1000;

type CountsDb = Kysely<{ mail_recipient_counts: { kind: string; recipient: string; window_start: string; count: number } }>;

/**
 * The per-recipient caps count a mailbox once however it is spelled (docs/decisions/094-what-dies-when.md):
 * `mail_recipient_counts.recipient` now holds the mailbox key (mailbox-key.ts), not the address as typed.
 * The rows of the day's windows are re-keyed, those of one mailbox merged (their counts added, the
 * earliest window kept); windows already over are dropped, as the next message would restart them.
 */
export function recipientKeyMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const k = db as CountsDb;
      const since = new Date(Date.now() - WINDOW_MS).toISOString();
      const rows = await k.selectFrom('mail_recipient_counts').selectAll().where('window_start', '>', since).execute();
      const merged = new Map<string, { kind: string; recipient: string; window_start: string; count: number }>();
      for (const row of rows) {
        const recipient = mailboxKey(row.recipient);
        const id = `${row.kind}\n${recipient}`;
        const before = merged.get(id);
        merged.set(id, {
          kind: row.kind,
          recipient,
          window_start: before && before.window_start < row.window_start ? before.window_start : row.window_start,
          count: (before?.count ?? 0) + Number(row.count),
        });
      }
      await k.deleteFrom('mail_recipient_counts').execute();
      for (const row of merged.values()) await k.insertInto('mail_recipient_counts').values(row).execute();
    },
    async down() {
      // The keys stay: a mailbox key is an address the caps can count.
    },
  };
}
