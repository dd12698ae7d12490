import type { Services } from './index';

/** One pass of housekeeping: release expired holds, retry unsent emails, prune old rows. */
export async function sweepOnce(services: Services): Promise<number> {
  const released = await services.holds.sweepExpired();
  await services.fulfilment.retryEmails();
  await services.stats.prune();
  await services.idempotency.prune();
  return released;
}

/** Runs `sweepOnce` every `intervalMs` without keeping the process alive; returns the stop function. */
export function startSweeper(services: Services, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOnce(services)
      .catch((err: unknown) => services.ctx.log.error({ err }, 'sweeper failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
