import { toDisplayDate } from '@parking/core';
import Stripe from 'stripe';
import type { CheckoutBooking, CheckoutSession, PaymentGateway, RefundRequest } from './gateway';
import { amendReturnUrl, checkoutCancelledUrl, successUrl } from './urls';

/** Seconds a signed webhook stays acceptable (Stripe's default, stated so a change is a decision). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeGatewayOptions = {
  secretKey: string;
  publicUrl: string;
  /** Another API base (tests: a local fake Stripe server), e.g. http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
  /** How long one request may take before the SDK gives it up (STRIPE_TIMEOUT_MS). */
  timeoutMs: number;
};

/** The Stripe implementation also verifies webhooks (its signature scheme is its own). */
export type StripeGateway = PaymentGateway & {
  readonly kind: 'stripe';
  constructEvent(payload: Buffer, signature: string, secret: string): Stripe.Event;
};

/**
 * A bounded timeout on every request: a provider that holds one must not hold the traveller's checkout or
 * the refund job's worker for the SDK's default 80 s (a timed-out refund stays pending and is retried).
 */
function clientOptions(apiUrl: string | undefined, timeout: number): Stripe.StripeConfig {
  if (!apiUrl) return { maxNetworkRetries: 2, timeout };
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
    timeout,
  };
}

/** Stripe's own placeholder in a return URL: it puts the session id there. */
const SESSION_ID = '{CHECKOUT_SESSION_ID}';

/** Where the hosted page sends the traveller back: the success page, or the manage page for an amendment. */
function returnUrls(publicUrl: string, booking: CheckoutBooking) {
  if (booking.amendmentOf) {
    const back = amendReturnUrl(publicUrl, SESSION_ID);
    return { success_url: back, cancel_url: back };
  }
  return { success_url: successUrl(publicUrl, SESSION_ID), cancel_url: checkoutCancelledUrl(publicUrl, booking.id) };
}

/** Stripe Checkout in GBP; the session id is Stripe's, our booking id travels as client_reference_id. */
export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl, options.timeoutMs));
  return {
    kind: 'stripe',
    async createCheckoutSession(booking: CheckoutBooking): Promise<CheckoutSession> {
      const c = booking.criteria;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'gbp',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'gbp',
                unit_amount: booking.amount,
                product_data: {
                  name: `${booking.providerName}, ${booking.airportName}`,
                  description: `${toDisplayDate(c.entryDate)} ${c.entryTime} to ${toDisplayDate(c.exitDate)} ${c.exitTime}, ${c.noOfVehicles} vehicle(s), ref ${booking.reference}`,
                },
              },
            },
          ],
          customer_email: booking.email,
          client_reference_id: booking.id,
          metadata: booking.amendmentOf
            ? { amendmentId: booking.id, bookingId: booking.amendmentOf, reference: booking.reference }
            : { bookingId: booking.id, reference: booking.reference },
          ...returnUrls(options.publicUrl, booking),
          // Stripe needs at least 30 minutes from its own clock: one minute of margin for skew.
          expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
        },
        { idempotencyKey: `checkout-session-${booking.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckoutSession(sessionId: string): Promise<boolean> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') return (await stripe.checkout.sessions.expire(sessionId)).status === 'expired';
      return session.status === 'expired';
    },
    async refund(payment: RefundRequest): Promise<{ refundId: string }> {
      const session = await stripe.checkout.sessions.retrieve(payment.sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('Stripe session has no payment to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: payment.amount, metadata: { bookingId: payment.bookingId } },
        { idempotencyKey: payment.idempotencyKey ?? `refund-${payment.bookingId}` },
      );
      return { refundId: refund.id };
    },
    constructEvent(payload, signature, secret) {
      return stripe.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}
