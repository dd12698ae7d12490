import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 23.
const routes: FastifyPluginAsyncZod = async () => {};

/** The partners' reporting API, authenticated by a secret server key (issue 23). */
export const partnerApiModule = fp(routes, {
  name: 'resource:partner-api',
  dependencies: ['context'],
  encapsulate: true,
});
