import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../packages/server/src/app';
import { loadEnv } from '../../packages/server/src/env';
import { SIGN_IN_LIMITS } from '../../packages/server/src/services/accounts/sign-in-limits';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { seedMember } from './support/accounts';
import { type TestApp, createTestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Counters in Redis outlive a run by the window: every run uses addresses and client addresses of its own.
const run = randomUUID().slice(0, 8);
const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each([
  ['in memory (one node)', false],
  ['in Redis (two nodes counting together)', true],
])('sign-in limits %s', (_name, shared) => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  let nodes: FastifyInstance[];
  const member = `owner-${run}-${shared ? 'r' : 'm'}@operator.example`;

  beforeAll(async () => {
    t = await createTestApp(shared ? { envOverrides: { REDIS_URL } } : {});
    await seedMember(t.db.database.db, { email: member, org: 'a', kind: 'operator', role: 'owner' });
    if (shared)
      second = await buildApp({
        env: loadEnv({ PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent', REDIS_URL }),
        database: t.db.database,
        logger: false,
        sweepIntervalMs: false,
        staticDirs: { siteDir: '/nonexistent/site', widgetDir: '/nonexistent/widget' },
      });
    nodes = second ? [t.app, second] : [t.app];
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** Asks for a link from `from`, alternating between the nodes. */
  let turn = 0;
  const ask = (email: string, from: string) =>
    nodes[turn++ % nodes.length]!.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/magic-link',
      remoteAddress: from,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { email, callbackURL: '/console' },
    });

  /** The statuses of `n` requests for one address, each from its own client address. */
  const burst = async (email: string, n: number) => {
    const answers = [];
    for (let i = 0; i < n; i++) answers.push(await ask(email, ip()));
    return answers;
  };

  it(`allows ${SIGN_IN_LIMITS.perAddress} links an address, then 429 with Retry-After; the refused ones send nothing`, async () => {
    const answers = await burst(member, SIGN_IN_LIMITS.perAddress + 1);
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(SIGN_IN_LIMITS.perAddress).fill(200), 429]);
    const refused = answers.at(-1)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    await sweepOnce(t.app);
    expect(t.mailer.sent.filter((m) => m.to === member)).toHaveLength(SIGN_IN_LIMITS.perAddress);
  });

  it('answers an unknown address exactly as a member: the same statuses, the same refusal', async () => {
    const answers = await burst(`nobody-${run}-${shared ? 'r' : 'm'}@nowhere.example`, SIGN_IN_LIMITS.perAddress + 2);
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(SIGN_IN_LIMITS.perAddress).fill(200), 429, 429]);
    const again = await ask(member, ip());
    expect(again.statusCode).toBe(429);
    expect(answers.at(-1)!.body).toBe(again.body);
    expect(answers.at(-1)!.headers['content-type']).toBe(again.headers['content-type']);
  });

  it(`allows ${SIGN_IN_LIMITS.perIp} link requests from one client address, whatever the addresses`, async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perIp; i++)
      statuses.push((await ask(`x${i}-${run}@nowhere.example`, from)).statusCode);
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.perIp).fill(200), 429]);
    // Another client is not held up by that one.
    expect((await ask(`y-${run}@nowhere.example`, ip())).statusCode).toBe(200);
  });

  it(`allows ${SIGN_IN_LIMITS.passkeyPerIp} passkey sign-in steps from one client address`, async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.passkeyPerIp; i++) {
      const node = nodes[i % nodes.length]!;
      const res = await node.inject({
        method: 'GET',
        url: '/api/v1/auth/passkey/generate-authenticate-options',
        remoteAddress: from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.passkeyPerIp).fill(200), 429]);
  });
});
