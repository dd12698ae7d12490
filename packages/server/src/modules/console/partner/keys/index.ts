import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { editRoutes } from './edit-routes';
import { lifecycleRoutes } from './lifecycle-routes';
import { readRoutes } from './read-routes';

/** A partner's widget keys: list, create, rename and set origins, rotate, revoke; and refused requests. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(editRoutes);
  await app.register(lifecycleRoutes);
};

/** A partner's widget keys: create, name, rotate, revoke, allowed origins, refused requests (issue 23). */
export const partnerKeysModule = fp(routes, {
  name: 'console:partner/keys',
  dependencies: ['context', 'console', 'audit', 'partners'],
  encapsulate: true,
});
