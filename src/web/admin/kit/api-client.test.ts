import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-client.ts';

const answer = (disposition?: string) => new Response('', { headers: disposition ? { 'content-disposition': disposition } : {} });

describe("a downloaded file keeps the server's name for it", () => {
  it("reads RFC 6266's UTF-8 name first, then the quoted one, then the fallback", () => {
    expect(
      fileNameOf(
        answer(
          `inline; filename="Application package - 1 Main St.pdf"; filename*=UTF-8''Application%20package%20%E2%80%94%201%20Main%20St.pdf`,
        ),
        'x.pdf',
      ),
    ).toBe('Application package — 1 Main St.pdf');
    expect(fileNameOf(answer('attachment; filename="deals-2026-11-20.csv"'), 'x.csv')).toBe('deals-2026-11-20.csv');
    expect(fileNameOf(answer(`inline; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`), 'x.pdf')).toBe('a.pdf');
    expect(fileNameOf(answer(), 'x.pdf')).toBe('x.pdf');
  });
});
