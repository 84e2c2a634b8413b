import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_ADMIN_TEXT as T } from '../../src/shared/texts/newsletter.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

const BOM = '\uFEFF';

/** POST /api/subscribers/export: the selected subscribers as an RFC 4180 CSV file, safe to open in a spreadsheet. */
describe.each(DATABASES)('subscribers CSV export on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    const people = [
      ['plain@example.com', 'Ann Plain', 'active', '2026-01-02T10:00:00.000Z'],
      ['comma@example.com', 'Smith, John', 'active', '2026-01-03T10:00:00.000Z'],
      ['quote@example.com', 'Jo "JJ" Lee', 'unsubscribed', '2026-01-04T10:00:00.000Z'],
      ['lines@example.com', 'Two\nLines', 'active', '2026-01-05T10:00:00.000Z'],
      ['formula@example.com', '=HYPERLINK("http://evil.example","x")', 'active', '2026-01-06T10:00:00.000Z'],
      ['at@example.com', '@SUM(A1)', 'active', '2026-01-07T10:00:00.000Z'],
      ['accent@example.com', 'Zoë Ñúñez', 'active', '2026-01-08T10:00:00.000Z'],
      ['-minus@example.com', null, 'active', '2026-01-09T10:00:00.000Z'],
    ] as const;
    for (const [email, name, status, at] of people) {
      const row = await t.app.database.db
        .insertInto('subscribers')
        .values({ email, name, status, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[email] = Number(row.id);
    }
  });
  afterAll(() => t.close());

  const exportIds = (list: unknown, headers: Record<string, string> = auth) =>
    t.inject({ method: 'POST', url: '/api/subscribers/export', headers, payload: { ids: list } });

  it('sends a UTF-8 CSV attachment of the selected subscribers only, newest first, with the count', async () => {
    const res = await exportIds([ids['plain@example.com'], ids['accent@example.com'], 999_999]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-export-count']).toBe('2');
    expect(res.body).toBe(
      `${BOM}Email,Name,Status,Subscribed Date,Saved Searches\r\n` +
        'accent@example.com,Zoë Ñúñez,Active,2026-01-08,\r\n' +
        'plain@example.com,Ann Plain,Active,2026-01-02,\r\n',
    );
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and escapes cells a spreadsheet would run', async () => {
    const res = await exportIds(
      [
        'comma@example.com',
        'quote@example.com',
        'lines@example.com',
        'formula@example.com',
        'at@example.com',
        '-minus@example.com',
      ].map((e) => ids[e]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-export-count']).toBe('6');
    expect(res.body).toBe(
      `${BOM}Email,Name,Status,Subscribed Date,Saved Searches\r\n` +
        "'-minus@example.com,,Active,2026-01-09,\r\n" +
        "at@example.com,'@SUM(A1),Active,2026-01-07,\r\n" +
        `formula@example.com,"'=HYPERLINK(""http://evil.example"",""x"")",Active,2026-01-06,\r\n` +
        'lines@example.com,"Two\nLines",Active,2026-01-05,\r\n' +
        'quote@example.com,"Jo ""JJ"" Lee",Unsubscribed,2026-01-04,\r\n' +
        'comma@example.com,"Smith, John",Active,2026-01-03,\r\n',
    );
  });

  it('is for signed-in staff only, validates the ids and says when none exist', async () => {
    const anonymous = await exportIds([ids['plain@example.com']], {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);

    for (const bad of [undefined, [], ['x'], [0], 'all', Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      const res = await exportIds(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().success).toBe(false);
    }

    const gone = await exportIds([999_998]);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: T.exportNoneFound });
  });
});
