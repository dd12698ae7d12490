/**
 * `npm run bench:support`: support's budgets at scale (issue 24). Makes a throwaway PostgreSQL database on
 * the local server (postgres://postgres@127.0.0.1:5432, or BENCH_PG_ADMIN_URL), migrated and seeded, with
 * BENCH_BOOKINGS generated bookings (default 1,000,000; scripts/bench/generate.ts), starts the real server
 * on it (scripts/bench/bench-server.ts), signs a staff admin in (scripts/bench/staff-session.ts: rows
 * written directly, with a passkey) and times BENCH_RUNS (default 500) requests of each kind, one after
 * another: search by registration, by email, by reference, and the booking page's API. Exits non-zero if
 * any of their p99 exceeds 50 ms or any answer is wrong; GET /health (the control: what the machine alone
 * costs) and a search by full name are shown for information.
 * BENCH_DATABASE_URL reuses a database already generated (and keeps it); BENCH_KEEP=1 keeps the new one.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { londonNow } from '@parking/core';
import { createScratchDatabase } from '../packages/server/src/db/scratch';
import { type Db, openPostgres } from '../packages/server/src/db/client';
import { seed } from '../packages/server/src/db/seed/index';
import { startBenchServer } from './bench/bench-server';
import { generateBookings } from './bench/generate';
import { type Latency, measureGets, reportLatencies } from './bench/latency';
import { signInStaffAdmin } from './bench/staff-session';

const LOCAL_PG = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3457);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const BUDGET_MS = 50;

/** A database with the bookings: the one named, or a new scratch one filled now (timed). */
async function prepare(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const scratch = await createScratchDatabase(LOCAL_PG, 'bench_support');
  const database = openPostgres(scratch.url, 2);
  try {
    await database.migrate();
    await seed(database.db, { samples: true });
    const r = await generateBookings(database.db.$client, { count: BOOKINGS, today: londonNow(new Date()).date });
    console.log(
      `Generated ${r.inserted} bookings in ${(r.ms / 1000).toFixed(1)} s (${Math.round(r.inserted / (r.ms / 1000))} rows/s)`,
    );
  } finally {
    await database.close();
  }
  return process.env.BENCH_KEEP ? { url: scratch.url, drop: async () => console.log(`Kept ${scratch.url}`) } : scratch;
}

type Target = { reference: string; email: string; registration: string; name: string };

/** `RUNS` generated bookings picked at random, with what a support agent would type to find each. */
async function targets(db: Db['$client']): Promise<Target[]> {
  const { rows: made } = await db.query<{ n: number }>(
    `SELECT coalesce(max(substr(id, 5)::bigint) + 1, 0)::int AS n FROM bookings WHERE id LIKE 'gen-%'`,
  );
  const n = made[0]!.n;
  const { rows } = await db.query<Target>(
    `SELECT reference, email, details->'vehicles'->0->>'registration' AS registration,
            details->>'firstName' || ' ' || (details->>'lastName') AS name
       FROM bookings WHERE id = ANY($1::text[])`,
    [Array.from({ length: RUNS * 2 }, () => `gen-${Math.floor(Math.random() * n)}`)],
  );
  if (rows.length < RUNS) throw new Error(`Found ${rows.length} generated bookings, wanted ${RUNS}`);
  return rows.slice(0, RUNS);
}

type Check = (status: number, body: string, i: number) => boolean;

/** What is timed: a name, the path for each target, how an answer is judged, and whether it has a budget. */
function cases(t: Target[]): { name: string; path: (x: Target) => string; check: Check; budgeted: boolean }[] {
  const search = (q: string) => `/api/v1/console/staff/bookings?q=${encodeURIComponent(q)}`;
  const ok: Check = (status) => status === 200;
  // A search is right when the booking sought is on its first page; the page, when it is that booking's.
  const found: Check = (status, body, i) => status === 200 && body.includes(`"${t[i]!.reference}"`);
  return [
    // The control: the same server's cheapest answer, so a loaded machine shows as slow here too.
    { name: 'GET /health (control)', path: () => '/api/v1/health', check: ok, budgeted: false },
    { name: 'search by registration', path: (x) => search(x.registration), check: found, budgeted: true },
    { name: 'search by email', path: (x) => search(x.email), check: found, budgeted: true },
    { name: 'search by reference', path: (x) => search(x.reference.toLowerCase()), check: found, budgeted: true },
    {
      name: 'booking page (GET …/:reference)',
      path: (x) => `/api/v1/console/staff/bookings/${x.reference}`,
      check: found,
      budgeted: true,
    },
    { name: 'search by full name (info)', path: (x) => search(x.name), check: ok, budgeted: false },
  ];
}

/** Times each kind of request against the running server, one kind after another. */
async function measure(
  base: string,
  cookie: string,
  t: Target[],
  serverPid?: number,
): Promise<{ latency: Latency; budgeted: boolean }[]> {
  const out: { latency: Latency; budgeted: boolean }[] = [];
  for (const c of cases(t))
    out.push({
      latency: await measureGets(c.name, base, cookie, t.map(c.path), c.check, serverPid),
      budgeted: c.budgeted,
    });
  return out;
}

async function main(): Promise<void> {
  const db = await prepare();
  const database = openPostgres(db.url, 1);
  const client = database.db.$client;
  const secret = randomBytes(32).toString('hex');
  const server = await startBenchServer(db.url, PORT, { AUTH_SECRET: secret });
  try {
    const cookie = await signInStaffAdmin(client, secret);
    const rows = await measure(`http://127.0.0.1:${PORT}`, cookie, await targets(client), server.pid);
    const { rows: count } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM bookings`);
    console.log(
      `\n${Number(count[0]!.n).toLocaleString('en-GB')} bookings, PostgreSQL, one request at a time; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    process.exitCode = reportLatencies(rows, BUDGET_MS) ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await database.close();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
