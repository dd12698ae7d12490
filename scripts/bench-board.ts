/**
 * `npm run bench:board`: the operator's day board of a busy day. Starts the real server on a throwaway
 * PostgreSQL database (postgres://postgres@127.0.0.1:5432, or BENCH_PG_ADMIN_URL) seeded with 2,000
 * movements at one car park among 20,000 other bookings, signs a desk member in, and runs autocannon
 * against GET /api/v1/console/board at 10 connections (the load of bench:api's busy search), asking
 * for br/gzip as a browser does. Target: p99 ≤ 50 ms. Prints the answer's size raw and compressed, and
 * how long the first read after a change takes (the board is kept until its car park's next event).
 * With the site built (dist/site), also opens the board page in Chromium: every row rendered and the
 * page interactive (no long task after) ≤ 1 s. Starts Chromium: run under the browser lock.
 */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServer } from './bench/bench-server';
import { addDays, londonNow } from '@parking/core';
import { openPostgres } from '../packages/server/src/db/client';
import { createScratchDatabase } from '../packages/server/src/db/scratch';
import { measureBoardRender } from './bench/board-render';
import { BENCH_AUTH_SECRET, BOARD_CAR_PARK, seedBusyBoard } from './bench/busy-board';

const LOCAL_PG = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3457);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const SITE_INDEX = fileURLToPath(new URL('../dist/site/index.html', import.meta.url));

/** The server on the scratch database (scripts/bench/bench-server.ts). */
const startServer = (databaseUrl: string) =>
  startBenchServer(databaseUrl, PORT, {
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    AUTH_SECRET: BENCH_AUTH_SECRET,
  });

/** One read of `path`: status, movements, bytes on the wire and their encoding, and bytes of the JSON. */
function readOnce(path: string, cookie: string, encoding: string) {
  return new Promise<{ status: number; wire: number; encoding: string }>((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${PORT}${path}`,
      { headers: { cookie, 'accept-encoding': encoding } },
      (res) => {
        let wire = 0;
        res.on('data', (c: Buffer) => (wire += c.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            wire,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function measure(path: string, cookie: string) {
  const headers = { cookie, 'accept-encoding': 'br, gzip' };
  const check = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { cookie } });
  if (!check.ok) throw new Error(`The board answered ${check.status}: ${await check.text()}`);
  const movements = ((await check.json()) as { movements: unknown[] }).movements.length;
  const url = `http://127.0.0.1:${PORT}${path}`;
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 3 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const raw = await readOnce(path, cookie, 'identity');
  const packed = await readOnce(path, cookie, 'br, gzip');
  return { result, movements, raw, packed };
}

/**
 * A read right after a change (an operator event, as a booking writes one), which builds the board
 * anew: the time a desk waits for a fresh board. Ten in turn, without other load; median and worst.
 */
async function afterChange(url: string, path: string, cookie: string): Promise<{ median: number; worst: number }> {
  const database = openPostgres(url, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      await database.db.$client.query(
        `insert into operator_events (id, provider_id, booking_id, type, created_at, payload)
         values ($1, $2, 'bench-bk-1', 'booking.amended', now(), '{}')`,
        [`bench-change-${i}`, BOARD_CAR_PARK],
      );
      const started = performance.now();
      const read = await readOnce(path, cookie, 'br, gzip');
      if (read.status !== 200) throw new Error(`The board answered ${read.status}`);
      times.push(performance.now() - started);
    }
  } finally {
    await database.close();
  }
  times.sort((a, b) => a - b);
  return { median: Math.round(times[5]!), worst: Math.round(times.at(-1)!) };
}

async function main(): Promise<void> {
  const day = addDays(londonNow(new Date()).date, 1);
  const db = await createScratchDatabase(LOCAL_PG, 'benchboard');
  let server: ChildProcess | undefined;
  try {
    const cookie = await seedBusyBoard(db.url, day);
    server = await startServer(db.url);
    const path = `/api/v1/console/board?carPark=${BOARD_CAR_PARK}&date=${day}`;
    const { result, movements, raw, packed } = await measure(path, cookie);
    const fresh = await afterChange(db.url, path, cookie);
    // The page needs the built site (npm run build); without it only the API is measured.
    const page = existsSync(SITE_INDEX)
      ? await measureBoardRender(
          `http://127.0.0.1:${PORT}`,
          `/console/board?carPark=${BOARD_CAR_PARK}&date=${day}`,
          cookie,
          movements,
        )
      : undefined;
    const errors = result.errors + result.non2xx;
    console.log(
      `\nGET /api/v1/console/board, ${movements} movements, ${CONNECTIONS} connections, ${SECONDS} s, PostgreSQL`,
    );
    console.log(
      `${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms (target ≤ 50 ms)   errors ${errors}`,
    );
    console.log(
      `answer ${(raw.wire / 1024).toFixed(1)} KB JSON, ${(packed.wire / 1024).toFixed(1)} KB ${packed.encoding}`,
    );
    console.log(`first read after a change (built anew): median ${fresh.median} ms, worst ${fresh.worst} ms`);
    if (page)
      console.log(
        `page: ${page.rows} rows in ${page.renderedMs} ms, interactive at ${page.interactiveMs} ms (target ≤ 1000 ms), longest task ${page.longestTaskMs} ms; print lays out ${page.printedRows} of ${page.rows} rows`,
      );
    else console.log('page: not measured (no dist/site: run npm run build first)');
    const met =
      (!page || (page.interactiveMs <= 1000 && page.printedRows === page.rows)) &&
      result.latency.p99 <= 50 &&
      errors === 0 &&
      movements >= 2000;
    console.log(met ? 'TARGET MET' : 'TARGET MISSED');
    process.exitCode = met ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((r) => server!.once('exit', r));
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
