import { describe, expect, it } from 'vitest';
import { startProductProcess } from '../support/product-process.ts';

/** Starts the server, asks for a page of the API and an unknown path, stops it, and returns what it printed. */
async function printedFor(env: Record<string, string>): Promise<string> {
  const server = await startProductProcess({ LOG_LEVEL: 'info', ...env });
  await fetch(`${server.url}/api/health`);
  await fetch(`${server.url}/api/no-such-endpoint`);
  await server.stop();
  return server.output();
}

describe('console output of the server', () => {
  it('prints one readable line per request with LOG_FORMAT=pretty (the default on a terminal)', async () => {
    const out = await printedFor({ LOG_FORMAT: 'pretty' });
    expect(out).toMatch(/\[\d\d:\d\d:\d\d(\.\d+)?\] INFO: GET \/api\/health 200 \d+\.\d ms/);
    expect(out).toMatch(/WARN: GET \/api\/no-such-endpoint 404 \d+\.\d ms/);
    expect(out.match(/\/api\/health/g)).toHaveLength(1);
    expect(out).not.toContain('"msg"');
    expect(out).not.toContain('incoming request');
  });

  it('writes structured JSON lines with LOG_FORMAT=json (the default when the output is not a terminal)', async () => {
    const out = await printedFor({});
    const events = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    expect(events.find((e) => e.msg === 'incoming request' && e.req?.url === '/api/health')).toBeDefined();
    expect(events.some((e) => e.msg === 'request completed' && e.res?.statusCode === 404)).toBe(true);
  });
});
