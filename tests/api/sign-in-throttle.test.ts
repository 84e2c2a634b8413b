import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE } from '../../src/server/features/auth/login-throttle.ts';
import { AUTH_TEXT as T } from '../../src/shared/texts/auth.ts';
import { ADMIN, createTestApp, type TestApp } from '../support/app.ts';

/** Fresh addresses and accounts per run, so counts kept in a shared Redis never meet another run's. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const ipv6Net = () => `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
const runId = () => randomInt(1e9).toString(36);

function login(t: TestApp, payload: object, remoteAddress: string) {
  return t.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
}

async function createAgent(t: TestApp, email: string, password = 'agent-password-1') {
  const res = await t.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: await t.login(),
    payload: { name: 'Avery Agent', email, password, role: 'agent' },
  });
  expect(res.statusCode).toBe(201);
  return { email, password };
}

/** Sends `count` wrong-password sign-ins for `email` at once, spread over the given instances. */
async function parallelGuesses(instances: TestApp[], email: string, count: number) {
  const ip = address();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => login(instances[i % instances.length], { email, password: `guess-${i}` }, ip)),
  );
  const statuses = answers.map((a) => a.statusCode);
  return {
    unauthorized: statuses.filter((s) => s === 401).length,
    throttled: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 401 && s !== 429),
    answers,
  };
}

type Backend = [string, { database?: 'postgres'; env: Record<string, string> }];
const backends: Backend[] = [
  ['SQLite, throttle in memory', { env: {} }],
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [['PostgreSQL, throttle in Redis', { database: 'postgres', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] as Backend]
    : []),
];

describe.each(backends)('parallel sign-in guesses (%s)', (_name, backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: backend.database, env: backend.env });
  });
  afterAll(() => t?.close());

  it('answers at most 5 of 40 parallel wrong-password sign-ins for one account with 401, the rest 429', async () => {
    const agent = await createAgent(t, `burst-${runId()}@test.local`);
    const result = await parallelGuesses([t], agent.email, 40);
    expect(result.other).toEqual([]);
    expect(result.unauthorized).toBe(DEFAULT_THROTTLE.maxPerAccount);
    expect(result.throttled).toBe(40 - DEFAULT_THROTTLE.maxPerAccount);
    expect(result.answers.find((a) => a.statusCode === 429)!.json()).toEqual({
      success: false,
      message: T.tooManyAttempts(15),
    });
    // The right password is refused too until the window ends, from any address.
    expect((await login(t, agent, address())).statusCode).toBe(429);
  });

  it.each([
    [
      'a password change',
      '/api/auth/change-password',
      (guess: string) => ({ currentPassword: guess, newPassword: 'a-new-password-9' }),
    ],
    [
      'an e-mail change',
      '/api/auth/profile',
      (guess: string) => ({ name: 'N', email: `x${runId()}@test.local`, currentPassword: guess }),
    ],
  ])('counts a parallel burst of current-password guesses in %s the same way', async (_what, url, payload) => {
    const agent = await createAgent(t, `changer-${runId()}@test.local`);
    const headers = await t.login(agent);
    const remoteAddress = address();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.inject({ method: 'PUT', url, headers, remoteAddress, payload: payload(`guess-${i}`) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(DEFAULT_THROTTLE.maxPerAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - DEFAULT_THROTTLE.maxPerAccount);
  });

  it('does not count successful sign-ins against the address', async () => {
    const agent = await createAgent(t, `office-${runId()}@test.local`);
    const officeIp = address();
    for (let i = 0; i < DEFAULT_THROTTLE.maxPerIp + 5; i++) expect((await login(t, agent, officeIp)).statusCode).toBe(200);
    expect((await login(t, { email: agent.email, password: 'typo' }, officeIp)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'parallel sign-in guesses across two instances on PostgreSQL and Redis',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
      a = await createTestApp({ database: 'postgres', env });
      b = await createTestApp({ env: { ...env, DATABASE_URL: a.config.databaseUrl! } });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('answers at most 5 of 40 guesses split over both instances with 401, the rest 429', async () => {
      const agent = await createAgent(a, `shared-burst-${runId()}@test.local`);
      const result = await parallelGuesses([a, b], agent.email, 40);
      expect(result.other).toEqual([]);
      expect(result.unauthorized).toBe(DEFAULT_THROTTLE.maxPerAccount);
      expect(result.throttled).toBe(40 - DEFAULT_THROTTLE.maxPerAccount);
      expect((await login(b, agent, address())).statusCode).toBe(429);
      expect((await login(a, agent, address())).statusCode).toBe(429);
    });
  },
);

describe('IPv6 clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ build: { throttle: { windowMs: 60_000, maxPerAccount: 1000, maxPerIp: 4 } } });
  });
  afterAll(() => t.close());

  it('counts every address of one /64 network as one client', async () => {
    const net = ipv6Net();
    for (let i = 1; i <= 4; i++) {
      const res = await login(t, { email: `victim-${i}@test.local`, password: 'password' }, `${net}:${i}::${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t, ADMIN, `${net}:ffff:ffff:ffff:ffff`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: T.tooManyAttempts(1) });
    // The neighbouring /64 is another client.
    expect((await login(t, ADMIN, `${ipv6Net()}::1`)).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const ip = address();
    for (let i = 0; i < 4; i++) await login(t, { email: `mapped-${i}@test.local`, password: 'password' }, `::ffff:${ip}`);
    expect((await login(t, ADMIN, ip)).statusCode).toBe(429);
  });
});
