import { ApiErrorSchema, CreateWidgetKeySchema, UpdateWidgetKeySchema, WidgetKeySchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER, invalidating, params, tags } from './common';
import { createKey, updateKey } from './service';

/** Owners make keys, rename them and set their allowed origins. */
export const editRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit };
  const changed = invalidating(app);

  /**
   * Makes a key (`pk_test_…` or `pk_live_…`). A live key needs our team's approval (409
   * `LIVE_NOT_APPROVED` until then). A new key works on no site until its origins are set, except that a
   * test key starts with `http://localhost:*`. Audited. Owners only.
   */
  app.post(
    '/console/partner/keys',
    {
      config: { console: OWNER },
      schema: {
        tags,
        summary: 'Make a widget key',
        body: CreateWidgetKeySchema,
        response: { 201: WidgetKeySchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(changed(await createKey(deps, request.member, request.body))),
  );

  /**
   * Renames a key and/or replaces its allowed origins. Each origin is read with core's
   * `parseOriginPattern` for the key's mode; a 400 names every refused entry and why, and changes
   * nothing. 409 for a revoked key. Audited. Owners only.
   */
  app.patch(
    '/console/partner/keys/:id',
    {
      config: { console: OWNER },
      schema: {
        tags,
        summary: 'Rename a widget key or set its allowed origins',
        params,
        body: UpdateWidgetKeySchema,
        response: { 200: WidgetKeySchema, 409: ApiErrorSchema },
      },
    },
    async (request) => changed(await updateKey(deps, request.member, request.params.id, request.body)),
  );
};
