import { PartnerBookingsPageSchema, PartnerBookingsQuerySchema, StatementsSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { statementsOf } from '../../services/commission';
import { serverKeyAccess } from './access';
import { bookingsPage } from './service';
import { NEVER_STORED } from '../../plugins/cache-control';

/** The reporting API: a partner's own server calls it with a secret server key, never a cookie. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, preValidation, keyOf } = serverKeyAccess(app);

  /**
   * The organisation's live bookings made through its widget keys on London days `from` to `to` (each
   * optional), oldest first, `limit` a page (1–100, 50 by default): the same fields as the console's
   * report (never the traveller's name, email, phone or registration). `nextCursor` fetches the next
   * page (null on the last); a cursor this API did not give out answers 400. 401 without a valid,
   * unrevoked server key; 429 past the key's rate limit.
   */
  app.get(
    '/partner/bookings',
    {
      config,
      preValidation,
      schema: {
        tags: ['partner-api'],
        summary: "A page of the partner's bookings and commission",
        querystring: PartnerBookingsQuerySchema,
        response: { 200: PartnerBookingsPageSchema },
      },
    },
    async (request, reply) => {
      reply.headers(NEVER_STORED);
      return bookingsPage(app.ctx, keyOf(request), request.query);
    },
  );

  /**
   * The organisation's monthly statements, newest first: paid months frozen, open months computed live
   * (approved commission of stays that ended that month). 401 without a valid server key; 429 past its limit.
   */
  app.get(
    '/partner/statements',
    {
      config,
      preValidation,
      schema: {
        tags: ['partner-api'],
        summary: "The partner's monthly statements",
        response: { 200: StatementsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(NEVER_STORED);
      return { statements: await statementsOf(app.ctx, keyOf(request).organizationId) };
    },
  );
};

/** The partners' reporting API, authenticated by a secret server key (issue 23). */
export const partnerApiModule = fp(routes, {
  name: 'resource:partner-api',
  dependencies: ['context'],
  encapsulate: true,
});
