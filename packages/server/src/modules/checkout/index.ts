import { ApiErrorSchema, ConfirmationSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { criteriaOf } from '../../services/confirmation';
import { cancelUrl } from '../../services/payments/urls';
import fp from 'fastify-plugin';

/** Reading a checkout's outcome. */
const routes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { confirmations, manage, ctx } = app;
      const data = await confirmations.forSession(request.params.sessionId);
      const row = await confirmations.bySession(request.params.sessionId);
      if (row?.status === 'confirmed') {
        // The success page opens Manage my booking without retyping (docs/product-rules.md#amend-and-cancel).
        return { data: { ...data, manageToken: (await manage.access.tokenFor(row)).token } };
      }
      if (row?.status === 'pending' && row.checkoutUrl && row.holdExpiresAt > ctx.clock()) {
        const resume = { checkoutUrl: row.checkoutUrl, holdExpiresAt: row.holdExpiresAt.toISOString() };
        return { data: { ...data, resume } };
      }
      return { data };
    },
  );

  /**
   * Where a hosted checkout's "back" link lands (its cancel_url): 303 to the site's cancel page with the
   * session id and the search. The hold stays until it runs out, so the page can offer "Resume
   * payment"; placing a changed draft releases it at once (docs/product-rules.md#booking).
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
      const { confirmations, ctx } = app;
      const row = await confirmations.byId(request.params.bookingId);
      if (!row?.sessionId) throw notFound('Checkout');
      return reply.redirect(cancelUrl(ctx.env.PUBLIC_URL, row.sessionId, criteriaOf(row)), 303);
    },
  );
};

/** The `checkout` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const checkoutModule = fp(routes, {
  name: 'resource:checkout',
  dependencies: ['context', 'confirmations', 'manage'],
  encapsulate: true,
});
