import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 24.
const routes: FastifyPluginAsyncZod = async () => {};

/** Administration by staff admins: operators and car parks, partner keys, coupons, reviews (issue 24). */
export const consoleStaffAdminModule = fp(routes, {
  name: 'resource:console-staff-admin',
  dependencies: ['context'],
  encapsulate: true,
});
