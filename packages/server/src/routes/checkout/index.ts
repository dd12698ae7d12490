import { ApiErrorSchema, ConfirmationSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { criteriaOf } from '../../services/confirmation';
import { cancelUrl } from '../../services/payments/urls';

/** Reading a checkout's outcome. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.bookingRateLimit;
  /**
   * The booking behind a checkout session, for the success page: reference, status, provider with
   * address, phone and instructions, stay, vehicles, amounts, free-cancellation deadline. 404 if unknown.
   */
  app.get(
    '/checkout/:sessionId',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Confirmation of a checkout session',
        params: z.object({ sessionId: z.string().min(1).max(255) }),
        response: { 200: z.object({ data: ConfirmationSchema }), 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: { max: limit.max * 3, timeWindow: limit.timeWindowMs } },
    },
    async (request) => ({ data: await app.services.confirmations.forSession(request.params.sessionId) }),
  );

  /**
   * Where a hosted checkout's "back" link lands (its cancel_url): ends the session so it can no longer
   * be paid, releases the hold, then 303 to the site's cancel page with the session id and the search.
   */
  app.get(
    '/checkout/cancelled/:bookingId',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Cancelled checkout redirect',
        params: z.object({ bookingId: z.uuid('Unknown booking') }),
      },
      config: { rateLimit: { max: limit.max * 3, timeWindow: limit.timeWindowMs } },
    },
    async (request, reply) => {
      const { confirmations, payments, holds, ctx } = app.services;
      const row = await confirmations.byId(request.params.bookingId);
      if (!row?.sessionId) throw notFound('Checkout');
      if (row.status === 'pending') {
        // Only a session that could be ended is released: a payment racing the click still wins.
        const ended = await payments.expireCheckoutSession(row.sessionId).catch((err: unknown) => {
          request.log.warn({ err, bookingId: row.id }, 'could not end checkout session');
          return false;
        });
        if (ended) await holds.release(row.id, 'cancelled');
      }
      return reply.redirect(cancelUrl(ctx.env.PUBLIC_URL, row.sessionId, criteriaOf(row)), 303);
    },
  );
};
