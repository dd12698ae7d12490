import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fp from 'fastify-plugin';

/** Health check: a bare route used by e2e start-up and as the benchmark's baseline. */
const routes: FastifyPluginAsyncZod = async (app) => {
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

/** The `health` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const healthModule = fp(routes, { name: 'resource:health', dependencies: [], encapsulate: true });
