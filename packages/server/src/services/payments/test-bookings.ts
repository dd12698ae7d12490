import type { CheckoutBooking, PaymentGateway, RefundRequest } from './gateway';

/** The demo gateway's session ids: `demo_` and 32 hex digits (Stripe's start `cs_`). */
const isDemoSession = (sessionId: string): boolean => sessionId.startsWith('demo_');

/**
 * The deployment's gateway with the demo checkout beside it for test bookings: a test key's booking (and
 * its amendments) opens a demo session even when the deployment takes real payments through Stripe, and
 * each session is ended or refunded by the gateway that opened it (told apart by its id), so a test
 * booking never reaches Stripe and a real one never the demo. `kind` stays the deployment's.
 */
export function withTestCheckout<G extends PaymentGateway>(main: G, demo: PaymentGateway): G {
  if (main.kind === 'demo') return main;
  const by = (sessionId: string) => (isDemoSession(sessionId) ? demo : main);
  // Anything else the gateway offers (Stripe's `constructEvent` for its webhook) is the main one's.
  const routed: Omit<PaymentGateway, 'kind'> = {
    createCheckoutSession: (booking: CheckoutBooking) => (booking.test ? demo : main).createCheckoutSession(booking),
    expireCheckoutSession: (sessionId: string) => by(sessionId).expireCheckoutSession(sessionId),
    refund: (payment: RefundRequest) => by(payment.sessionId).refund(payment),
  };
  return Object.assign(Object.create(main) as G, routed);
}
