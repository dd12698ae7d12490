import type { FastifyPluginAsync } from 'fastify';

/**
 * A console route that forgets to declare who may call it (no `config.console`): registered only by
 * console-tenancy.test.ts, to prove the route-table walk catches such a route.
 */
export const forgetfulConsoleFixture: FastifyPluginAsync = async (app) => {
  app.get('/console/fixture-forgot', async () => ({ secrets: 'anyone can read this' }));
};
