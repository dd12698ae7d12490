import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEvents,
  bookings,
  operatorEvents,
  partners,
  providerDays,
} from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { seedOrganization } from './support/console';
import { FORM, payDemo } from './support/demo-pay';
import { bookingBody, newKey } from './support/fixtures';
import { amendBody, manageCall } from './support/manage';
import { type StripeTestApp, startStripeApp } from './support/stripe-app';
import type { TestApp } from './support/test-app';

// A test key's bookings in a deployment that takes real payments through Stripe (issue 23).
const PROVIDER = 'luton-park-and-fly';
const TEST_KEY = 'pk_test_h2h2h2h2h2h2h2h2h2h2h2h2';
const ORIGIN = 'http://localhost:5173';
const TEST_LINE = 'TEST booking: no money was taken and the car park has not been told.';

let stripe: StripeTestApp;
let t: TestApp;
const db = () => t.db.database.db;

beforeAll(async () => {
  stripe = await startStripeApp();
  t = stripe.t;
  await seedOrganization(db(), 'pt-h2', 'partner');
  await db()
    .insert(partners)
    .values({
      id: 'wk_h2test',
      key: TEST_KEY,
      name: 'Test key',
      allowedOrigins: ['http://localhost:*'],
      organizationId: 'pt-h2',
      mode: 'test',
    });
});
afterAll(() => stripe.close());

const stripeSessions = () => stripe.fake.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
const stripeRefunds = () => stripe.fake.calls.filter((c) => c.path === '/v1/refunds').length;

/** `booked` on each day of the stay (0 for a day never touched). */
async function booked(days: string[]): Promise<number[]> {
  const rows = await db()
    .select()
    .from(providerDays)
    .where(and(eq(providerDays.providerId, PROVIDER), inArray(providerDays.day, days)));
  return days.map((d) => rows.find((r) => r.day === d)?.booked ?? 0);
}

/** Places a booking on `day` (one night), through the test key when `test`. */
async function place(day: string, test: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate: day, exitDate: day, exitTime: '18:00' } }),
    headers: { 'idempotency-key': newKey(), ...(test ? { 'x-partner-key': TEST_KEY, origin: ORIGIN } : {}) },
  });
  expect(res.statusCode).toBe(201);
  const { reference, checkoutUrl } = res.json() as { reference: string; checkoutUrl: string };
  const [row] = await db().select().from(bookings).where(eq(bookings.reference, reference));
  return { row: row!, checkoutUrl };
}

describe('a test key booking with Stripe configured', () => {
  it('is marked test, pays through the demo checkout, holds no space, tells no operator and says TEST', async () => {
    const day = '2026-12-10';
    const real = await place(day, false);
    const before = await booked([day]);
    expect(before).toEqual([1]);
    const sessions = stripeSessions();

    const { row, checkoutUrl } = await place(day, true);
    expect(row).toMatchObject({ test: true, paymentProvider: 'demo', partnerKeyId: 'wk_h2test', commissionBps: null });
    expect(checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:4000\/api\/v1\/demo-checkout\/demo_[a-f0-9]{32}$/);
    expect(stripeSessions()).toBe(sessions);
    expect(await booked([day])).toEqual(before);

    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST booking: no money is taken and the car park is not told');
    expect((await payDemo(t, checkoutUrl)).statusCode).toBe(303);
    await sweepOnce(t.app);
    expect((await db().select().from(bookings).where(eq(bookings.id, row.id)))[0]!.status).toBe('confirmed');
    expect(await booked([day])).toEqual(before);

    const confirmation = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${row.sessionId}` });
    expect(confirmation.json().data.test).toBe(true);
    const real1 = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${real.row.sessionId}` });
    expect(real1.json().data).not.toHaveProperty('test');

    expect(await db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id))).toEqual([]);
    expect(t.mailer.operator.filter((m) => m.text.includes(row.reference))).toEqual([]);
    const mine = t.mailer.sent.filter((m) => m.text.includes(row.reference));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/^\[TEST\] /);
    expect(mine[0]!.text.startsWith(TEST_LINE)).toBe(true);
    expect(mine[0]!.html).toContain(TEST_LINE);

    // Cancelled through Manage my booking: refunded through the demo gateway, no space given back.
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/lookup',
      payload: { reference: row.reference, email: row.email },
    });
    const token = lookup.json().data.token as string;
    const view = await manageCall(t, token, 'GET', 'booking');
    expect(view.json().data.test).toBe(true);
    const refunds = stripeRefunds();
    expect((await manageCall(t, token, 'POST', 'cancel', {})).statusCode).toBe(200);
    await sweepOnce(t.app);
    expect(await booked([day])).toEqual(before);
    expect(stripeRefunds()).toBe(refunds);
    const refunded = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(refunded.find((e) => e.kind === 'refunded')).toMatchObject({ refundStatus: 'done' });
    expect(refunded.find((e) => e.kind === 'refunded')!.refundId).toMatch(/^demo_/);
    expect(await db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id))).toEqual([]);
    const cancelMail = t.mailer.sent.filter((m) => m.text.includes(row.reference)).at(-1)!;
    expect(cancelMail.subject).toMatch(/^\[TEST\] /);
    expect(real.row).toMatchObject({ test: false, paymentProvider: 'stripe' });
  });

  it('gives back no space when its hold runs out or its checkout is cancelled', async () => {
    const day = '2026-12-11';
    // A real booking on that day, paid (so the sweep leaves it): a wrong release would show below its 1.
    const paid = await place(day, false);
    await db().update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, paid.row.id));
    const before = await booked([day]);
    expect(before).toEqual([1]);

    const expiring = await place(day, true);
    t.clock.advanceMinutes(31);
    await sweepOnce(t.app);
    await sweepOnce(t.app);
    t.clock.advanceMinutes(-31);
    expect((await db().select().from(bookings).where(eq(bookings.id, expiring.row.id)))[0]!.status).toBe('expired');
    expect(await booked([day])).toEqual(before);

    const cancelled = await place(day, true);
    const res = await t.app.inject({
      method: 'POST',
      url: `${new URL(cancelled.checkoutUrl).pathname}/cancel`,
      headers: FORM,
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect((await db().select().from(bookings).where(eq(bookings.id, cancelled.row.id)))[0]!.status).toBe('cancelled');
    expect(await booked([day])).toEqual(before);
  });

  it('amends through the demo checkout and moves no space', async () => {
    const days = ['2026-12-14', '2026-12-15', '2026-12-16'];
    const { row, checkoutUrl } = await place(days[0]!, true);
    expect((await payDemo(t, checkoutUrl)).statusCode).toBe(303);
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manage/lookup',
      payload: { reference: row.reference, email: row.email },
    });
    const token = lookup.json().data.token as string;
    const sessions = stripeSessions();
    const criteria = { airportId: 'luton', entryDate: days[0], entryTime: '10:00', exitDate: days[2] };
    const res = await manageCall(t, token, 'POST', 'amend', amendBody({ ...criteria, exitTime: '10:00' }));
    expect(res.json().data).toMatchObject({ outcome: 'payment-required' });
    expect(res.json().data.checkoutUrl).toMatch(/\/demo-checkout\/demo_/);
    expect(stripeSessions()).toBe(sessions);
    expect(await booked(days)).toEqual([0, 0, 0]);
    expect((await payDemo(t, res.json().data.checkoutUrl)).statusCode).toBe(303);
    expect((await db().select().from(bookings).where(eq(bookings.id, row.id)))[0]!.exitDate).toBe(days[2]);
    expect(await booked(days)).toEqual([0, 0, 0]);
    expect(await db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id))).toEqual([]);
  });

  it('serves only test bookings on the demo checkout of a Stripe deployment', async () => {
    const { row, checkoutUrl } = await place('2026-12-12', true);
    const path = new URL(checkoutUrl).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    // The same session, were it a real booking's, is unknown here: real bookings pay through Stripe.
    await db().update(bookings).set({ test: false }).where(eq(bookings.id, row.id));
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await payDemo(t, checkoutUrl)).statusCode).toBe(404);
    expect((await db().select().from(bookings).where(eq(bookings.id, row.id)))[0]!.status).toBe('pending');
  });

  it('is never invited to review a stay it never was', async () => {
    const { row, checkoutUrl } = await place('2026-12-14', true);
    expect((await payDemo(t, checkoutUrl)).statusCode).toBe(303);
    await sweepOnce(t.app);
    const paidRows = await db().select().from(bookings).where(eq(bookings.status, 'confirmed'));
    expect(paidRows.find((b) => b.id === row.id)).toBeDefined();
    // Make every other paid booking already invited: only the test booking could be due.
    await db().update(bookings).set({ reviewInviteSentAt: new Date() }).where(ne(bookings.id, row.id));
    t.clock.set('2026-12-20T12:00:00Z');
    expect(await t.app.reviewInvites.queueDue()).toBe(0);
    await db().update(bookings).set({ test: false }).where(eq(bookings.id, row.id));
    expect(await t.app.reviewInvites.queueDue()).toBe(1);
  });
});
