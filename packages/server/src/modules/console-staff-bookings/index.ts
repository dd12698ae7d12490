import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 24.
const routes: FastifyPluginAsyncZod = async () => {};

/** Support's booking search, the one booking page (timeline) and internal notes (issue 24). */
export const consoleStaffBookingsModule = fp(routes, {
  name: 'resource:console-staff-bookings',
  dependencies: ['context'],
  encapsulate: true,
});
