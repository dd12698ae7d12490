import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { eventRoute } from './event-route';

/** The widget's funnel events (the partner reads the counts in `console/partner/funnel`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventRoute);
};

/** The `partner-events` resource: the widget's funnel events. */
export const partnerEventsModule = fp(routes, {
  name: 'resource:partner-events',
  dependencies: ['context', 'partners'],
  encapsulate: true,
});
