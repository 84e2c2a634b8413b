import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

/**
 * Issue 31: one client address that changes its user agent many times within a minute (a script
 * posing as 300 visitors in 3 seconds) counts once per page per day; a household's few browsers
 * behind one address still count each (decision 040).
 */

const agent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (n % 900)}.0.${n}.1 Safari/537.36`;

describe.each(DATABASES)('views from an address rotating its user agent on %s', (database) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-07T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ database, build: { views: { flushMs: 3_600_000, now: () => clock } } });
  });
  afterAll(() => t.close());

  const views = async (page: string) => {
    const row = await t.app.database.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('n'))
      .where('page', '=', page)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const record = (page: string, address: string, userAgent: string) =>
    t.app.services.views.record({ page, address, userAgent, referer: undefined, host: 'localhost' });

  it('300 views in 3 seconds from one address, each with another user agent, count once; later ones that day too', async () => {
    const counter = t.app.services.views;
    for (let i = 0; i < 300; i++) {
      clock += 10;
      record('property:7', '198.51.100.9', agent(i));
    }
    await counter.flush();
    expect(await views('property:7')).toBe(1);
    // Another minute, more agents: still the one visitor of the day, on this page and on another.
    clock += 120_000;
    for (let i = 300; i < 320; i++) record('property:7', '198.51.100.9', agent(i));
    record('home', '198.51.100.9', agent(999));
    await counter.flush();
    expect(await views('property:7')).toBe(1);
    expect(await views('home')).toBe(1);
    // Written between two agents (a batch already in the database stays): at most that batch more.
    clock += 120_000;
    record('property:8', '198.51.100.10', agent(1));
    await counter.flush();
    for (let i = 2; i < 100; i++) record('property:8', '198.51.100.10', agent(i));
    await counter.flush();
    expect(await views('property:8')).toBe(2);
  });

  it('a household: three browsers behind one address count three; other addresses are not affected', async () => {
    const counter = t.app.services.views;
    clock += 120_000;
    for (const n of [1, 2, 3, 1, 2, 3]) record('property:9', '198.51.100.20', agent(n));
    for (let i = 0; i < 50; i++) record('property:9', `198.51.101.${i}`, agent(i));
    await counter.flush();
    expect(await views('property:9')).toBe(53);
  });
});
