import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { criteriaOf } from '../../services/confirmation';
import { cancelUrl, successUrl } from '../../services/payments/urls';
import { checkoutPage, closedPage } from './page';

const Params = z.object({ sessionId: z.string().regex(/^demo_[a-f0-9]{32}$/, 'Unknown checkout session') });

/** The built-in demo checkout (no Stripe key): a page that charges nothing, then the same fulfilment as Stripe. */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.services.payments.kind !== 'demo') return;
  const { confirmations, fulfilment, holds, ctx } = app.services;
  const publicUrl = ctx.env.PUBLIC_URL;
  const limit = app.bookingRateLimit;
  const rateLimit = { max: limit.max * 3, timeWindow: limit.timeWindowMs };
  // The Pay/Cancel forms post an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );

  async function booking(sessionId: string) {
    const row = await confirmations.bySession(sessionId);
    if (!row) throw notFound('Checkout session');
    return row;
  }

  /** The demo payment page, clearly marked "Demo checkout – no money is taken", with Pay and Cancel. */
  app.get(
    '/demo-checkout/:sessionId',
    { schema: { tags: ['demo-checkout'], summary: 'Demo checkout page', params: Params }, config: { rateLimit } },
    async (request, reply) => {
      const row = await booking(request.params.sessionId);
      const { sessionId } = request.params;
      if (row.status === 'confirmed') return reply.redirect(successUrl(publicUrl, sessionId), 303);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (row.status !== 'pending')
        return closedPage(
          'Your booking hold has ended and no payment was taken. Please search again.',
          cancelUrl(publicUrl, sessionId, criteriaOf(row)),
        );
      return checkoutPage(await confirmations.fromRow(row), sessionId);
    },
  );

  /** Pay: confirms through the same fulfilment code as the Stripe webhook, then 303 to the success page. */
  app.post(
    '/demo-checkout/:sessionId/pay',
    { schema: { tags: ['demo-checkout'], summary: 'Pay (demo)', params: Params }, config: { rateLimit } },
    async (request, reply) => {
      const row = await booking(request.params.sessionId);
      const result = await fulfilment.fulfil(row.id);
      if (result === 'sold-out') {
        return reply
          .code(409)
          .type('text/html; charset=utf-8')
          .send(
            closedPage(
              'Your hold expired and the spaces have gone. No money was taken.',
              cancelUrl(publicUrl, request.params.sessionId, criteriaOf(row)),
            ),
          );
      }
      return reply.redirect(successUrl(publicUrl, request.params.sessionId), 303);
    },
  );

  /** Cancel: releases the hold, then 303 to the cancel page with the search. */
  app.post(
    '/demo-checkout/:sessionId/cancel',
    { schema: { tags: ['demo-checkout'], summary: 'Cancel (demo)', params: Params }, config: { rateLimit } },
    async (request, reply) => {
      const row = await booking(request.params.sessionId);
      await holds.release(row.id, 'cancelled');
      return reply.redirect(cancelUrl(publicUrl, request.params.sessionId, criteriaOf(row)), 303);
    },
  );
};
