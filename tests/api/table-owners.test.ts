import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the lint's own module is plain JavaScript without types.
import { foreignWrite, ownersOf, tableOwners } from '../../eslint.table-owners.js';

// Every table has an owner (decision 103): only the feature whose tables.ts declares a table writes it.
const eslint = new ESLint();
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'tables/owner').map((m) => m.message);
}

const PRELUDE = "import type { Db } from '../../platform/db/client.ts';\nimport { sql } from 'kysely';\n";

describe('the table-owner lint', () => {
  it.each([
    ['an update of another feature’s table', 'src/server/features/viewings/x.ts', "export const f = (db: Db) => db.updateTable('inquiries').set({ status: 'new' }).execute();", 'inquiries'],
    ['an insert, aliased', 'src/server/features/alerts/x.ts', "export const f = (db: Db) => db.insertInto('subscribers as s').values({}).execute();", 'subscribers'],
    ['a delete', 'src/server/features/team/x.ts', "export const f = (db: Db) => db.deleteFrom('users').execute();", 'users'],
    ['a raw update', 'src/server/features/inbound/x.ts', "export const f = (db: Db) => sql`update inquiries set status = 'new'`.execute(db);", 'inquiries'],
    ['a write of a table declared the leases’ way', 'src/server/features/deals/x.ts', "export const f = (db: Db) => db.deleteFrom('lease_events' as never).execute();", 'lease_events'],
  ])('refuses %s', async (_name, file, code, table) => {
    const found = await problems(file, PRELUDE + code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`The table '${table}' is the`);
    expect(found[0]).toContain('index.ts exports, passing its transaction');
  });

  it('allows reads, the feature’s own tables, the platform’s tables, migrations and code outside the features', async () => {
    const cases: Array<[string, string]> = [
      ['src/server/features/viewings/x.ts', "export const f = (db: Db) => db.selectFrom('inquiries').selectAll().execute();"],
      ['src/server/features/inquiries/x.ts', "export const f = (db: Db) => db.updateTable('inquiries').set({ status: 'new' }).execute();"],
      ['src/server/features/listings/x.ts', "export const f = (db: Db) => db.updateTable('data_versions').set({ version: 1 }).execute();"],
      ['src/server/features/newsletter/migrations/x.ts', "export const f = (db: Db) => sql`update listings set activated_at = created_at`.execute(db);"],
      ['src/server/platform/x.ts', "export const f = (db: Db) => db.updateTable('users').set({ name: '' }).execute();"],
    ];
    for (const [file, code] of cases) expect(await problems(file, PRELUDE + code), file).toEqual([]);
  });

  it('reads each table’s owner from the tables.ts files, both ways of declaring them', () => {
    const owners = ownersOf([
      ['inquiries', 'declare module "x" {\n  interface Database {\n    inquiries: InquiriesTable;\n    replies: RepliesTable;\n  }\n}'],
      ['leases', 'export type LeaseTables = {\n  leases: LeasesTable;\n};'],
    ]);
    expect([...owners]).toEqual([
      ['inquiries', 'inquiries'],
      ['replies', 'inquiries'],
      ['leases', 'leases'],
    ]);
    expect(foreignWrite('inquiries', 'leases', owners)).toContain("the inquiries feature changes it only through a function leases/index.ts exports");
    expect(foreignWrite('leases', 'leases', owners)).toBeUndefined();
  });

  it('knows every feature table of the tree, each with one owner', () => {
    const owners: Map<string, string> = tableOwners();
    expect(owners.get('inquiries')).toBe('inquiries');
    expect(owners.get('subscribers')).toBe('subscribers');
    expect(owners.get('listing_mail_sent')).toBe('newsletter');
    expect(owners.get('lease_signers')).toBe('leases');
    expect(owners.get('site_settings')).toBe('settings');
    expect(owners.has('data_versions')).toBe(false);
  });
});
