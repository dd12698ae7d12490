import { decodeSearchParam } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providerDays } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import type { StripeCall } from './support/fake-stripe';
import {
  STRIPE_KEY,
  type StripeTestApp,
  WEBHOOK_SECRET,
  deliverEvent,
  sessionEvent,
  signature,
  startStripeApp,
} from './support/stripe-app';
import type { TestApp } from './support/test-app';

let stripe: StripeTestApp;
let fake: StripeTestApp['fake'];
let t: TestApp;

beforeAll(async () => {
  stripe = await startStripeApp();
  ({ fake, t } = stripe);
});
afterAll(() => stripe.close());

let day = 1;
async function book() {
  const d = String(day++).padStart(2, '0');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({
      providerId: 'stansted-essex-park-ride',
      criteria: {
        airportId: 'stansted',
        entryDate: `2027-04-${d}`,
        exitDate: `2027-04-${d}`,
        exitTime: '18:00',
        noOfVehicles: 2,
      },
    }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  return { res, row: row! };
}

const status = async (id: string) =>
  (await t.db.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
const held = async (row: { entryDate: string }) =>
  (
    await t.db.database.db
      .select()
      .from(providerDays)
      .where(and(eq(providerDays.providerId, 'stansted-essex-park-ride'), eq(providerDays.day, row.entryDate)))
  )[0]?.booked ?? 0;

const event = sessionEvent;
const deliver = (payload: string, header?: string) => deliverEvent(t, payload, header);

describe('Stripe Checkout session', () => {
  it('is created in GBP with the amount, URLs, expiry, client reference and an idempotency key from the booking', async () => {
    const { res, row } = await book();
    const call = fake.calls
      .filter((c: StripeCall) => c.method === 'POST' && c.path === '/v1/checkout/sessions')
      .at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
    expect(call.headers['idempotency-key']).toBe(`checkout-session-${row.id}`);
    expect(call.form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': String(849 * 1 * 2),
      'line_items[0][quantity]': '1',
      client_reference_id: row.id,
      customer_email: 'ada@example.com',
      success_url: 'http://127.0.0.1:4000/booking/success?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(call.form.cancel_url).toBe(`http://127.0.0.1:4000/api/v1/checkout/cancelled/${row.id}`);
    const expiresIn = Number(call.form.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThan(32 * 60);
    expect(res.json().checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${row.sessionId}`);
    expect(row.paymentProvider).toBe('stripe');
  });

  it('a Stripe outage answers 502 PAYMENT_FAILED and releases the hold', async () => {
    fake.failNext();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({
        providerId: 'stansted-essex-park-ride',
        criteria: { airportId: 'stansted', entryDate: '2027-05-01', exitDate: '2027-05-01', exitTime: '18:00' },
      }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PAYMENT_FAILED');
    expect(await held({ entryDate: '2027-05-01' })).toBe(0);
  });

  it('has no demo checkout route', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/demo-checkout/demo_${'a'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe cancel link', () => {
  it('keeps the hold, lands on the cancel page with the search, and the session offers Resume payment', async () => {
    const { row } = await book();
    expect(await held(row)).toBe(2);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/cancelled/${row.id}` });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/booking/cancel');
    expect(location.searchParams.get('session_id')).toBe(row.sessionId);
    expect(decodeSearchParam(location.searchParams.get('q'))).toMatchObject({
      ok: true,
      criteria: { airportId: 'stansted', entryDate: row.entryDate },
    });
    expect(fake.calls.some((c) => c.path === `/v1/checkout/sessions/${row.sessionId}/expire`)).toBe(false);
    expect(await status(row.id)).toBe('pending');
    expect(await held(row)).toBe(2);
    const confirmation = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${row.sessionId}` });
    expect(confirmation.json().data.resume).toEqual({
      checkoutUrl: `https://checkout.stripe.test/c/pay/${row.sessionId}`,
      holdExpiresAt: row.holdExpiresAt.toISOString(),
    });
  });

  it('keeps the hold of a session that was paid before the click', async () => {
    const { row } = await book();
    fake.complete(row.sessionId!);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/cancelled/${row.id}` });
    expect(res.statusCode).toBe(303);
    expect(await status(row.id)).toBe('pending');
    expect(await held(row)).toBe(2);
  });

  it('404s an unknown booking and rejects a malformed id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/checkout/cancelled/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/checkout/cancelled/nope' })).statusCode).toBe(400);
  });
});

describe('Stripe webhook', () => {
  it('checkout.session.completed confirms and emails once; a duplicate delivery is ignored', async () => {
    const { row } = await book();
    const sent = t.mailer.sent.length;
    const payload = event('evt_completed_1', 'checkout.session.completed', {
      id: row.sessionId!,
      client_reference_id: row.id,
    });
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'fulfilled' });
    const dup = await deliver(payload);
    expect(dup.json().outcome).toBe('duplicate');
    // The same fact in a new event id (Stripe retries can differ) still changes nothing.
    await deliver(
      event('evt_completed_1b', 'checkout.session.completed', { id: row.sessionId!, client_reference_id: row.id }),
    );
    expect(await status(row.id)).toBe('confirmed');
    await sweepOnce(t.app);
    await sweepOnce(t.app);
    expect(t.mailer.sent.length).toBe(sent + 1);
  });

  it('out of order: expired after completed keeps the booking and its spaces', async () => {
    const { row } = await book();
    await deliver(event('evt_c2', 'checkout.session.completed', { id: row.sessionId!, client_reference_id: row.id }));
    const late = await deliver(
      event('evt_e2', 'checkout.session.expired', {
        id: row.sessionId!,
        client_reference_id: row.id,
        payment_status: 'unpaid',
      }),
    );
    expect(late.json().outcome).toBe('ignored');
    expect(await status(row.id)).toBe('confirmed');
    expect(await held(row)).toBe(2);
  });

  it('expired releases the hold; async payment success then failure is handled', async () => {
    const expired = await book();
    expect(await held(expired.row)).toBe(2);
    await deliver(
      event('evt_e3', 'checkout.session.expired', {
        id: expired.row.sessionId!,
        client_reference_id: expired.row.id,
        payment_status: 'unpaid',
      }),
    );
    expect(await status(expired.row.id)).toBe('expired');
    expect(await held(expired.row)).toBe(0);

    const delayed = await book();
    const unpaid = await deliver(
      event('evt_c4', 'checkout.session.completed', {
        id: delayed.row.sessionId!,
        client_reference_id: delayed.row.id,
        payment_status: 'unpaid',
      }),
    );
    expect(unpaid.json().outcome).toBe('ignored');
    expect(await status(delayed.row.id)).toBe('pending');
    await deliver(
      event('evt_s4', 'checkout.session.async_payment_succeeded', {
        id: delayed.row.sessionId!,
        client_reference_id: delayed.row.id,
      }),
    );
    expect(await status(delayed.row.id)).toBe('confirmed');

    const failed = await book();
    await deliver(
      event('evt_f5', 'checkout.session.async_payment_failed', {
        id: failed.row.sessionId!,
        client_reference_id: failed.row.id,
        payment_status: 'unpaid',
      }),
    );
    expect(await status(failed.row.id)).toBe('cancelled');
    expect(await held(failed.row)).toBe(0);
  });

  it('rejects a tampered body, a wrong secret, a missing signature and a signature older than 300 s', async () => {
    const { row } = await book();
    const payload = event('evt_t6', 'checkout.session.completed', { id: row.sessionId!, client_reference_id: row.id });
    const header = signature(payload);
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), header);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toMatch(/signature/i);
    expect((await deliver(payload, signature(payload, 'whsec_wrong'))).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    const old = signature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect((await deliver(payload, old)).statusCode).toBe(400);
    expect(await status(row.id)).toBe('pending');
    // Rejected deliveries were not recorded: the genuine one still works.
    expect((await deliver(payload, header)).json().outcome).toBe('fulfilled');
  });

  it('the sweeper ends the Stripe session and releases the hold, unless the session was paid', async () => {
    const { row } = await book();
    const paid = await book();
    fake.complete(paid.row.sessionId!);
    t.clock.advanceMinutes(31);
    await sweepOnce(t.app);
    t.clock.advanceMinutes(-31);
    expect(fake.calls.some((c) => c.path === `/v1/checkout/sessions/${row.sessionId}/expire`)).toBe(true);
    expect(await status(row.id)).toBe('expired');
    expect(await held(row)).toBe(0);
    expect(await status(paid.row.id)).toBe('pending');
    expect(await held(paid.row)).toBe(2);
  });
});
