import { ApiErrorSchema } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { partners } from '../../../packages/server/src/db/schema/index';
import { AppError } from '../../../packages/server/src/errors';
// The route config's `console` and `request.member` (the tenancy plugin's Fastify augmentation).
import type {} from '../../../packages/server/src/services/accounts/tenancy';

/**
 * Console routes registered only by console-tenancy.test.ts. One forgets to declare who may call it
 * (no `config.console`), to prove the route-table walk catches it. Two declare a kind and role and
 * scope by the member's organisation as real routes must, so the walk's kind (404), role (403) and
 * cross-organisation (404, nothing written) checks run on a read and on a write with a path parameter.
 */
/** A key's answer, and what a console route can refuse with, as real ones document it (console-partner-keys/common.ts). */
const refusals = {
  schema: {
    response: {
      200: z.object({ key: z.string(), active: z.boolean() }),
      401: ApiErrorSchema,
      403: ApiErrorSchema,
      404: ApiErrorSchema,
    },
  },
};

export const consoleFixtures: FastifyPluginAsync = async (app) => {
  app.get('/console/fixture-forgot', async () => ({ secrets: 'anyone can read this' }));

  const ownKey = async (organizationId: string, key: string) => {
    const where = and(eq(partners.key, key), eq(partners.organizationId, organizationId));
    const [row] = await app.ctx.db.select({ key: partners.key, active: partners.active }).from(partners).where(where);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return row;
  };

  app.get<{ Params: { key: string } }>(
    '/console/fixture-keys/:key',
    { ...refusals, config: { console: { kind: 'partner', role: 'owner' } } },
    async (request) => ownKey(request.member.organizationId, request.params.key),
  );

  app.post<{ Params: { key: string } }>(
    '/console/fixture-keys/:key/deactivate',
    { ...refusals, config: { console: { kind: 'partner', role: 'owner' } } },
    async (request) => {
      const { key } = await ownKey(request.member.organizationId, request.params.key);
      await app.ctx.db.update(partners).set({ active: false }).where(eq(partners.key, key));
      return { key, active: false };
    },
  );
};
