import type { Services } from './index';

/**
 * One pass of housekeeping, everything due now: queue expired holds and review invitations, run every
 * due job (hold expiry, emails, refunds) in this process, prune old rows. Returns how many holds were released.
 * `skipBackoff` (tests) also runs retries still waiting out their delay.
 */
export async function sweepOnce(services: Services, options: { skipBackoff?: boolean } = {}): Promise<number> {
  await services.holds.queueExpired();
  await services.manage.amendments.queueExpired();
  await services.reviewInvites.queueDue();
  const done = await services.jobs.drain(options);
  await services.stats.prune();
  await services.idempotency.prune();
  await services.manage.access.prune();
  return done['hold-expiry'];
}

/**
 * Background work for a server: job workers (each job runs in one process however many share the
 * database) and, every `intervalMs`, the scan for expired holds and the pruning. Returns the stop function.
 */
export async function startSweeper(services: Services, intervalMs: number): Promise<() => Promise<void>> {
  await services.jobs.startWorkers();
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(async () => {
        await services.holds.queueExpired();
        await services.manage.amendments.queueExpired();
        await services.reviewInvites.queueDue();
        await services.stats.prune();
        await services.idempotency.prune();
        await services.manage.access.prune();
      })
      .catch((err: unknown) => services.ctx.log.error({ err }, 'sweeper failed'))
      .finally(() => (running = false));
  };
  // At once too: a server restarted after a long stop releases the holds that ran out meanwhile.
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => clearInterval(timer);
}
