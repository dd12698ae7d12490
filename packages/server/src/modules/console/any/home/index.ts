import { ConsoleHomeSchema, consoleScreen } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { consoleHome } from './service';

/** The home page of the active organisation, every kind. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The console's home page for the active organisation, by kind: an operator's car parks with today's
   * arrivals and returns, a partner's widget keys, or our staff's figures. Any member of any kind.
   */
  app.get(
    '/console/home',
    {
      config: { console: consoleScreen('any/home').access },
      schema: {
        tags: ['console'],
        summary: "The active organisation's console home",
        response: { 200: ConsoleHomeSchema },
      },
    },
    async (request) => consoleHome(app.ctx, request.member),
  );
};

/** `console/any/home`: the console home (tenancy checked by the `tenancy` plugin). */
export const anyHomeModule = fp(routes, {
  name: 'console:any/home',
  dependencies: ['context', 'console'],
  encapsulate: true,
});
