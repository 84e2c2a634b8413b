import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rawRequest, type RawAnswer } from '../tests/support/raw-http.ts';
import { startProductProcess } from '../tests/support/product-process.ts';
import { rssMb } from './lib/production.ts';

/**
 * One hostile visitor against the production server (`npm start`'s process, SQLite), decision 029:
 *  1. 20 parallel 200 MB posts to /about and /newsletter (half with a declared length, half chunked):
 *     the answers, the body bytes the server had read when it answered (its own log), and its RSS
 *     before, at the peak during, and after;
 *  2. a 1 MB e-mail address built to make a pattern backtrack, sent to every public endpoint that
 *     takes one: each answer's time, then /api/health's latency while 10 of them are in flight.
 */

const MB = 1024 * 1024;
const evilEmail = (bytes: number) => `a@${'a.'.repeat(Math.floor((bytes - 2) / 2))}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The JSON lines of the server's log. */
function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function idleRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(rssMb(pid));
    await sleep(1000);
  }
  return median(readings);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-abuse-'));
  // Info level: Fastify's 'request completed' lines carry each answer's server time (responseTime).
  const server = await startProductProcess({ DATA_DIR: dataDir, LOG_FORMAT: 'json', LOG_LEVEL: 'info', TRUST_PROXY: 'true' });
  const pid = server.child.pid!;
  const address = (i: number) => ({ 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` });
  try {
    // Warm the pages and the API once, then rest.
    for (const url of ['/', '/about', '/newsletter', '/api/health'])
      await fetch(`${server.url}${url}`).then((r) => r.arrayBuffer());
    await sleep(3000);
    const before = await idleRss(pid);

    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(pid));
        await sleep(50);
      }
    })();
    const started = performance.now();
    const attacks: Array<Promise<RawAnswer & { kind: string }>> = [];
    for (let i = 0; i < 20; i++) {
      const path = i % 2 === 0 ? '/about' : '/newsletter';
      const chunked = i % 4 >= 2;
      attacks.push(
        rawRequest(server.url, { path, chunked, bodyBytes: 200 * MB, headers: address(i) }).then((answer) => ({
          ...answer,
          kind: `${path} ${chunked ? 'chunked' : 'declared'}`,
        })),
      );
    }
    const answers = await Promise.all(attacks);
    const attackMs = performance.now() - started;
    await sleep(500);
    sampling = false;
    await sampler;
    await sleep(5000);
    const after = await idleRss(pid);

    // The server logs, for each 413, the bytes it had read from that connection when it answered.
    const read = logLines(server.output())
      .filter((line) => line.msg === 'request body over its cap: refused')
      .map((line) => line.bytesRead as number);
    console.log('\n20 parallel 200 MB posts to /about and /newsletter (10 declared, 10 chunked)');
    console.table(
      ['/about declared', '/about chunked', '/newsletter declared', '/newsletter chunked'].map((kind) => {
        const mine = answers.filter((a) => a.kind === kind);
        return {
          kind,
          answers: mine.map((a) => a.status).join(' '),
          'connection closed': mine.every((a) => a.closed),
          'slowest answer ms': round(Math.max(...mine.map((a) => a.ms))),
          'client had sent (max KB)': round(Math.max(...mine.map((a) => a.sentBeforeAnswer)) / 1024),
        };
      }),
    );
    console.log(
      `server had read at each 413: max ${round(Math.max(...read) / 1024)} KB, median ${round(median(read) / 1024)} KB (${read.length} answers logged); all 20 answered in ${round(attackMs)} ms`,
    );
    console.log(
      `RSS: before ${round(before)} MB, peak during ${round(peak)} MB, after ${round(after)} MB (target: under 250 MB)`,
    );

    // 2. The 1 MB pathological e-mail address.
    const email = evilEmail(MB - 200);
    const endpoints: Array<[string, Record<string, unknown>]> = [
      ['/api/subscribers', { email }],
      ['/api/subscribers/unsubscribe', { email }],
      ['/api/inquiries', { name: 'Eve', email, message: 'Hello' }],
      ['/api/viewings', { name: 'Eve', email }],
      ['/api/auth/login', { email, password: 'whatever-1' }],
    ];
    let n = 1000;
    const send = async ([url, payload]: [string, Record<string, unknown>]) => {
      const body = JSON.stringify(payload);
      const start = performance.now();
      const res = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...address(n++) },
        body,
      });
      await res.arrayBuffer();
      return { url, status: res.status, ms: performance.now() - start };
    };
    const mark = server.output().length;
    const single: Array<Record<string, string | number>> = [];
    for (const endpoint of endpoints) {
      const times = [];
      let status = 0;
      for (let i = 0; i < 5; i++) {
        const answer = await send(endpoint);
        times.push(answer.ms);
        status = answer.status;
      }
      single.push({
        endpoint: endpoint[0],
        status,
        'median ms (round trip, 1 MB sent)': round(median(times)),
        'max ms': round(Math.max(...times)),
      });
    }
    await sleep(500);
    // The server's own time for each answer, from its log.
    const urls = new Map<string, string>();
    const serverMs = new Map<string, number[]>();
    for (const line of logLines(server.output().slice(mark))) {
      if (line.msg === 'incoming request') urls.set(line.reqId as string, (line.req as { url: string }).url);
      if (line.msg === 'request completed') {
        const url = urls.get(line.reqId as string) ?? '';
        serverMs.set(url, [...(serverMs.get(url) ?? []), line.responseTime as number]);
      }
    }
    for (const row of single) {
      const times = serverMs.get(row.endpoint as string) ?? [];
      row['server ms median'] = round(median(times));
      row['server ms max'] = round(Math.max(...times));
    }
    console.log('\n1 MB e-mail address built to backtrack (a@ then a. repeated), 5 times each, one at a time');
    console.table(single);
    const inFlight = Array.from({ length: 10 }, (_, i) => send(endpoints[i % endpoints.length]));
    let done = false;
    const all = Promise.all(inFlight).finally(() => (done = true));
    const health: number[] = [];
    while (!done) {
      const start = performance.now();
      await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - start);
      await sleep(10);
    }
    const parallel = await all;
    console.log(
      `10 in flight: answers ${parallel.map((a) => a.status).join(' ')}, slowest ${round(Math.max(...parallel.map((a) => a.ms)))} ms; GET /api/health meanwhile: ${health.length} answers, median ${round(median(health))} ms, max ${round(Math.max(...health))} ms (target: under 100 ms)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
