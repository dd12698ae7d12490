import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 23.
const routes: FastifyPluginAsyncZod = async () => {};

/** Staff approvals of partners: live keys and commission rates (issue 23). */
export const consoleStaffPartnersModule = fp(routes, {
  name: 'resource:console-staff-partners',
  dependencies: ['context'],
  encapsulate: true,
});
