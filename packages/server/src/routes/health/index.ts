import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Health check: a bare route used by e2e start-up and as the benchmark's baseline. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: answers `{ status: 'ok' }` without touching the database. */
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness check', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({
      status: 'ok' as const,
    }),
  );
};
