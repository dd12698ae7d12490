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
}
