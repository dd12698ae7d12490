import { ConsoleMeSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { consoleMe } from './service';

/** The console's session: who is signed in (the frame every screen reads, no screen of its own). */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Who is signed in: the user, every organisation they belong to with their role, the active one
   * (the session's, or the first they still belong to; null with none), whether they have a passkey and
   * whether they must enrol one (staff); how the session was opened, whether the staff console needs a
   * passkey sign-in first, and until when a step-up action goes through without asking for the passkey
   * again. Needs a session only; 401 UNAUTHENTICATED without one.
   * Switch organisation with better-auth's `POST /api/v1/auth/organization/set-active`.
   */
  app.get(
    '/console/me',
    {
      config: { console: 'signed-in' },
      schema: {
        tags: ['console'],
        summary: 'Who is signed in to the console',
        response: { 200: ConsoleMeSchema },
      },
    },
    async (request) => consoleMe(app.ctx, request.consoleUser!),
  );
};

/** `console/shell/me`: the console's session (tenancy checked by the `tenancy` plugin). */
export const shellMeModule = fp(routes, {
  name: 'console:shell/me',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
