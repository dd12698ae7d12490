import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../packages/server/src/app';
import { partners, providers } from '../../packages/server/src/db/schema/index';
import { loadEnv } from '../../packages/server/src/env';
import { criteria } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits with REDIS_URL are shared by every node', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const limits = { searchRateLimit: { max: 3, timeWindowMs: 60_000 }, envOverrides: { REDIS_URL } };
    first = await createTestApp(limits);
    // A second node: its own app and memory, the same database and Redis.
    second = await buildApp({
      env: loadEnv({ PUBLIC_URL: 'http://127.0.0.1:4000', LOG_LEVEL: 'silent', REDIS_URL }),
      database: first.db.database,
      clock: () => first.clock.now,
      logger: false,
      sweepIntervalMs: false,
      searchRateLimit: limits.searchRateLimit,
      staticDirs: { siteDir: '/nonexistent/site', widgetDir: '/nonexistent/widget' },
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a limit of 3 trips at 3 across two nodes', async () => {
    // A client address of its own, so earlier runs' counters (kept for a minute) do not count.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? first.app : second;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/search/packages',
        payload: criteria(),
        remoteAddress: client,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  it('an unreachable REDIS_URL stops the boot with one line naming it', async () => {
    const attempt = buildApp({
      env: loadEnv({ LOG_LEVEL: 'silent', REDIS_URL: 'redis://127.0.0.1:1' }),
      database: first.db.database,
      logger: false,
      sweepIntervalMs: false,
    });
    await expect(attempt).rejects.toThrow(/^REDIS_URL: cannot connect to Redis/);
  });
});

describe('per-node caches stay short', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The catalog and partner caches at their defaults (the test app turns every cache off).
    t = await createTestApp({ cache: { statsMs: 0, availabilityMs: 0 } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('a provider edited in the database shows within a few seconds on every node', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const name = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/providers/luton-park-and-fly' })).json().data.name;
    const before = await name();
    await t.db.database.db.update(providers).set({ name: 'Renamed' }).where(eq(providers.id, 'luton-park-and-fly'));
    expect(await name()).toBe(before);
    vi.setSystemTime(Date.now() + 6_000);
    expect(await name()).toBe('Renamed');
  });

  it('a revoked partner key stops working within a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const preflight = async () =>
      (
        await t.app.inject({
          method: 'OPTIONS',
          url: '/api/v1/search/packages',
          headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
        })
      ).headers['access-control-allow-origin'];
    expect(await preflight()).toBe('http://localhost:5173');
    await t.db.database.db.update(partners).set({ active: false });
    vi.setSystemTime(Date.now() + 6_000);
    expect(await preflight()).toBeUndefined();
  });
});
