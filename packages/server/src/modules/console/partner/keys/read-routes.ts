import { RefusalListSchema, WidgetKeyListSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBER, tags } from './common';
import { listKeys, listRefusals } from './service';

/** What every partner member reads: the keys and the refused requests. */
export const readRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The organisation's widget keys, newest first, revoked ones included: name, key string (public: it
   * sits in the partner's page), mode, allowed origins, status and a running rotation grace; and
   * whether our team approved the organisation for live keys. Every partner role.
   */
  app.get(
    '/console/partner/keys',
    {
      config: { console: MEMBER },
      schema: { tags, summary: "The partner's widget keys", response: { 200: WidgetKeyListSchema } },
    },
    async (request) => {
      return listKeys(app.ctx, request.member);
    },
  );

  /**
   * Requests refused because the page's origin is not on the key's list: per key, the origin, how many
   * and when first and last seen (never anything about the visitor). Every partner role.
   */
  app.get(
    '/console/partner/refusals',
    {
      config: { console: MEMBER },
      schema: {
        tags,
        summary: "Requests refused for the partner's keys",
        response: { 200: RefusalListSchema },
      },
    },
    async (request) => {
      return listRefusals(app.ctx, request.member);
    },
  );
};
