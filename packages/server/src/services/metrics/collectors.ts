import { BookingStatusSchema } from '@parking/core';
import { count, eq } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import type { JobQueue } from '../jobs/queue';
import type { Families } from './families';

type Sources = { ctx: ServiceContext; jobs: Pick<JobQueue, 'counts'>; database: Pick<Database, 'pool'> };

/**
 * A gauge whose values are read when Prometheus scrapes. A failed read (database down) leaves the
 * gauge out of that scrape and counts the error, rather than failing the whole scrape or serving
 * stale numbers as current.
 */
function scrapedGauge<L extends string>(
  registry: Registry,
  families: Families,
  ctx: ServiceContext,
  spec: { name: string; help: string; labelNames: readonly L[]; source: string },
  read: (gauge: Gauge<L>) => Promise<void>,
): Gauge<L> {
  const gauge: Gauge<L> = new Gauge<L>({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames,
    registers: [registry],
    collect: async () => {
      try {
        await read(gauge);
      } catch (err) {
        gauge.reset();
        families.collectErrors.inc({ source: spec.source });
        ctx.log.warn({ source: spec.source, error: err instanceof Error ? err.name : 'Error' }, 'metrics read failed');
      }
    },
  });
  return gauge;
}

/**
 * Bookings by status: a gauge read from the database at scrape time with one grouped query, not
 * counters on transitions. The database is the one truth every node shares: counters would count
 * only this process's transitions, restart at zero, and miss changes made by another node or by a
 * migration; one `GROUP BY status` on an indexed column every scrape is cheap. Every node reports
 * the same figures, so aggregate them across instances with `max`, not `sum`.
 */
function bookingsGauge(registry: Registry, families: Families, { ctx }: Sources): void {
  const spec = {
    name: 'parking_bookings',
    help: "Bookings by status (test keys' bookings left out), read from the database at scrape time (the same on every node).",
    labelNames: ['status'] as const,
    source: 'bookings',
  };
  scrapedGauge(registry, families, ctx, spec, async (gauge) => {
    // Test keys' bookings are no business (issue 23): they would inflate every figure built on this.
    const rows = await ctx.db
      .select({ status: bookings.status, n: count() })
      .from(bookings)
      .where(eq(bookings.test, false))
      .groupBy(bookings.status);
    // Every status is reported, 0 included, so a rate over a status that has none yet is defined.
    for (const status of BookingStatusSchema.options) gauge.set({ status }, 0);
    for (const row of rows) gauge.set({ status: row.status }, row.n);
  });
}

/** Jobs per queue and state from pg-boss's queue stats (shared by every node, like the bookings). */
function jobsGauge(registry: Registry, families: Families, { ctx, jobs }: Sources): void {
  const spec = {
    name: 'parking_jobs',
    help: 'Background jobs by queue and state: ready (queued, due now), deferred (queued, waiting out a retry delay), active, failed (kept by pg-boss).',
    labelNames: ['queue', 'state'] as const,
    source: 'jobs',
  };
  scrapedGauge(registry, families, ctx, spec, async (gauge) => {
    for (const { queue, ...states } of await jobs.counts()) {
      for (const [state, n] of Object.entries(states)) gauge.set({ queue, state }, n);
    }
  });
}

/**
 * PostgreSQL's pool, read from the pool object (no query). PGlite is one in-process connection with
 * no pool and no waiting: these families are not registered there at all, rather than reporting
 * numbers that mean nothing.
 */
function poolGauges(registry: Registry, { database }: Sources): void {
  const pool = database.pool;
  if (!pool) return;
  new Gauge({
    name: 'parking_db_pool_clients',
    help: 'PostgreSQL pool connections: total open, and idle among them.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'parking_db_pool_waiting_requests',
    help: 'Queries waiting for a free PostgreSQL pool connection.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

/** Registers the gauges read at scrape time: bookings, jobs, the database pool. */
export function registerCollectors(registry: Registry, families: Families, sources: Sources): void {
  bookingsGauge(registry, families, sources);
  jobsGauge(registry, families, sources);
  poolGauges(registry, sources);
}
