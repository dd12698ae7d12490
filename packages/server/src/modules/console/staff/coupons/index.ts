import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { couponRoutes } from './routes';

/** Coupons, for our staff: the list for every staff role, creating and expiring for admins, audited (issue 24). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(couponRoutes);
};

/** `console/staff/coupons` (tenancy checked by the `tenancy` plugin, inside the console plugin). */
export const staffCouponsModule = fp(routes, {
  name: 'console:staff/coupons',
  dependencies: ['context', 'console', 'audit', 'jobs', 'catalog', 'partners'],
  encapsulate: true,
});
