import { ApiErrorSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { StripeGateway } from '../../services/payments/stripe';
import { EVENT_OUTCOMES, createStripeEvents } from './service';
import fp from 'fastify-plugin';

/** Stripe's webhook: its own plugin, so the raw-body parser applies to this route only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { payments, ctx } = app;
  const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
  if (payments.kind !== 'stripe' || !secret) return;
  const stripeEvents = createStripeEvents(ctx, app.fulfilment, app.holds, app.manage.amendments);
  const stripe = payments as StripeGateway;
  // The signature covers the exact bytes Stripe sent, so the body must stay a Buffer.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) =>
    done(null, body),
  );

  /**
   * Receives Stripe events: checks the `Stripe-Signature` header on the raw body (300 s tolerance),
   * ignores an event id already handled, and handles checkout.session.completed, .expired,
   * .async_payment_succeeded and .async_payment_failed. Answers the true `outcome`: `fulfilled`,
   * `released`, `duplicate`, `ignored`, or, for a payment whose spaces had gone, `refunded` (or
   * `refund-pending` while the refund job retries). 400 on a missing, wrong or stale signature.
   */
  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(EVENT_OUTCOMES) }),
          400: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      // An unsigned event's type is not trusted, even as a label: it counts as `unknown`.
      const rejected = (message: string) => {
        app.metrics.countWebhook('unknown', 'rejected');
        return new AppError(400, 'VALIDATION_FAILED', message);
      };
      if (!signature || !Buffer.isBuffer(body)) throw rejected('Missing Stripe-Signature header or body');
      let event;
      try {
        event = stripe.constructEvent(body, signature, secret);
      } catch {
        throw rejected('Webhook signature verification failed');
      }
      const outcome = await stripeEvents.handle(event).catch((err: unknown) => {
        app.metrics.countWebhook(event.type, 'error');
        throw err;
      });
      app.metrics.countWebhook(event.type, outcome);
      return { received: true as const, outcome };
    },
  );
};

/** The `stripe-webhook` resource: encapsulated (its hooks and parsers stay inside), with the shared plugins it reads. */
export const stripeWebhookModule = fp(routes, {
  name: 'resource:stripe-webhook',
  dependencies: ['context', 'metrics', 'payments', 'fulfilment', 'holds', 'manage'],
  encapsulate: true,
});
