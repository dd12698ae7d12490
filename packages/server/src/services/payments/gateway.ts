import type { SearchCriteria } from '@parking/core';

/** What a payment provider needs to know about a pending booking. */
export type CheckoutBooking = {
  id: string;
  reference: string;
  /** Pence, GBP. */
  amount: number;
  email: string;
  providerName: string;
  airportName: string;
  criteria: SearchCriteria;
  holdExpiresAt: Date;
  /**
   * Set when the checkout pays for an amendment (`id` is then the amendment's): the booking it
   * changes. Its checkout returns to the manage page instead of the success page.
   */
  amendmentOf?: string;
  /**
   * A booking made through a test widget key (or an amendment of one): paid through the demo checkout
   * in every deployment, Stripe's too (docs/product-rules.md#partner-keys).
   */
  test?: boolean;
};

/** A hosted checkout page the visitor is sent to. */
export type CheckoutSession = { sessionId: string; url: string };

/** One interface, two implementations: Stripe Checkout, and the built-in demo checkout. */
export interface PaymentGateway {
  readonly kind: 'demo' | 'stripe';
  createCheckoutSession(booking: CheckoutBooking): Promise<CheckoutSession>;
  /**
   * Ends a session so it can no longer be paid. True when it is now closed without payment; false
   * when it was already paid (the payment's confirmation is on its way, so the hold must stay).
   */
  expireCheckoutSession(sessionId: string): Promise<boolean>;
  /**
   * Gives `amount` of a paid session's money back. Safe to call again: the provider is asked with the
   * request's idempotency key, so a retry never refunds twice.
   */
  refund(payment: RefundRequest): Promise<{ refundId: string }>;
}

/**
 * A paid checkout to give back, in full or in part. `idempotencyKey` names the refund (default
 * `refund-<bookingId>`, the late-payment refund); each cancellation or amendment refund has its own.
 */
export type RefundRequest = { bookingId: string; sessionId: string; amount: number; idempotencyKey?: string };
