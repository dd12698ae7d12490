import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isSameOriginPath } from '../../plugins/same-origin';
import { NEVER_STORED } from '../../plugins/cache-control';
import { routeKey } from '../../services/accounts/tenancy';

/** What a console route that breaks the console's rules is refused at boot for. */
function misfit(route: RouteOptions): string | undefined {
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  // Tenancy (services/accounts/tenancy.ts) admits a caller, checks the role, the staff second factor and a
  // step-up only on routes that declare who may call them: a console route without it would be open.
  if (route.config?.console === undefined)
    return `${where}: a console route declares who may call it (config.console, from core's access table)`;
  // Tenancy checks a fresh passkey assertion after it admits the member: on a route any session may call
  // (no member), `stepUp` would be silently ignored.
  if (route.config.stepUp && route.config.console === 'signed-in')
    return `${where}: a step-up route acts for a member (config.console names a kind), not any session`;
  // The Origin and media-type check (plugins/same-origin.ts) and the OpenAPI document's 403 and 415
  // (plugins/openapi-conventions.ts) know the console by its path prefix.
  if (!isSameOriginPath(route.url)) return `${where}: a console route lives under /api/v1/console`;
  return undefined;
}

/**
 * The console's own plugin (docs/architecture.md, The console): every console screen's routes register
 * inside it (modules/console/index.ts), and it owns their boundary and what each used to repeat. At
 * boot it refuses a route that declares no `config.console` (so none escapes tenancy, the staff second
 * factor and step-up, which read that config), that asks for step-up where tenancy would not check it
 * (`'signed-in'`), or that lies outside `/api/v1/console` (so none escapes the Origin check). On every
 * request to its routes it runs, in this order, the Origin and media-type check
 * (`app.refuseCrossSite`, plugins/same-origin.ts: 403 CROSS_SITE_REFUSED, 415) and then tenancy's
 * access, second-factor and step-up check (`app.admitConsoleCaller`, services/accounts/tenancy.ts), so a
 * write from another site is refused before the session is read. Every answer is
 * `cache-control: no-store` (members' and travellers' data, never cached by a browser or a proxy). The
 * refusals every console route can give (401, 403, 404) are documented from `config.console` by
 * plugins/openapi-conventions.ts.
 */
export const consolePlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const problem = misfit(route);
      if (problem) throw new Error(problem);
      app.guardedConsoleRoutes.add(routeKey(route));
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(NEVER_STORED);
    });
    app.addHook('onRequest', app.refuseCrossSite);
    app.addHook('onRequest', app.admitConsoleCaller);
  },
  { name: 'console', dependencies: ['same-origin', 'tenancy'] },
);
