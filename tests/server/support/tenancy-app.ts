import type { OrganizationKind } from '@parking/core';
import { eq } from 'drizzle-orm';
import { authSessions } from '../../../packages/server/src/db/schema/index';
import { type CollectedRoute, createCollectingApp, signIn, walkConsoleRoutes } from './console';
import { consoleFixtures } from './console-fixture';
import { watchTables } from './table-digest';
import { type Answer, type Attack, refusalProblems, requestOf, send } from './tenancy-walk';
import { buildTenancyWorld, topOf } from './tenancy-world';

/**
 * The tenancy walk's app (with the fixture routes), its world of two organisations of each kind, every
 * session used once (a session's first admitted request sets its active organisation, so the walk's own
 * requests change nothing), and a watch over every table.
 */
export async function tenancyApp() {
  // Webhook hosts resolve to a public address without the network, so a saved URL is one delivery would take.
  const resolve = async () => [{ address: '93.184.215.14', family: 4 }];
  const t = await createCollectingApp({ routes: [consoleFixtures], webhookHooks: { resolve } });
  const world = await buildTenancyWorld(t);
  for (const cookie of Object.values(world.cookies))
    await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
  const watch = await watchTables(t.db.database.db);
  const declared = () => walkConsoleRoutes(t.routes).routes.filter((r) => r.console);
  return {
    t,
    world,
    /** Every console route that declares who may call it (the fixtures' included). */
    declared,
    /** The app's own console routes. */
    real: () => declared().filter((r) => !r.url.startsWith('/api/v1/console/fixture-')),
    fixture: (method: string, url: string) => declared().find((r) => r.method === method && r.url === url)!,
    /** Organisation "a"'s request of the route (a's real ids in every id field), sent with `headers`. */
    callA: async (r: CollectedRoute, kind: OrganizationKind, headers: Record<string, string>) =>
      send(t.app, await requestOf(r, world.ids(kind, 'a'), headers)),
    /** Adds a failure unless `res` is the refusal `status` `code`, and one if the database changed. */
    expectRefusal: async (failures: string[], what: string, res: Answer, status: number, code: string) =>
      failures.push(...(await refusalProblems(watch, what, res, status, code))),
    /** An attack by organisation "b"'s top member of `kind` on organisation "a"'s things. */
    attackAs: (kind: OrganizationKind): Attack => ({
      app: t.app,
      watch,
      kind,
      own: world.ids(kind, 'b'),
      foreign: world.ids(kind, 'a'),
      cookie: world.cookies[topOf(kind, 'b')]!,
      aStrings: world.aStrings,
    }),
    /** A new session of `userId`, used once, then changed as `columns` say (how it was opened, its last assertion). */
    async sessionOf(userId: string, columns: Partial<typeof authSessions.$inferInsert>): Promise<string> {
      const { cookie, sessionId } = await signIn(t.app, userId);
      await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
      await t.db.database.db.update(authSessions).set(columns).where(eq(authSessions.id, sessionId));
      await watch.changed();
      return cookie;
    },
  };
}
