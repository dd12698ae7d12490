import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providerDays } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import { type StripeTestApp, deliverEvent, sessionEvent, startStripeApp } from './support/stripe-app';
import { type TestApp, createTestApp } from './support/test-app';

const PROVIDER = 'stansted-essex-park-ride';
let stripe: StripeTestApp;
let fake: StripeTestApp['fake'];
let stripeApp: TestApp;
let demoApp: TestApp;

beforeAll(async () => {
  stripe = await startStripeApp();
  ({ fake, t: stripeApp } = stripe);
  demoApp = await createTestApp();
});
afterAll(async () => {
  await stripe.close();
  await demoApp.close();
});

let day = 1;
async function book(t: TestApp) {
  const d = String(day++).padStart(2, '0');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({
      providerId: PROVIDER,
      criteria: { airportId: 'stansted', entryDate: `2027-05-${d}`, exitDate: `2027-05-${d}`, exitTime: '18:00' },
    }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  return row!;
}

const current = async (t: TestApp, id: string) =>
  (await t.db.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const held = async (t: TestApp, entryDate: string) =>
  (
    await t.db.database.db
      .select()
      .from(providerDays)
      .where(and(eq(providerDays.providerId, PROVIDER), eq(providerDays.day, entryDate)))
  )[0]?.booked ?? 0;

/** The hold runs out and is released; then other travellers take every space of that day. */
async function expireAndSellOut(t: TestApp, row: { entryDate: string }) {
  t.clock.advanceMinutes(31);
  await sweepOnce(t.app);
  t.clock.advanceMinutes(-31);
  expect(await held(t, row.entryDate)).toBe(0);
  await t.db.database.db
    .update(providerDays)
    .set({ booked: sql`${providerDays.capacity}` })
    .where(and(eq(providerDays.providerId, PROVIDER), eq(providerDays.day, row.entryDate)));
}

function deliver(id: string, session: { id: string; client_reference_id: string }) {
  return deliverEvent(stripeApp, sessionEvent(id, 'checkout.session.completed', session));
}

const refundMails = (t: TestApp, reference: string) =>
  t.mailer.sent.filter((m) => m.subject.includes(reference) && m.subject.includes('refunded'));

describe('a payment that lands after the spaces have gone (Stripe)', () => {
  it('is refunded through Stripe with an idempotency key, the booking is refunded, one email, and the webhook says so', async () => {
    const row = await book(stripeApp);
    await expireAndSellOut(stripeApp, row);
    fake.complete(row.sessionId!);
    const res = await deliver('evt_late_1', { id: row.sessionId!, client_reference_id: row.id });
    expect(res.json()).toEqual({ received: true, outcome: 'refunded' });
    const refunds = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.headers['idempotency-key']).toBe(`refund-${row.id}`);
    expect(refunds[0]!.form).toMatchObject({ payment_intent: `pi_${row.sessionId}`, amount: String(row.amount) });
    const after = await current(stripeApp, row.id);
    expect(after.status).toBe('refunded');
    expect(after.refundId).toMatch(/^re_test_/);
    // Stripe redelivers under another event id: nothing more is refunded.
    const again = await deliver('evt_late_1b', { id: row.sessionId!, client_reference_id: row.id });
    expect(again.json().outcome).toBe('refunded');
    expect(fake.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1);
    await sweepOnce(stripeApp.app);
    await sweepOnce(stripeApp.app);
    expect(refundMails(stripeApp, row.reference)).toHaveLength(1);
    expect(refundMails(stripeApp, row.reference)[0]!.text).toContain('refunded the full');
    expect(
      stripeApp.mailer.sent.filter(
        (m) => m.subject.startsWith('Booking confirmed') && m.subject.includes(row.reference),
      ),
    ).toEqual([]);
  });

  it('a refund Stripe refuses at first is retried by its job, and the webhook reports it pending meanwhile', async () => {
    const row = await book(stripeApp);
    await expireAndSellOut(stripeApp, row);
    fake.complete(row.sessionId!);
    fake.failNext();
    const res = await deliver('evt_late_2', { id: row.sessionId!, client_reference_id: row.id });
    expect(res.json().outcome).toBe('refund-pending');
    expect((await current(stripeApp, row.id)).status).toBe('expired');
    await sweepOnce(stripeApp.app, { skipBackoff: true });
    expect((await current(stripeApp, row.id)).status).toBe('refunded');
    await sweepOnce(stripeApp.app);
    const keys = fake.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.headers['idempotency-key']);
    expect(keys.filter((k) => k === `refund-${row.id}`)).toHaveLength(1);
    expect(refundMails(stripeApp, row.reference)).toHaveLength(1);
  });
});

describe('hold expiry while the payment provider is unreachable', () => {
  it('keeps the hold until Stripe can end the session, then releases it', async () => {
    const row = await book(stripeApp);
    expect(await held(stripeApp, row.entryDate)).toBe(1);
    stripeApp.clock.advanceMinutes(31);
    fake.failNext();
    await sweepOnce(stripeApp.app);
    expect((await current(stripeApp, row.id)).status).toBe('pending');
    expect(await held(stripeApp, row.entryDate)).toBe(1);
    await sweepOnce(stripeApp.app, { skipBackoff: true });
    stripeApp.clock.advanceMinutes(-31);
    expect((await current(stripeApp, row.id)).status).toBe('expired');
    expect(await held(stripeApp, row.entryDate)).toBe(0);
  });
});

describe('a payment that lands after the spaces have gone (demo checkout)', () => {
  it('records the refund, sets the booking refunded, emails once, and the checkout page says so', async () => {
    const row = await book(demoApp);
    await expireAndSellOut(demoApp, row);
    // The Pay that passed the page's checks just before the sweeper released the hold.
    expect(await demoApp.app.fulfilment.fulfil(row.id)).toBe('refunded');
    const after = await current(demoApp, row.id);
    expect(after).toMatchObject({ status: 'refunded', refundId: `demo_refund_${row.id}` });
    expect(after.paidAt).not.toBeNull();
    expect(await demoApp.app.fulfilment.fulfil(row.id)).toBe('refunded');
    await sweepOnce(demoApp.app);
    await sweepOnce(demoApp.app);
    expect(refundMails(demoApp, row.reference)).toHaveLength(1);
    const path = new URL(row.checkoutUrl!).pathname;
    const pay = await demoApp.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000' },
      payload: '',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('has been refunded in full');
    const status = await demoApp.app.inject({ method: 'GET', url: `/api/v1/checkout/${row.sessionId}` });
    expect(status.json().data.status).toBe('refunded');
  });
});
