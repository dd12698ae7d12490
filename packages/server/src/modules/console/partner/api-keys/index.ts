import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { apiKeyRoutes } from './routes';

/** A partner's server keys for the reporting API (issue 23). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(apiKeyRoutes);
};

/** `console/partner/api-keys` (tenancy checked by the `tenancy` plugin, inside the console plugin). */
export const partnerApiKeysModule = fp(routes, {
  name: 'console:partner/api-keys',
  dependencies: ['context', 'console', 'audit'],
  encapsulate: true,
});
