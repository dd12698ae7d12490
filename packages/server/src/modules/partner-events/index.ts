import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 23.
const routes: FastifyPluginAsyncZod = async () => {};

/** The widget's funnel events, and the partner's funnel view (issue 23). */
export const partnerEventsModule = fp(routes, {
  name: 'resource:partner-events',
  dependencies: ['context'],
  encapsulate: true,
});
