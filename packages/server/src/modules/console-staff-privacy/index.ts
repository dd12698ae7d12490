import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 24.
const routes: FastifyPluginAsyncZod = async () => {};

/** Travellers' data rights: export, erase, the retention job's runs (issue 24). */
export const consoleStaffPrivacyModule = fp(routes, {
  name: 'resource:console-staff-privacy',
  dependencies: ['context'],
  encapsulate: true,
});
