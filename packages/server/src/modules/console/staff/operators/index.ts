import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { carParkRoutes } from './car-park-routes';
import { operatorRoutes } from './operator-routes';

/** Operators and their car parks, for our staff: lists for every staff role, changes for admins only, each audited (issue 24). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorRoutes);
  await app.register(carParkRoutes);
};

/** `console/staff/operators` (tenancy checked by the `tenancy` plugin, inside the console plugin). */
export const staffOperatorsModule = fp(routes, {
  name: 'console:staff/operators',
  dependencies: ['context', 'console', 'audit', 'jobs', 'catalog', 'partners'],
  encapsulate: true,
});
