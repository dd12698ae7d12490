import { ApiErrorSchema } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { partners } from '../../../packages/server/src/db/schema/index';
import { AppError } from '../../../packages/server/src/errors';
import { consolePlugin } from '../../../packages/server/src/modules/console/plugin';
import { tenantId } from '../../../packages/server/src/services/accounts/tenant-ids';
// The route config's `console` and `request.member` (the tenancy plugin's Fastify augmentation).
import type {} from '../../../packages/server/src/services/accounts/tenancy';

/**
 * Console routes registered only by console-tenancy.test.ts, each a mistake the walk must catch or a
 * correct route it must pass:
 * - `fixture-forgot` declares no access (no `config.console`); the console plugin would refuse it at boot,
 *   so it is registered outside the plugin, the one way such a route could exist, for the walk to catch;
 * - `fixture-keys/:id` (a read) and `…/deactivate` (a write) scope their marked path id by the member's
 *   organisation as real routes must, so the walk's checks run on a correct read and write;
 * - `…/compare?with=` scopes its path id but reads the query string's id without scoping it;
 * - `…/copy-name` scopes its path id but takes the body's id without scoping it;
 * - `fixture-unmarked?keyId=` takes an id it does not mark.
 * All but `fixture-forgot` register inside the console plugin, as a screen does, so its Origin and
 * tenancy hooks check them. All address a partner's widget key by its id (`wk_…`).
 */
const KeySchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
const answers = (ok: z.ZodType) => ({
  response: { 200: ok, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});
const OWNER = { console: { kind: 'partner', role: 'owner' } } as const;
const keyId = () => tenantId('widgetKey', z.string().min(1).max(100));
const params = z.object({ id: keyId() });

const forgotten: FastifyPluginAsync = async (app) => {
  app.get('/console/fixture-forgot', async () => ({ secrets: 'anyone can read this' }));
};

const declared: FastifyPluginAsync = async (app) => {
  await app.register(consolePlugin);

  const key = async (id: string, organizationId?: string) => {
    const own = organizationId === undefined ? undefined : eq(partners.organizationId, organizationId);
    const [row] = await app.ctx.db
      .select({ id: partners.id, name: partners.name, active: partners.active })
      .from(partners)
      .where(and(eq(partners.id, id), own));
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return row;
  };

  app.get<{ Params: { id: string } }>(
    '/console/fixture-keys/:id',
    { schema: { params, ...answers(KeySchema) }, config: OWNER },
    async (request) => key(request.params.id, request.member.organizationId),
  );

  app.post<{ Params: { id: string } }>(
    '/console/fixture-keys/:id/deactivate',
    { schema: { params, ...answers(KeySchema) }, config: OWNER },
    async (request) => {
      const { id, name } = await key(request.params.id, request.member.organizationId);
      await app.ctx.db.update(partners).set({ active: false }).where(eq(partners.id, id));
      return { id, name, active: false };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { with: string } }>(
    '/console/fixture-keys/:id/compare',
    {
      schema: { params, querystring: z.object({ with: keyId() }), ...answers(z.object({ keys: z.array(KeySchema) })) },
      config: OWNER,
    },
    // The mistake: the query string's key is looked up without the member's organisation.
    async (request) => ({
      keys: [await key(request.params.id, request.member.organizationId), await key(request.query.with)],
    }),
  );

  app.post<{ Params: { id: string }; Body: { from: string } }>(
    '/console/fixture-keys/:id/copy-name',
    { schema: { params, body: z.object({ from: keyId() }), ...answers(KeySchema) }, config: OWNER },
    async (request) => {
      const own = await key(request.params.id, request.member.organizationId);
      // The mistake: the body's key is looked up without the member's organisation.
      const { name } = await key(request.body.from);
      await app.ctx.db.update(partners).set({ name }).where(eq(partners.id, own.id));
      return { ...own, name };
    },
  );

  app.get<{ Querystring: { keyId: string } }>(
    '/console/fixture-unmarked',
    {
      schema: { querystring: z.object({ keyId: z.string().min(1) }), ...answers(KeySchema) },
      config: OWNER,
    },
    async (request) => key(request.query.keyId, request.member.organizationId),
  );
};

/** The fixture routes: the forgotten one outside the console plugin, the rest inside it. */
export const consoleFixtures: FastifyPluginAsync = async (app) => {
  await app.register(forgotten);
  await app.register(declared);
};
