import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../errors';
import { metricsAccess } from './access';
import fp from 'fastify-plugin';
import { NEVER_STORED } from '../../plugins/cache-control';

/** Prometheus's scrape endpoint, at the root (`/metrics`, where scrapers look), outside the API. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Every metric family in Prometheus's text format. With METRICS_TOKEN set it needs
   * `Authorization: Bearer <METRICS_TOKEN>` (401 JSON otherwise); without it, it answers only when
   * PUBLIC_URL is localhost, and 404 elsewhere (docs/architecture.md#metrics). Served while the server
   * sheds load too: a saturated node is exactly when its metrics are read.
   */
  app.get('/metrics', { schema: { hide: true }, config: { ignorePressure: true } }, async (request, reply) => {
    const access = metricsAccess(app.ctx.env, request.headers.authorization);
    // The answer of any unknown file, not the site's redirect home: a scraper must see a plain 404.
    if (access === 'hidden') throw notFound(`${request.method} /metrics`);
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'UNAUTHORIZED', 'Metrics need Authorization: Bearer <METRICS_TOKEN>');
    }
    const { contentType, body } = await app.metrics.render();
    return reply.headers(NEVER_STORED).type(contentType).send(body);
  });
};

/** The `metrics` resource: registered at the root by app.ts, not under /api/v1. */
export const metricsModule = fp(routes, {
  name: 'resource:metrics',
  dependencies: ['context', 'metrics'],
  encapsulate: true,
});
