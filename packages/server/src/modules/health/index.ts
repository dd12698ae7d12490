import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fp from 'fastify-plugin';
import { createHealth } from './service';

const ReadyChecksSchema = z.object({
  database: z.enum(['ok', 'failed']),
  jobs: z.enum(['ok', 'failed']),
  redis: z.enum(['ok', 'degraded', 'off']).describe('degraded: Redis is down; bookings go on (decision 0006)'),
});

const OkSchema = z.object({ status: z.literal('ok') });

/**
 * Health: `/health/live` for the process (restart it when this fails), `/health/ready` for its
 * dependencies (send it traffic only when this passes), and the bare `/health` (e2e start-up, benchmarks).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealth({ db: app.ctx.db, jobs: app.jobs, redis: app.redis });

  /** Liveness check kept for e2e start-up and as the benchmark's baseline: `{ status: 'ok' }`, no I/O. */
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness check', response: { 200: OkSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  /** Liveness: the process answers; no I/O, and answered even while the server sheds load. */
  app.get(
    '/health/live',
    {
      config: { ignorePressure: true },
      schema: { tags: ['health'], summary: 'Liveness: the process is up', response: { 200: OkSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  /**
   * Readiness: 200 when the database and the job queue answer (Redis down is `degraded`, still 200);
   * 503 with `reason` naming the failing check otherwise, or `busy` while the server sheds load (answered
   * here, in this shape, rather than by the load shedder). Each check is bounded by a timeout.
   */
  app.get(
    '/health/ready',
    {
      config: { ignorePressure: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness: database, job queue and Redis',
        response: {
          200: z.object({ status: z.literal('ready'), checks: ReadyChecksSchema }),
          503: z.object({ status: z.literal('unavailable'), reason: z.string(), checks: ReadyChecksSchema }),
        },
      },
    },
    async (_request, reply) => {
      const report = await health.ready();
      const reason = app.sheddingLoad() ? 'busy: the server is shedding load' : report.reason;
      if (report.ready && !reason) return { status: 'ready' as const, checks: report.checks };
      return reply.code(503).send({ status: 'unavailable' as const, reason: reason ?? '', checks: report.checks });
    },
  );
};

/** The `health` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const healthModule = fp(routes, {
  name: 'resource:health',
  dependencies: ['context', 'jobs', 'back-pressure'],
  encapsulate: true,
});
