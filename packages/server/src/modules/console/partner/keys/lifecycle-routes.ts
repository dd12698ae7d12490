import { ApiErrorSchema, RotateWidgetKeySchema, WidgetKeySchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER, invalidating, params, tags } from './common';
import { revokeKey, rotateKey } from './service';

/** Owners rotate and revoke keys. */
export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit };
  const changed = invalidating(app);

  /**
   * Gives the key a new string. The old one keeps working for `graceHours` (0, 24, 72 or 168) so the
   * partner can update its pages; the answer carries the new key and when the old one stops. Audited.
   * Owners only; an owner who has a passkey needs a fresh assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    '/console/partner/keys/:id/rotate',
    {
      config: { console: OWNER, stepUp: true },
      schema: {
        tags,
        summary: 'Rotate a widget key',
        params,
        body: RotateWidgetKeySchema,
        response: { 200: WidgetKeySchema, 409: ApiErrorSchema },
      },
    },
    async (request) => changed(await rotateKey(deps, request.member, request.params.id, request.body.graceHours)),
  );

  /**
   * Switches a key off for good, with its previous string. Bookings through it are refused at once on
   * every node (they read the key's row); the widget's cross-origin calls within the key cache's 5 s.
   * Audited. Owners only; an owner who has a passkey needs a fresh assertion (403 STEP_UP_REQUIRED).
   */
  app.post(
    '/console/partner/keys/:id/revoke',
    {
      config: { console: OWNER, stepUp: true },
      schema: { tags, summary: 'Revoke a widget key', params, response: { 200: WidgetKeySchema } },
    },
    async (request) => changed(await revokeKey(deps, request.member, request.params.id)),
  );
};
