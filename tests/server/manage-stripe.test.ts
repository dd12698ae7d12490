import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, partners } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import { amendBody, manageCall } from './support/manage';
import { type StripeTestApp, deliverEvent, sessionEvent, startStripeApp } from './support/stripe-app';
import type { TestApp } from './support/test-app';

let stripe: StripeTestApp;
let fake: StripeTestApp['fake'];
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeApp();
  ({ fake, t } = stripe);
});
afterAll(() => stripe.close());

let n = 0;
/** The session's `checkout.session.completed`, each delivery under a new event id. */
function deliver(session: Record<string, unknown>) {
  return deliverEvent(t, sessionEvent(`evt_manage_${++n}`, 'checkout.session.completed', session));
}

/** Books through Stripe (optionally with a partner key), pays, and opens it to manage. */
async function bookPaid(entryDate: string, exitDate: string, partnerKey?: string) {
  const headers: Record<string, string> = {
    'idempotency-key': newKey(),
    ...(partnerKey ? { 'x-partner-key': partnerKey } : {}),
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate, exitDate } }),
    headers,
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  fake.complete(row!.sessionId!);
  expect((await deliver({ id: row!.sessionId, client_reference_id: row!.id })).json().outcome).toBe('fulfilled');
  return row!;
}

const lookup = (reference: string, email: string, partnerKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/manage/lookup',
    payload: { reference, email },
    headers: partnerKey ? { 'x-partner-key': partnerKey } : {},
  });

describe('manage with Stripe', () => {
  it('cancel refunds through Stripe with the refund event as idempotency key, once', async () => {
    const row = await bookPaid('2027-03-01', '2027-03-04');
    const { token } = (await lookup(row.reference, row.email)).json().data;
    const res = await manageCall(t, token, 'POST', 'cancel', {});
    expect(res.json().data.refund).toBe(row.amount);
    await sweepOnce(t.app, { skipBackoff: true });
    await sweepOnce(t.app, { skipBackoff: true });
    const events = await t.db.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    const refundEvent = events.find((e) => e.kind === 'refunded')!;
    const calls = fake.calls.filter((c) => c.path === '/v1/refunds' && c.form['metadata[bookingId]'] === row.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${refundEvent.id}`);
    expect(calls[0]!.form).toMatchObject({ payment_intent: `pi_${row.sessionId}`, amount: String(row.amount) });
    expect(refundEvent).toMatchObject({ refundStatus: 'done', refundId: expect.stringMatching(/^re_test_/) });
  });

  it('a dearer amendment is paid through its own Stripe session and applied by the webhook', async () => {
    const row = await bookPaid('2027-03-08', '2027-03-09');
    const { token } = (await lookup(row.reference, row.email)).json().data;
    const body = amendBody({
      airportId: 'luton',
      entryDate: '2027-03-08',
      entryTime: '10:00',
      exitDate: '2027-03-12',
      exitTime: '10:00',
      noOfVehicles: 1,
    });
    const quote = (await manageCall(t, token, 'POST', 'amend/quote', body)).json().data;
    const res = await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: quote.amount });
    expect(res.json().data.outcome).toBe('payment-required');
    const created = fake.calls.filter(
      (c) => c.path === '/v1/checkout/sessions' && c.form['metadata[bookingId]'] === row.id,
    );
    const amendCall = created.find((c) => c.form['metadata[amendmentId]'])!;
    expect(amendCall.form).toMatchObject({ 'line_items[0][price_data][unit_amount]': String(quote.difference) });
    expect(amendCall.form.success_url).toContain('/amend-booking?amend_session=');
    const sessionId = new URL(res.json().data.checkoutUrl).pathname.split('/').pop()!;
    fake.complete(sessionId);
    const hook = await deliver({
      id: sessionId,
      client_reference_id: amendCall.form.client_reference_id,
      metadata: { amendmentId: amendCall.form['metadata[amendmentId]'], bookingId: row.id },
    });
    expect(hook.json().outcome).toBe('fulfilled');
    const [after] = await t.db.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({ exitDate: '2027-03-12', amount: quote.amount });
    // Cancelling now gives back both payments, each to its own session.
    const cancel = await manageCall(t, token, 'POST', 'cancel', {});
    expect(cancel.json().data.refund).toBe(quote.amount);
    await sweepOnce(t.app, { skipBackoff: true });
    const refunds = fake.calls.filter((c) => c.path === '/v1/refunds' && c.form['metadata[bookingId]'] === row.id);
    expect(refunds.map((c) => [c.form.payment_intent, c.form.amount]).sort()).toEqual(
      [
        [`pi_${row.sessionId}`, String(row.amount)],
        [`pi_${sessionId}`, String(quote.difference)],
      ].sort(),
    );
  });

  it('a partner key opens only the bookings made through it', async () => {
    await t.db.database.db
      .insert(partners)
      .values({ id: 'wk_manage_a', key: 'pk_manage_a', name: 'Blog A', allowedOrigins: ['https://a.example'] })
      .onConflictDoNothing();
    const mine = await bookPaid('2027-03-15', '2027-03-16', 'pk_manage_a');
    const other = await bookPaid('2027-03-18', '2027-03-19');
    expect((await lookup(mine.reference, mine.email, 'pk_manage_a')).statusCode).toBe(200);
    expect((await lookup(other.reference, other.email, 'pk_manage_a')).statusCode).toBe(404);
    const { token } = (await lookup(other.reference, other.email)).json().data;
    const viaPartner = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manage/booking',
      headers: { authorization: `Bearer ${token}`, 'x-partner-key': 'pk_manage_a' },
    });
    expect(viaPartner.json().error.code).toBe('LINK_INVALID');
  });
});
