import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { consolePlugin } from './plugin';
import { tenancyPlugin } from '../../services/accounts/tenancy';

/** The tenancy plugin with its dependencies stubbed by name (the boot check needs none of them). */
function appWithTenancy() {
  const app = Fastify({ logger: false });
  app.register(fp(async () => {}, { name: 'accounts' }));
  app.register(fp(async () => {}, { name: 'context' }));
  app.register(fp(async (a) => void a.decorate('refuseCrossSite', async () => {}), { name: 'same-origin' }));
  app.register(tenancyPlugin);
  return app;
}

describe('console routes only inside the console plugin (services/accounts/tenancy.ts)', () => {
  it('refuses to boot with a route that declares config.console outside the console plugin (no check would run)', async () => {
    const app = appWithTenancy();
    app.register(async (scope) => {
      scope.post('/api/v1/console/stray', { config: { console: 'signed-in' } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('Console routes outside the console plugin: POST /api/v1/console/stray');
  });

  it('boots with the same route inside the console plugin', async () => {
    const app = appWithTenancy();
    app.register(async (scope) => {
      await scope.register(consolePlugin);
      scope.post('/api/v1/console/inside', { config: { console: 'signed-in' } }, async () => ({}));
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
