import autocannon from 'autocannon';
import type { LoadResult } from './types.ts';

/** Drives `url` with autocannon (10 connections, no pipelining) for `seconds`; with `post`, POSTs that JSON body. */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  post?: Record<string, unknown>,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 10,
    pipelining: 1,
    duration: seconds,
    ...(post
      ? { method: 'POST', body: JSON.stringify(post), headers: { ...headers, 'content-type': 'application/json' } }
      : { headers }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
