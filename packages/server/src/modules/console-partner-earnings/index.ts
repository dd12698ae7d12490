import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 23.
const routes: FastifyPluginAsyncZod = async () => {};

/** A partner's bookings and commission, monthly statements, CSV; server keys for the reporting API; staff settle statements (issue 23). */
export const consolePartnerEarningsModule = fp(routes, {
  name: 'resource:console-partner-earnings',
  dependencies: ['context'],
  encapsulate: true,
});
