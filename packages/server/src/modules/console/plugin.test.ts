import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { consolePlugin } from './plugin';
import '../../services/accounts/tenancy';

/**
 * An app with the console plugin's dependencies stubbed (their checks record that they ran and pass),
 * and `routes` registered inside the console.
 */
function consoleApp(routes: (scope: ReturnType<typeof Fastify>) => void, ran: string[] = []) {
  const app = Fastify({ logger: false });
  const check = (name: string) => async (request: FastifyRequest) => void ran.push(`${name} ${request.url}`);
  app.register(fp(async (a) => void a.decorate('refuseCrossSite', check('origin')), { name: 'same-origin' }));
  app.register(
    fp(
      async (a) => {
        a.decorate('admitConsoleCaller', check('access'));
        a.decorate('guardedConsoleRoutes', new Set<string>());
      },
      { name: 'tenancy' },
    ),
  );
  app.register(async (scope) => {
    await scope.register(consolePlugin);
    routes(scope as never);
  });
  return app;
}

describe('the console plugin (modules/console/plugin.ts)', () => {
  it('refuses to boot with a console route that declares no access', async () => {
    const app = consoleApp((scope) => scope.get('/api/v1/console/forgot', async () => ({})));
    await expect(app.ready()).rejects.toThrow(
      'GET /api/v1/console/forgot: a console route declares who may call it (config.console',
    );
  });

  it('refuses to boot with a console route outside /api/v1/console (the Origin check would miss it)', async () => {
    const app = consoleApp((scope) =>
      scope.post('/api/v1/elsewhere', { config: { console: 'signed-in' } }, async () => ({})),
    );
    await expect(app.ready()).rejects.toThrow('POST /api/v1/elsewhere: a console route lives under /api/v1/console');
  });

  it('refuses to boot with a step-up route any session may call (tenancy would never check it)', async () => {
    const app = consoleApp((scope) =>
      scope.post('/api/v1/console/risky', { config: { console: 'signed-in', stepUp: true } }, async () => ({})),
    );
    await expect(app.ready()).rejects.toThrow('POST /api/v1/console/risky: a step-up route acts for a member');
  });

  it('answers every console route no-store', async () => {
    const app = consoleApp((scope) =>
      scope.get('/api/v1/console/fine', { config: { console: 'signed-in' } }, async () => ({ ok: true })),
    );
    const res = await app.inject({ method: 'GET', url: '/api/v1/console/fine' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('runs the Origin check, then tenancy, on its own routes and no others', async () => {
    const ran: string[] = [];
    const app = consoleApp((scope) => {
      scope.get('/api/v1/console/fine', { config: { console: 'signed-in' } }, async () => ({ ok: true }));
    }, ran);
    app.get('/api/v1/elsewhere', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/api/v1/console/fine' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/elsewhere' })).statusCode).toBe(200);
    expect(ran).toEqual(['origin /api/v1/console/fine', 'access /api/v1/console/fine']);
    await app.close();
  });

  it('cannot be left out: a screen registered outside it refuses to boot', async () => {
    const { anyHomeModule } = await import('./any/home/index');
    const app = Fastify({ logger: false });
    app.register(fp(async () => {}, { name: 'context' }));
    await expect(app.register(anyHomeModule).ready()).rejects.toThrow(
      "The dependency 'console' of plugin 'console:any/home' is not registered",
    );
  });
});
