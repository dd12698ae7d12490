import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, providerDays } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { FORM, amendBody, bookAndPay, manageCall } from './support/manage';
import { type TestApp, createTestApp } from './support/test-app';

const PROVIDER = 'luton-park-and-fly';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const booked = async (day: string) =>
  (
    await t.db.database.db
      .select()
      .from(providerDays)
      .where(and(eq(providerDays.providerId, PROVIDER), eq(providerDays.day, day)))
  )[0]?.booked ?? 0;
const rowOf = async (id: string) => (await t.db.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const stay = (entryDate: string, exitDate: string, extra: Record<string, unknown> = {}) => ({
  airportId: 'luton',
  entryDate,
  entryTime: '10:00',
  exitDate,
  exitTime: '10:00',
  noOfVehicles: 1,
  ...extra,
});

// Look-up throttling and its identical answers: manage-lookup.test.ts.
describe('manage token', () => {
  it('refuses a tampered token and an expired one with their own codes', async () => {
    const { token } = await bookAndPay(t, { criteria: { entryDate: '2026-12-14', exitDate: '2026-12-15' } });
    const tampered = await manageCall(t, `${token.slice(0, -2)}xx`, 'GET', 'booking');
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.code).toBe('LINK_INVALID');
    expect((await manageCall(t, 'nonsense', 'GET', 'booking')).json().error.code).toBe('LINK_INVALID');
    t.clock.set('2026-12-16T09:00:00Z');
    const expired = await manageCall(t, token, 'GET', 'booking');
    expect(expired.json().error.code).toBe('LINK_EXPIRED');
    t.clock.set('2026-11-22T09:00:00Z');
    const ok = await manageCall(t, token, 'GET', 'booking');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.cancel).toMatchObject({ allowed: true });
  });
});

describe('cancel', () => {
  it('48 hours or more before drop-off: full refund, spaces released, one email, refund recorded by the job', async () => {
    const { row, token } = await bookAndPay(t, { criteria: { entryDate: '2026-12-20', exitDate: '2026-12-22' } });
    expect(await booked('2026-12-21')).toBe(1);
    const view = (await manageCall(t, token, 'GET', 'booking')).json().data;
    expect(view.cancelRefund).toBe(row.amount);
    const res = await manageCall(t, token, 'POST', 'cancel', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refund).toBe(row.amount);
    expect(res.json().data.booking.status).toBe('cancelled');
    expect(await booked('2026-12-21')).toBe(0);
    expect((await rowOf(row.id)).status).toBe('cancelled');
    await sweepOnce(t.app, { skipBackoff: true });
    await sweepOnce(t.app, { skipBackoff: true });
    const mails = t.mailer.sent.filter(
      (m) => m.subject.includes(row.reference) && !m.subject.startsWith('Booking confirmed'),
    );
    expect(mails.map((m) => m.subject)).toEqual([`Booking cancelled: ${row.reference}`]);
    expect(mails[0]!.text).toContain('refunding');
    const refunds = await t.db.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, row.id), eq(bookingEvents.kind, 'refunded')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: -row.amount,
      refundStatus: 'done',
      refundId: `demo_refund-${refunds[0]!.id}`,
    });
    const again = await manageCall(t, token, 'POST', 'cancel', {});
    expect(again.json().error.code).toBe('CHANGE_NOT_ALLOWED');
    expect(await booked('2026-12-21')).toBe(0);
  });

  it('inside 48 hours: allowed, no refund, said before confirming', async () => {
    const { row, token } = await bookAndPay(t, {
      criteria: { entryDate: '2026-11-23', entryTime: '08:00', exitDate: '2026-11-25' },
    });
    const view = (await manageCall(t, token, 'GET', 'booking')).json().data;
    expect(view.cancelRefund).toBe(0);
    expect(view.amend.allowed).toBe(false);
    const res = await manageCall(t, token, 'POST', 'cancel', {});
    expect(res.json().data.refund).toBe(0);
    expect((await rowOf(row.id)).status).toBe('cancelled');
    expect(await booked('2026-11-24')).toBe(0);
  });

  it('a started stay cannot be cancelled or amended', async () => {
    const { token, row } = await bookAndPay(t, { criteria: { entryDate: '2026-11-23', exitDate: '2026-11-26' } });
    t.clock.set('2026-11-24T09:00:00Z');
    const res = await manageCall(t, token, 'POST', 'cancel', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CHANGE_NOT_ALLOWED');
    const amend = await manageCall(t, token, 'POST', 'amend/quote', amendBody(stay('2026-11-25', '2026-11-27')));
    expect(amend.json().error.code).toBe('CHANGE_NOT_ALLOWED');
    t.clock.set('2026-11-22T09:00:00Z');
    expect((await rowOf(row.id)).status).toBe('confirmed');
  });
});

describe('amend', () => {
  it('cheaper: applied at once, the old days released and the new taken, the difference refunded, one email', async () => {
    const { row, token } = await bookAndPay(t, { criteria: { entryDate: '2027-01-04', exitDate: '2027-01-08' } });
    const body = amendBody(stay('2027-01-05', '2027-01-07'));
    const quote = (await manageCall(t, token, 'POST', 'amend/quote', body)).json().data;
    expect(quote.difference).toBeLessThan(0);
    const res = await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: quote.amount });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'amended', refund: -quote.difference });
    expect([await booked('2027-01-04'), await booked('2027-01-05'), await booked('2027-01-08')]).toEqual([0, 1, 0]);
    const after = await rowOf(row.id);
    expect(after).toMatchObject({
      reference: row.reference,
      entryDate: '2027-01-05',
      amount: quote.amount,
      version: 1,
    });
    const view = res.json().data.booking;
    expect(view.paid).toBe(quote.amount);
    expect(view.history.map((h: { kind: string }) => h.kind)).toEqual(['booked', 'amended', 'refunded']);
    await sweepOnce(t.app, { skipBackoff: true });
    await sweepOnce(t.app, { skipBackoff: true });
    const mails = t.mailer.sent.filter((m) => m.subject.startsWith(`Booking changed: ${row.reference}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toContain(`${row.reference}.ics`);
    expect(mails[0]!.text).toContain('Tue 5 Jan 2027, 10:00');
  });

  it('a new stay in the past is refused by the same date rules as a search', async () => {
    const { token } = await bookAndPay(t, { criteria: { entryDate: '2027-01-14', exitDate: '2027-01-15' } });
    const res = await manageCall(t, token, 'POST', 'amend/quote', amendBody(stay('2026-11-01', '2026-11-03')));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain('criteria.entryDate');
  });

  it('same price (contact details only): applied, nothing refunded', async () => {
    const { row, token } = await bookAndPay(t, { criteria: { entryDate: '2027-01-11', exitDate: '2027-01-12' } });
    const body = amendBody(stay('2027-01-11', '2027-01-12'), 1, {});
    body.details.phone = '07700 900999';
    const res = await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: row.amount });
    expect(res.json().data).toMatchObject({ outcome: 'amended', refund: 0 });
    expect((await rowOf(row.id)).details.phone).toBe('+447700900999');
    expect(await booked('2027-01-11')).toBe(1);
  });

  it('dearer: spaces held, a checkout for the difference, applied only when paid', async () => {
    const { row, token } = await bookAndPay(t, { criteria: { entryDate: '2027-01-18', exitDate: '2027-01-19' } });
    const body = amendBody(stay('2027-01-18', '2027-01-21'));
    const quote = (await manageCall(t, token, 'POST', 'amend/quote', body)).json().data;
    expect(quote.difference).toBeGreaterThan(0);
    const stale = await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: quote.amount - 1 });
    expect(stale.json().error.code).toBe('PRICE_CHANGED');
    const res = await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: quote.amount });
    expect(res.json().data).toMatchObject({ outcome: 'payment-required', difference: quote.difference });
    expect(await booked('2027-01-21')).toBe(1);
    expect((await rowOf(row.id)).exitDate).toBe('2027-01-19');
    const sessionId = new URL(res.json().data.checkoutUrl).pathname.split('/').pop()!;
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/demo-checkout/${sessionId}` });
    expect(page.body).toContain('Amount to pay');
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/demo-checkout/${sessionId}/pay`,
      headers: FORM,
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toContain('/amend-booking?amend_session=');
    expect(await rowOf(row.id)).toMatchObject({ exitDate: '2027-01-21', amount: quote.amount });
    expect([await booked('2027-01-18'), await booked('2027-01-21')]).toEqual([1, 1]);
    const view = (await manageCall(t, token, 'GET', 'booking')).json().data;
    expect(view.paid).toBe(quote.amount);
    expect(view.cancelRefund).toBe(quote.amount);
  });

  it('dearer but never paid: the extra spaces go back when the checkout hold runs out', async () => {
    const { row, token } = await bookAndPay(t, { criteria: { entryDate: '2027-01-25', exitDate: '2027-01-26' } });
    const body = amendBody(stay('2027-01-25', '2027-01-28'));
    const quote = (await manageCall(t, token, 'POST', 'amend/quote', body)).json().data;
    await manageCall(t, token, 'POST', 'amend', { ...body, expectedAmount: quote.amount });
    expect(await booked('2027-01-27')).toBe(1);
    t.clock.advanceMinutes(31);
    await sweepOnce(t.app, { skipBackoff: true });
    t.clock.advanceMinutes(-31);
    expect([await booked('2027-01-25'), await booked('2027-01-27')]).toEqual([1, 0]);
    expect((await rowOf(row.id)).exitDate).toBe('2027-01-26');
  });

  it('two amendments racing for the last space: one wins, capacity exact', async () => {
    const a = await bookAndPay(t, { criteria: { entryDate: '2027-02-01', exitDate: '2027-02-01', exitTime: '18:00' } });
    const b = await bookAndPay(t, { criteria: { entryDate: '2027-02-03', exitDate: '2027-02-03', exitTime: '18:00' } });
    const capacity = (
      await t.db.database.db
        .select()
        .from(providerDays)
        .where(and(eq(providerDays.providerId, PROVIDER), eq(providerDays.day, '2027-02-01')))
    )[0]!.capacity;
    await t.db.database.db
      .insert(providerDays)
      .values({ providerId: PROVIDER, day: '2027-02-02', capacity, booked: capacity - 1 })
      .onConflictDoUpdate({
        target: [providerDays.providerId, providerDays.day],
        set: { booked: sql`${capacity - 1}` },
      });
    const move = (token: string, from: string) =>
      manageCall(t, token, 'POST', 'amend', {
        ...amendBody(stay(from, '2027-02-02', { exitTime: '18:00' })),
        expectedAmount: undefined,
      });
    const [ra, rb] = await Promise.all([move(a.token, '2027-02-01'), move(b.token, '2027-02-02')]);
    const codes = [ra, rb].map((r) => (r.statusCode === 200 ? r.json().data.outcome : r.json().error.code)).sort();
    expect(
      codes.filter((c) => c === 'SOLD_OUT'),
      JSON.stringify([ra.json(), rb.json()]),
    ).toHaveLength(1);
    expect(await booked('2027-02-02')).toBe(capacity);
  });
});
