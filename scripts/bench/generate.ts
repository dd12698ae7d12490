import { POLICY } from '@parking/core';
import type { Db } from '../../packages/server/src/db/client';
import { BOOKING_ROWS_SQL } from './booking-rows-sql';

/** How many bookings to make, in batches of how many, on how many connections at once. */
export type GenerateOptions = {
  count: number;
  /** Rows per INSERT (one transaction each). */
  batch?: number;
  /** Concurrent connections (the trigger's work is per row, so two cores do it about twice as fast). */
  jobs?: number;
  /** The day the stays are spread around (YYYY-MM-DD): two years before it to one year after. */
  today: string;
  /** Called after every batch with the rows inserted so far. */
  onProgress?: (done: number) => void;
};

/** What a run did. */
export type GenerateResult = { inserted: number; first: number; ms: number };

/**
 * The next free row number: generated ids are `gen-<n>`, so a second run adds rows after the first's
 * instead of colliding with them.
 */
async function nextRow(pool: Db['$client']): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT coalesce(max(substr(id, 5)::bigint) + 1, 0)::text AS n FROM bookings WHERE id LIKE 'gen-%'`,
  );
  return Number(rows[0]!.n);
}

/**
 * Inserts `count` generated bookings (scripts/bench/booking-rows-sql.ts) through `pool`, batch by batch,
 * then VACUUMs and ANALYZEs what it filled, as autovacuum would, so the planner knows the new sizes. Needs the car parks seeded first.
 */
export async function generateBookings(pool: Db['$client'], options: GenerateOptions): Promise<GenerateResult> {
  const { count, batch = 10_000, jobs = 2, today } = options;
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM providers');
  if (rows[0]!.n === 0) throw new Error('No car parks: migrate and seed the database first');
  const first = await nextRow(pool);
  const end = first + count;
  const started = performance.now();
  let next = first;
  let inserted = 0;
  const worker = async () => {
    while (next < end) {
      const from = next;
      const to = Math.min(from + batch, end) - 1;
      next = to + 1;
      const result = await pool.query(BOOKING_ROWS_SQL, [from, to, today, POLICY.couponCode]);
      inserted += result.rowCount ?? 0;
      options.onProgress?.(inserted);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  // As autovacuum would leave them (hint bits set, visibility map): otherwise the first reads of each page
  // write it back, and the benchmark would time that instead of the search.
  await pool.query('VACUUM (ANALYZE) bookings, booking_search_terms');
  return { inserted, first, ms: performance.now() - started };
}
