import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 24.
const routes: FastifyPluginAsyncZod = async () => {};

/** Support's actions on a booking: refunds, cancel on behalf, resend emails, contact details (issue 24). */
export const consoleStaffActionsModule = fp(routes, {
  name: 'resource:console-staff-actions',
  dependencies: ['context'],
  encapsulate: true,
});
