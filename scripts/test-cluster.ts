/**
 * `npm run test:cluster`: two real server processes on one scratch PostgreSQL database and one Redis,
 * behind nginx on loopback. Checks (a) 1,000 booking attempts for 7 spaces leave exactly 7, (b) a
 * rate limit of N trips at N across both nodes, (c) kill -9 of one node during a book-and-pay load
 * leaves every paid booking confirmed with exactly one email, no stale hold, and a retried
 * Idempotency-Key succeeding, (d) a rolling restart (SIGTERM, start, ready; one node at a time) during
 * continuous book-and-pay traffic loses no request, booking, email or job. Runs (a), (b), (d), (c).
 * Prints `N passed, M failed`; exits non-zero on any failure.
 *
 * Needs PostgreSQL (CLUSTER_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), Redis
 * (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379) and nginx (NGINX_BIN, default /usr/sbin/nginx).
 * Ports CLUSTER_PORT (3200, nginx) and the two after it (the nodes). To debug: CLUSTER_LOG_LEVEL (the
 * nodes' LOG_LEVEL, default warn) and CLUSTER_LOG_DIR (every process's whole output kept there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { openPostgres } from '../packages/server/src/db/client';
import { createScratchDatabase } from '../packages/server/src/db/scratch';
import { seed } from '../packages/server/src/db/seed/index';
import { type Nginx, startNginx } from './cluster/nginx';
import { type Proc, startNode, stop } from './cluster/processes';
import { scenarioRollingRestart } from './cluster/rolling-restart';
import { scenarioBookAndPayWithKill, scenarioRateLimit, scenarioSevenSpaces } from './cluster/scenarios';

const PG_ADMIN = process.env.CLUSTER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = Number(process.env.CLUSTER_PORT ?? 3200);
/** The search limit the nodes run with, low so that part (b) is quick. */
const SEARCH_LIMIT = 10;

/** Rate-limit counters from earlier runs would make part (b) flaky: our namespace starts empty. */
async function flushRateLimits(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'parking-rl-*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function prepareDatabase(url: string): Promise<void> {
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    await seed(database.db, { samples: true });
  } finally {
    await database.close();
  }
}

/** What every node runs with. */
function nodeEnv(databaseUrl: string, outbox: string, base: string) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    OUTBOX_DIR: outbox,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_SEARCH: String(SEARCH_LIMIT),
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    SMTP_URL: '',
    // Load shedding off: these scenarios are about losing nothing (capacity, a node dying or restarting);
    // on a shared 2-core machine the event-loop check would answer 503 to the test's own bursts.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'parking-cluster-'));
  const db = await createScratchDatabase(PG_ADMIN, 'cluster');
  // The nodes (scenario (d) replaces each with its restarted self) and nginx, all stopped in `finally`.
  const nodes: Proc[] = [];
  let nginx: Nginx | undefined;
  const results: { name: string; ok: boolean; detail: string }[] = [];
  try {
    await flushRateLimits();
    await prepareDatabase(db.url);
    const base = `http://127.0.0.1:${PORT}`;
    const env = nodeEnv(db.url, join(dir, 'outbox'), base);
    const nodePorts = [PORT + 1, PORT + 2];
    const start = (i: number) => startNode(`node ${'AB'[i]}`, nodePorts[i]!, env);
    // Started together; a node that did start is stopped in `finally` even when the other failed.
    const starts = await Promise.allSettled([start(0), start(1)]);
    for (const s of starts) if (s.status === 'fulfilled') nodes.push(s.value);
    const failedStart = starts.find((s) => s.status === 'rejected');
    if (failedStart) throw failedStart.reason;
    nginx = await startNginx(join(dir, 'nginx'), PORT, nodePorts);
    const ctx = { base, databaseUrl: db.url, outbox: env.OUTBOX_DIR, nodes, nodePorts, nginx, startNode: start };
    for (const scenario of [
      () => scenarioSevenSpaces(ctx),
      () => scenarioRateLimit(ctx, SEARCH_LIMIT),
      () => scenarioRollingRestart(ctx),
      () => scenarioBookAndPayWithKill(ctx),
    ]) {
      const at = Date.now();
      const result = await scenario();
      results.push({ ...result, detail: `${result.detail} (${Math.round((Date.now() - at) / 1000)} s)` });
    }
  } catch (err) {
    results.push({ name: 'cluster set-up', ok: false, detail: String((err as Error).stack ?? err) });
  } finally {
    const procs = [nginx, ...nodes].filter((p): p is Proc => p !== undefined);
    for (const proc of procs) await stop(proc);
    if (results.some((r) => !r.ok))
      for (const proc of procs) console.error(`--- last output of ${proc.name}:\n${proc.output()}`);
    await db.drop().catch((err: unknown) => console.error('could not drop the scratch database', err));
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'} ${r.name}: ${r.detail}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
