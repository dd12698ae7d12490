import type { FastifyInstance } from 'fastify';
import { retentionFor } from './privacy/retention';

/** The shared services housekeeping reads (every one a root decorator). */
type Housekeeping = Pick<
  FastifyInstance,
  'ctx' | 'holds' | 'manage' | 'reviewInvites' | 'jobs' | 'stats' | 'idempotency'
>;

/** Queues what fell due (expired holds and amendments, review invitations). */
async function queueDue(app: Housekeeping): Promise<void> {
  await app.holds.queueExpired();
  await app.manage.amendments.queueExpired();
  await app.reviewInvites.queueDue();
}

/**
 * Drops rows nobody reads any more (old search views, idempotency keys, lookup failures) and, once a
 * London day, anonymises bookings past the retention period (services/privacy/retention.ts).
 */
async function prune(app: Housekeeping): Promise<void> {
  await app.stats.prune();
  await app.idempotency.prune();
  await app.manage.access.prune();
  await retentionFor(app.ctx)();
}

/**
 * One pass of housekeeping, everything due now: queue expired holds and review invitations, run every
 * due job (hold expiry, emails, refunds) in this process, prune old rows. Returns how many holds were released.
 * `skipBackoff` (tests) also runs retries still waiting out their delay.
 */
export async function sweepOnce(app: Housekeeping, options: { skipBackoff?: boolean } = {}): Promise<number> {
  await queueDue(app);
  const done = await app.jobs.drain(options);
  await prune(app);
  return done['hold-expiry'];
}

/**
 * Background work for a server: job workers (each job runs in one process however many share the
 * database) and, every `intervalMs`, the scan for expired holds and the pruning. Returns the stop function.
 */
export async function startSweeper(app: Housekeeping, intervalMs: number): Promise<() => Promise<void>> {
  await app.jobs.startWorkers();
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(async () => {
        await queueDue(app);
        await prune(app);
      })
      .catch((err: unknown) => app.ctx.log.error({ err }, 'sweeper failed'))
      .finally(() => (running = false));
  };
  // At once too: a server restarted after a long stop releases the holds that ran out meanwhile.
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => clearInterval(timer);
}
