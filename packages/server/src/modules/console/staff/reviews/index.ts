import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { reviewRoutes } from './routes';

/** Review moderation, for our staff: the list for every staff role, hiding for admins, audited (issue 24). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewRoutes);
};

/** `console/staff/reviews` (tenancy checked by the `tenancy` plugin, inside the console plugin). */
export const staffReviewsModule = fp(routes, {
  name: 'console:staff/reviews',
  dependencies: ['context', 'console', 'audit', 'jobs', 'catalog', 'partners'],
  encapsulate: true,
});
