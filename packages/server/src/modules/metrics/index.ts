import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { metricsAccess } from './access';
import fp from 'fastify-plugin';

/** Prometheus's scrape endpoint, at the root (`/metrics`, where scrapers look), outside the API. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Every metric family in Prometheus's text format. With METRICS_TOKEN set it needs
   * `Authorization: Bearer <METRICS_TOKEN>` (401 JSON otherwise); without it, it answers only when
   * PUBLIC_URL is localhost, and 404 elsewhere (docs/architecture.md#metrics).
   */
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(app.ctx.env, request.headers.authorization);
    if (access === 'hidden') return reply.callNotFound();
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'UNAUTHORIZED', 'Metrics need Authorization: Bearer <METRICS_TOKEN>');
    }
    const { contentType, body } = await app.metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};

/** The `metrics` resource: registered at the root by app.ts, not under /api/v1. */
export const metricsModule = fp(routes, {
  name: 'resource:metrics',
  dependencies: ['context', 'metrics'],
  encapsulate: true,
});
