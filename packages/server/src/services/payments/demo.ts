import { randomBytes } from 'node:crypto';
import type { CheckoutBooking, CheckoutSession, PaymentGateway, RefundRequest } from './gateway';

/** The built-in checkout used when no Stripe key is set: a page on our server that charges nothing. */
export function createDemoGateway(publicUrl: string): PaymentGateway {
  return {
    kind: 'demo',
    async createCheckoutSession(_booking: CheckoutBooking): Promise<CheckoutSession> {
      const sessionId = `demo_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: `${publicUrl}/api/v1/demo-checkout/${sessionId}` };
    },
    async expireCheckoutSession(): Promise<boolean> {
      // Nothing to end: the demo page reads the booking's status, and paying confirms at once.
      return true;
    },
    async refund(payment: RefundRequest): Promise<{ refundId: string }> {
      // No money moved, so nothing to send back: the refund service records this id on the booking.
      return {
        refundId: payment.idempotencyKey ? `demo_${payment.idempotencyKey}` : `demo_refund_${payment.bookingId}`,
      };
    },
  };
}
