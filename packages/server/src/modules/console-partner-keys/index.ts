import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 23.
const routes: FastifyPluginAsyncZod = async () => {};

/** A partner's widget keys: create, name, rotate, revoke, allowed origins, refused requests (issue 23). */
export const consolePartnerKeysModule = fp(routes, {
  name: 'resource:console-partner-keys',
  dependencies: ['context'],
  encapsulate: true,
});
