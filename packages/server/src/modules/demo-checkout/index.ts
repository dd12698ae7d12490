import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { ZodApp } from '../../plugins/validation';
import { type BookingRow, criteriaOf } from '../../services/confirmation';
import { cancelUrl, successUrl } from '../../services/payments/urls';
import { demoAmendment } from './amendment';
import { sameOriginOnly } from './guard';
import { refundedMessage, refusal } from './outcome';
import { checkoutPage, closedPage } from './page';
import { NEVER_STORED } from '../../plugins/cache-control';

const Params = z.object({ sessionId: z.string().regex(/^demo_[a-f0-9]{32}$/, 'Unknown checkout session') });

/**
 * What every demo route shares: the amendment flow, the limits, the same-origin guard, the booking lookup.
 * A deployment taking real payments serves only test bookings' sessions here (test keys pay through the
 * demo checkout everywhere); any other session is unknown to it, as before the demo checkout was beside Stripe.
 */
function demoScope(app: ZodApp) {
  const limit = app.bookingRateLimit;
  const testOnly = app.payments.kind !== 'demo';
  const served = (row: BookingRow | undefined) => (row && (!testOnly || row.test) ? row : undefined);
  return {
    amendment: demoAmendment(app, served),
    publicUrl: app.ctx.env.PUBLIC_URL,
    rateLimit: { max: limit.max * 3, timeWindow: limit.timeWindowMs },
    preHandler: sameOriginOnly(app.ctx.env.PUBLIC_URL),
    async booking(sessionId: string) {
      const row = served(await app.confirmations.bySession(sessionId));
      if (!row) throw notFound('Checkout session');
      return row;
    },
  };
}
type DemoScope = ReturnType<typeof demoScope>;

function pageRoute(app: ZodApp, { amendment, publicUrl, rateLimit, booking }: DemoScope) {
  /** The demo payment page, clearly marked "Demo checkout – no money is taken", with Pay and Cancel. */
  app.get(
    '/demo-checkout/:sessionId',
    { schema: { tags: ['demo-checkout'], summary: 'Demo checkout page', params: Params }, config: { rateLimit } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const forAmendment = await amendment.page(sessionId, reply);
      if (forAmendment !== undefined) return forAmendment;
      const row = await booking(sessionId);
      if (row.status === 'confirmed') return reply.redirect(successUrl(publicUrl, sessionId), 303);
      reply.type('text/html; charset=utf-8').headers(NEVER_STORED);
      const refused = refusal(row, app.ctx.clock());
      if (refused) return closedPage(refused.message, cancelUrl(publicUrl, sessionId, criteriaOf(row)));
      return checkoutPage(
        await app.confirmations.fromRow(row),
        sessionId,
        cancelUrl(publicUrl, sessionId, criteriaOf(row)),
      );
    },
  );
}

function payRoute(app: ZodApp, { amendment, publicUrl, rateLimit, preHandler, booking }: DemoScope) {
  /**
   * Pay: confirms through the same fulfilment code as the Stripe webhook, then 303 to the success
   * page. Refused with a page saying why after Cancel (409) or once the hold has ended (410); a
   * payment whose spaces went meanwhile is refunded and the page says so (409). Same origin only (403).
   */
  app.post(
    '/demo-checkout/:sessionId/pay',
    { schema: { tags: ['demo-checkout'], summary: 'Pay (demo)', params: Params }, config: { rateLimit }, preHandler },
    async (request, reply) => {
      const { sessionId } = request.params;
      const forAmendment = await amendment.pay(sessionId, reply);
      if (forAmendment !== undefined) return forAmendment;
      const row = await booking(sessionId);
      const closed = (status: number, message: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .headers(NEVER_STORED)
          .send(closedPage(message, cancelUrl(publicUrl, sessionId, criteriaOf(row))));
      const refused = refusal(row, app.ctx.clock());
      if (refused) return closed(refused.status, refused.message);
      const result = await app.fulfilment.fulfil(row.id);
      if (result === 'refunded' || result === 'refund-pending') return closed(409, refundedMessage(result));
      return reply.redirect(successUrl(publicUrl, sessionId), 303);
    },
  );
}

function cancelRoute(app: ZodApp, { amendment, publicUrl, rateLimit, preHandler, booking }: DemoScope) {
  /** Cancel: releases the hold, then 303 to the cancel page with the search. Same origin only (403). */
  app.post(
    '/demo-checkout/:sessionId/cancel',
    {
      schema: { tags: ['demo-checkout'], summary: 'Cancel (demo)', params: Params },
      config: { rateLimit },
      preHandler,
    },
    async (request, reply) => {
      const forAmendment = await amendment.cancel(request.params.sessionId, reply);
      if (forAmendment !== undefined) return forAmendment;
      const row = await booking(request.params.sessionId);
      await app.holds.release(row.id, 'cancelled');
      return reply.redirect(cancelUrl(publicUrl, request.params.sessionId, criteriaOf(row)), 303);
    },
  );
}

/**
 * The built-in demo checkout: a page that charges nothing, then the same fulfilment as Stripe. Every
 * booking's with no Stripe key; test bookings' only when Stripe takes the real ones.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const scope = demoScope(app);
  // The Pay/Cancel forms post an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  pageRoute(app, scope);
  payRoute(app, scope);
  cancelRoute(app, scope);
};

/** The `demo-checkout` resource: encapsulated (its form parser stays inside), with the shared plugins it reads. */
export const demoCheckoutModule = fp(routes, {
  name: 'resource:demo-checkout',
  dependencies: ['context', 'payments', 'confirmations', 'fulfilment', 'holds', 'manage'],
  encapsulate: true,
});
