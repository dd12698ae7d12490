import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client';
import type { EmailKind } from '../jobs/email-kind';
import { registerCollectors } from './collectors';
import { createFamilies } from './families';
import fp from 'fastify-plugin';

/** The route label of a request no route matched: its URL is never a label (tokens, references). */
const UNMATCHED = 'unmatched';

/**
 * The app's Prometheus metrics, in a registry of its own (never prom-client's global one, so that
 * several apps in one process, as in the tests, each count their own).
 */
function createMetrics(registry: Registry) {
  const families = createFamilies(registry);
  return {
    families,
    /** The text exposition of every family, and its content type. */
    async render(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    /** Runs one booking email job, counting it as sent (it sent something) or failed (it threw). */
    async countEmail(kind: EmailKind, send: () => Promise<boolean>): Promise<boolean> {
      try {
        const sent = await send();
        if (sent) families.emailsSent.inc({ kind });
        return sent;
      } catch (err) {
        families.emailsFailed.inc({ kind });
        throw err;
      }
    },
    /** Counts one payment webhook: its event type (`unknown` when unsigned) and outcome. */
    countWebhook(eventType: string, outcome: string): void {
      families.webhooks.inc({ event_type: eventType, outcome });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Decorates `app.metrics`: the families counted as things happen (requests, job retries, emails,
 * webhooks), the gauges read at scrape time (bookings, jobs, database pool) and prom-client's
 * process and Node.js defaults (event-loop lag, heap, CPU, GC). The request histogram is a root
 * `onResponse` hook, so it times every route registered after this plugin, by route pattern.
 */
export const metricsPlugin = fp(
  async (app, opts: { database: Pick<Database, 'pool'> }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const metrics = createMetrics(registry);
    const { families } = metrics;
    registerCollectors(registry, families, { ctx: app.ctx, jobs: app.jobs, database: opts.database });
    app.jobs.onFailure((queue, outcome) =>
      (outcome === 'retry' ? families.jobRetries : families.jobFailures).inc({ queue }),
    );
    app.addHook('onResponse', (request, reply, done) => {
      families.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.decorate('metrics', metrics);
  },
  { name: 'metrics', dependencies: ['context', 'jobs'] },
);
