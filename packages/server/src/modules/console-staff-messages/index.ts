import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 24.
const routes: FastifyPluginAsyncZod = async () => {};

/** The contact-form inbox: assign, reply by email, link to the booking (issue 24). */
export const consoleStaffMessagesModule = fp(routes, {
  name: 'resource:console-staff-messages',
  dependencies: ['context'],
  encapsulate: true,
});
