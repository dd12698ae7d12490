import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { memberRoutes } from './routes';

/** The members screen's own route (members and invitations are better-auth's): a staff admin resets a staff member's passkeys (issue 32). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(memberRoutes);
};

/** `console/any/members` (tenancy checked by the `tenancy` plugin, inside the console plugin). */
export const anyMembersModule = fp(routes, {
  name: 'console:any/members',
  dependencies: ['context', 'console', 'audit', 'jobs', 'catalog', 'partners'],
  encapsulate: true,
});
