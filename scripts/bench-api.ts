/**
 * `npm run bench:api`: starts the real server on a throwaway PostgreSQL database on the local server
 * (postgres://postgres@127.0.0.1:5432, or BENCH_PG_ADMIN_URL), seeded with the usual data plus an
 * airport with 300 providers, then runs autocannon against GET /api/v1/health (the bare baseline) and
 * POST /api/v1/search/packages, and prints req/s, p50, p99. Targets: one search at 50 connections
 * ≥ 30% of the baseline's req/s with p99 < 25 ms; the 300-provider search at 10 connections p99 ≤ 50 ms
 * with a compressed answer ≤ 50 KB.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './bench/bench-server';
import { addDays, londonNow } from '@parking/core';
import { createScratchDatabase } from '../packages/server/src/db/scratch';
import { BUSY_AIRPORT, compressedSize, seedManyProviders } from './bench/many-providers';

const LOCAL_PG = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3456);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const MANY = 300;

/** The server on the scratch database (scripts/bench/bench-server.ts). */
const startServer = (databaseUrl: string) =>
  startBenchServer(databaseUrl, PORT, {
    // One client machine sends everything: the per-client limits would measure themselves.
    RATE_LIMIT_SEARCH: '1000000000',
  });

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function run(
  title: string,
  { path, ...opts }: Partial<autocannon.Options> & { path: string },
  seconds = SECONDS,
  connections = CONNECTIONS,
): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${path}`,
    connections,
    duration: seconds,
    title,
    ...opts,
  });
  if (result.non2xx + result.errors > 0)
    console.error(title, 'status codes', JSON.stringify(result.statusCodeStats), 'errors', result.errors);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Results = {
  bare: Figures;
  quotes: Figures;
  varied: Figures;
  busy: Figures;
  size: { bytes: number; encoding: string };
};

// 300 different stays in rotation, so caches of identical searches rarely help.
function variedBodies(today: string): string[] {
  return Array.from({ length: 300 }, (_, i) =>
    JSON.stringify({
      airportId: ['luton', 'bristol', 'stansted'][i % 3],
      entryDate: addDays(today, 2 + (i % 100)),
      entryTime: '09:00',
      exitDate: addDays(today, 5 + (i % 100) + (i % 7)),
      exitTime: '18:30',
      noOfVehicles: 1 + (i % 2),
    }),
  );
}

async function measure(today: string): Promise<Results> {
  const body = JSON.stringify({
    airportId: 'luton',
    entryDate: addDays(today, 30),
    entryTime: '10:00',
    exitDate: addDays(today, 37),
    exitTime: '10:00',
    noOfVehicles: 1,
  });
  const health = { path: '/api/v1/health', method: 'GET' as const };
  const search = {
    path: '/api/v1/search/packages',
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
  };
  // Warm up both routes (JIT, connection pool, caches) before measuring.
  await run('warm-up health', health, 3);
  await run('warm-up search', search, 3);
  const bare = await run('GET /api/v1/health', health);
  const quotes = await run('POST /api/v1/search/packages', search);
  // For information only: see variedBodies.
  const bodies = variedBodies(today);
  let next = 0;
  const varied = await run('POST /api/v1/search/packages', {
    path: search.path,
    method: 'POST',
    headers: search.headers,
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
  });
  const manyBody = body.replace('"luton"', JSON.stringify(BUSY_AIRPORT));
  const many = { ...search, body: manyBody, headers: { ...search.headers, 'accept-encoding': 'br, gzip' } };
  await run('warm-up 300 providers', many, 3, 10);
  const busy = await run(`POST search (${MANY} providers)`, many, SECONDS, 10);
  const size = await compressedSize(`http://127.0.0.1:${PORT}${search.path}`, manyBody);
  return { bare, quotes, varied, busy, size };
}

/** Prints the table and the targets; true when every target is met. */
function report({ bare, quotes, varied, busy, size }: Results): boolean {
  const ratio = quotes.rps / bare.rps;
  const row = (name: string, f: Figures) =>
    `${name.padEnd(36)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   errors ${f.errors}`;
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL\n`);
  console.log(row('GET /api/v1/health', bare));
  console.log(row('POST /api/v1/search/packages', quotes));
  console.log(
    `\nsearch / health = ${(ratio * 100).toFixed(1)}% (target ≥ 30%), search p99 ${quotes.p99} ms (target < 25 ms)`,
  );
  console.log(
    row('  (300 different searches)', varied),
    `  = ${((varied.rps / bare.rps) * 100).toFixed(1)}% of health`,
  );
  console.log(row(`POST search, ${MANY} providers, 10 conn.`, busy));
  console.log(
    `${MANY} providers: p99 ${busy.p99} ms (target ≤ 50 ms), answer ${(size.bytes / 1024).toFixed(1)} KB ${size.encoding} (target ≤ 50 KB)`,
  );
  const met =
    ratio >= 0.3 &&
    quotes.p99 < 25 &&
    quotes.errors === 0 &&
    busy.p99 <= 50 &&
    busy.errors === 0 &&
    size.bytes <= 50 * 1024;
  console.log(met ? 'TARGET MET' : 'TARGET MISSED');
  return met;
}

async function main(): Promise<void> {
  const today = londonNow(new Date()).date;
  const db = await createScratchDatabase(LOCAL_PG, 'bench');
  await seedManyProviders(db.url, MANY, addDays(today, 30));
  const server = await startServer(db.url);
  try {
    process.exitCode = report(await measure(today)) ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
