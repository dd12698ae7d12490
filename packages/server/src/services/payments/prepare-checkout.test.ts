import { POLICY } from '@parking/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { CheckoutBooking, PaymentGateway } from './gateway';
import { type CheckoutPlan, holdExpiry, openCheckout } from './prepare-checkout';

const booking: CheckoutBooking = {
  id: 'b1',
  reference: 'CAP-7K3M9Q',
  amount: 4200,
  email: 'a@example.com',
  providerName: 'Swift',
  airportName: 'Luton',
  criteria: {
    airportId: 'luton',
    entryDate: '2026-12-01',
    entryTime: '06:30',
    exitDate: '2026-12-08',
    exitTime: '21:15',
    noOfVehicles: 1,
  },
  holdExpiresAt: new Date('2026-11-25T10:30:00Z'),
};

/** A plan that writes down what happened to it. */
function plan(calls: string[]): CheckoutPlan {
  return {
    booking,
    release: async () => calls.push('release'),
    unchanged: 'Nothing has been charged',
    record: async (session) => calls.push(`record ${session.sessionId}`),
  };
}

function gateway(create: PaymentGateway['createCheckoutSession']): PaymentGateway {
  return {
    kind: 'demo',
    createCheckoutSession: create,
    expireCheckoutSession: async () => true,
    refund: async () => ({ refundId: 'r' }),
  };
}

const logged: unknown[] = [];
const ctx = { log: { error: (...args: unknown[]) => logged.push(args) } } as unknown as ServiceContext;

describe('openCheckout', () => {
  it('records the session and answers its URL and the hold', async () => {
    const calls: string[] = [];
    const opened = await openCheckout(
      ctx,
      gateway(async () => ({ sessionId: 's1', url: 'https://pay/s1' })),
      plan(calls),
    );
    expect(opened).toEqual({ checkoutUrl: 'https://pay/s1', holdExpiresAt: '2026-11-25T10:30:00.000Z' });
    expect(calls).toEqual(['record s1']);
  });

  it('a provider failure releases the hold, records nothing and answers 502 PAYMENT_FAILED', async () => {
    const calls: string[] = [];
    const failing = gateway(async () => {
      throw new Error('Stripe is down');
    });
    const error = await openCheckout(ctx, failing, plan(calls)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_FAILED',
      message: 'We could not start the payment. Nothing has been charged; please try again.',
    });
    expect(calls).toEqual(['release']);
    expect(logged).toHaveLength(1);
  });
});

describe('holdExpiry', () => {
  it('is the policy hold after now', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(holdExpiry(now).getTime() - now.getTime()).toBe(POLICY.holdMinutes * 60_000);
  });
});
