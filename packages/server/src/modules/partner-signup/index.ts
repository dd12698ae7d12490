import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

// Placeholder: the routes land with their part of issue 23.
const routes: FastifyPluginAsyncZod = async () => {};

/** Partner sign-up from the public partners page: organisation, owner, test key (issue 23). */
export const partnerSignupModule = fp(routes, {
  name: 'resource:partner-signup',
  dependencies: ['context'],
  encapsulate: true,
});
