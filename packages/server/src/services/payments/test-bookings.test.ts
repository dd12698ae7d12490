import { describe, expect, it } from 'vitest';
import type { CheckoutBooking, PaymentGateway } from './gateway';
import { withTestCheckout } from './test-bookings';

/** A gateway that records what it was asked, with session ids of its own prefix. */
function recording(kind: 'demo' | 'stripe', prefix: string) {
  const calls: string[] = [];
  const gateway: PaymentGateway & { extra: () => string } = {
    kind,
    createCheckoutSession: async (b) => (calls.push(`create ${b.id}`), { sessionId: `${prefix}1`, url: 'u' }),
    expireCheckoutSession: async (id) => (calls.push(`expire ${id}`), true),
    refund: async (p) => (calls.push(`refund ${p.sessionId}`), { refundId: 'r' }),
    extra: () => kind,
  };
  return { gateway, calls };
}

const booking = (test: boolean): CheckoutBooking => ({
  id: test ? 'b-test' : 'b-real',
  reference: 'CAP-1',
  amount: 100,
  email: 'a@example.com',
  providerName: 'P',
  airportName: 'A',
  criteria: {
    airportId: 'luton',
    entryDate: '2026-12-01',
    entryTime: '10:00',
    exitDate: '2026-12-02',
    exitTime: '10:00',
    noOfVehicles: 1,
  },
  holdExpiresAt: new Date(),
  test,
});

describe('withTestCheckout', () => {
  it('opens test bookings on the demo gateway and ends or refunds each session where it was opened', async () => {
    const stripe = recording('stripe', 'cs_');
    const demo = recording('demo', 'demo_');
    const routed = withTestCheckout(stripe.gateway, demo.gateway);
    expect(routed.kind).toBe('stripe');
    expect(routed.extra()).toBe('stripe');
    await routed.createCheckoutSession(booking(true));
    await routed.createCheckoutSession(booking(false));
    await routed.expireCheckoutSession('demo_abc');
    await routed.expireCheckoutSession('cs_abc');
    await routed.refund({ bookingId: 'b', sessionId: 'demo_abc', amount: 1 });
    await routed.refund({ bookingId: 'b', sessionId: 'cs_abc', amount: 1 });
    expect(demo.calls).toEqual(['create b-test', 'expire demo_abc', 'refund demo_abc']);
    expect(stripe.calls).toEqual(['create b-real', 'expire cs_abc', 'refund cs_abc']);
  });

  it('leaves a demo deployment’s gateway as it is', () => {
    const demo = recording('demo', 'demo_');
    expect(withTestCheckout(demo.gateway, recording('demo', 'demo_').gateway)).toBe(demo.gateway);
  });
});
