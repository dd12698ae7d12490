import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { operatorRoutes } from './operator-routes';
import { carParkRoutes } from './car-park-routes';
import { couponRoutes } from './coupon-routes';
import { keyRoutes } from './key-routes';
import { memberRoutes } from './member-routes';
import { reviewRoutes } from './review-routes';

/** Administration by our staff: lists for every staff role, changes for admins only, each audited. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorRoutes);
  await app.register(carParkRoutes);
  await app.register(keyRoutes);
  await app.register(couponRoutes);
  await app.register(reviewRoutes);
  await app.register(memberRoutes);
};

/** Administration by staff admins: operators and car parks, partner keys, coupons, reviews (issue 24), staff passkey resets (issue 32). */
export const consoleStaffAdminModule = fp(routes, {
  name: 'resource:console-staff-admin',
  dependencies: ['context', 'tenancy', 'audit', 'jobs', 'catalog', 'partners'],
  encapsulate: true,
});
