import { ApiErrorSchema, ConsoleHomeSchema, ConsoleMeSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { consoleHome, consoleMe } from './service';

const refusals = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The console's own session routes: who is signed in, and the home page of the active organisation. */
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
        response: { 200: ConsoleMeSchema, ...refusals },
      },
    },
    async (request) => consoleMe(app.ctx, request.consoleUser!),
  );

  /**
   * The console's home page for the active organisation, by kind: an operator's car parks with today's
   * arrivals and returns, a partner's widget keys, or our staff's figures. Any member of any kind.
   */
  app.get(
    '/console/home',
    {
      config: { console: { kind: 'any', role: 'any' } },
      schema: {
        tags: ['console'],
        summary: "The active organisation's console home",
        response: { 200: ConsoleHomeSchema, ...refusals },
      },
    },
    async (request) => consoleHome(app.ctx, request.member),
  );
};

/** The `console-me` resource: the console's session and home (tenancy checked by the `tenancy` plugin). */
export const consoleMeModule = fp(routes, {
  name: 'resource:console-me',
  dependencies: ['context', 'tenancy'],
  encapsulate: true,
});
