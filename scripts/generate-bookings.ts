/**
 * `npm run generate:bookings -- [--count 1000000] [--batch 10000] [--jobs 2]`: adds generated bookings to
 * the PostgreSQL database DATABASE_URL names (migrated and seeded first, as the server would), for support's
 * budgets on a large table (scripts/bench-support.ts). Made in SQL, a batch per INSERT … SELECT
 * generate_series, through the booking_search_terms trigger; every row is `seeded` with a `.invalid`
 * address, so nobody is ever emailed. Prints rows/s. PGlite (no DATABASE_URL) is refused.
 */
import { parseArgs } from 'node:util';
import { londonNow } from '@parking/core';
import { openPostgres } from '../packages/server/src/db/client';
import { seed } from '../packages/server/src/db/seed/index';
import { allowsSamples } from '../packages/server/src/deployment';
import { loadEnv } from '../packages/server/src/env';
import { generateBookings } from './bench/generate';

const USAGE = 'Usage: DATABASE_URL=postgres://… npm run generate:bookings -- [--count N] [--batch N] [--jobs N]';

function options() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000000' },
      batch: { type: 'string', default: '10000' },
      jobs: { type: 'string', default: '2' },
    },
  });
  const [count, batch, jobs] = [values.count, values.batch, values.jobs].map(Number) as [number, number, number];
  for (const [name, n] of Object.entries({ count, batch, jobs }))
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0. ${USAGE}`);
  return { count, batch, jobs };
}

async function main(): Promise<void> {
  const { count, batch, jobs } = options();
  const env = loadEnv();
  if (!env.DATABASE_URL)
    throw new Error(`DATABASE_URL must name a PostgreSQL database (PGlite is not for a million rows). ${USAGE}`);
  // One connection more than the jobs: the boot lock holds one while migrating and seeding.
  const database = openPostgres(env.DATABASE_URL, jobs + 1);
  try {
    await database.withBootLock(async () => {
      await database.migrate();
      await seed(database.db, { samples: allowsSamples(env) });
    });
    let shown = 0;
    const result = await generateBookings(database.db.$client, {
      count,
      batch,
      jobs,
      today: londonNow(new Date()).date,
      onProgress: (done) => {
        if (done - shown < 100_000 && done < count) return;
        shown = done;
        console.log(`  ${done.toLocaleString('en-GB')} rows`);
      },
    });
    const seconds = result.ms / 1000;
    console.log(
      `Inserted ${result.inserted.toLocaleString('en-GB')} bookings (gen-${result.first}…) in ${seconds.toFixed(1)} s: ` +
        `${Math.round(result.inserted / seconds).toLocaleString('en-GB')} rows/s (search-terms trigger included).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
