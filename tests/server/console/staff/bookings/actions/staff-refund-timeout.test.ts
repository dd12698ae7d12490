import type { StaffBooking } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings } from '../../../../../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../../../../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser, signIn } from '../../../../support/console';
import { bookingBody, newKey } from '../../../../support/fixtures';
import { type StripeTestApp, deliverEvent, sessionEvent, startStripeApp } from '../../../../support/stripe-app';
import type { TestApp } from '../../../../support/test-app';

// A provider that takes the refund and never answers in time: the SDK gives the request up after
// STRIPE_TIMEOUT_MS (short here; 20 s by default), the refund stays pending and visible, and the job asks
// again under the same key once the provider answers, so the provider made one refund.
const TIMEOUT_MS = 2_000;

let stripe: StripeTestApp;
let fake: StripeTestApp['fake'];
let t: TestApp;
let cookie = '';

beforeAll(async () => {
  stripe = await startStripeApp({ STRIPE_TIMEOUT_MS: String(TIMEOUT_MS) });
  ({ fake, t } = stripe);
  await seedOrganization(t.db.database.db, 'staff', 'staff');
  await seedUser(t.db.database.db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  cookie = (await signIn(t.app, 'support')).cookie;
}, 120_000);
afterAll(() => stripe.close());

/** Books through the fake Stripe and pays (the webhook). */
async function bookPaid() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate: '2027-08-01', exitDate: '2027-08-03' } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  fake.complete(row!.sessionId!);
  const paid = sessionEvent('evt_timeout_1', 'checkout.session.completed', {
    id: row!.sessionId,
    client_reference_id: row!.id,
  });
  expect((await deliverEvent(t, paid)).json().outcome).toBe('fulfilled');
  await sweepOnce(t.app, { skipBackoff: true });
  return row!;
}

/** The booking page's refunds (the staff booking page API), with the provider's status. */
async function refundsOnPage(reference: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/console/staff/bookings/${reference}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<StaffBooking>().money.filter((m) => m.kind === 'refund');
}

describe('a staff refund whose provider times out', () => {
  it('stays pending on the booking page, is retried by the job under the same key, and is one refund', async () => {
    const row = await bookPaid();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/console/staff/bookings/${row.reference}/refund`,
      headers: { cookie, origin: 'http://127.0.0.1:4000', 'idempotency-key': newKey() },
      payload: { amount: 400, reason: 'service-problem', notifyTraveller: false },
    });
    expect(asked.statusCode).toBe(200);
    const refundCalls = () =>
      fake.calls.filter((c) => c.path === '/v1/refunds' && c.form['metadata[bookingId]'] === row.id);

    const release = fake.holdRefunds();
    const started = Date.now();
    // Without skipBackoff: the failed attempt's retry waits out its delay, as on a server.
    await sweepOnce(t.app);
    // The job gave the request up at the timeout (not the SDK's 80 s), while the provider still held it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(refundCalls()).toHaveLength(1);
    expect(await refundsOnPage(row.reference)).toEqual([
      expect.objectContaining({ amount: 400, status: 'pending', providerId: null }),
    ]);

    // The provider carries out the refund it was holding; its answer goes nowhere.
    release();
    await expect.poll(() => fake.refundsMade().filter((r) => r.bookingId === row.id).length).toBe(1);
    await sweepOnce(t.app, { skipBackoff: true });
    await sweepOnce(t.app, { skipBackoff: true });

    const made = fake.refundsMade().filter((r) => r.bookingId === row.id);
    expect(made).toEqual([expect.objectContaining({ amount: '400' })]);
    const [event] = await t.db.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, row.id), eq(bookingEvents.kind, 'refunded')));
    expect(event).toMatchObject({ refundStatus: 'done', refundId: made[0]!.id });
    // Asked twice, both times under the event's one key: the second answer is the first refund.
    expect(refundCalls().map((c) => c.headers['idempotency-key'])).toEqual([
      `refund-${event!.id}`,
      `refund-${event!.id}`,
    ]);
    expect(made[0]!.key).toBe(`refund-${event!.id}`);
    expect(await refundsOnPage(row.reference)).toEqual([
      expect.objectContaining({ amount: 400, status: 'succeeded', providerId: made[0]!.id }),
    ]);
  });
});
