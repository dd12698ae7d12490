import { type Calendar, type ManagedBooking, ConfirmationSchema, confirmationBreakdown } from '@parking/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providerDays, providers } from '../../../../../packages/server/src/db/schema/index';
import { ClosedDayError, holdSpaces } from '../../../../../packages/server/src/services/availability';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { payDemo } from '../../../support/demo-pay';
import { bookingBody, criteria, newKey } from '../../../support/fixtures';
import { amendBody, bookAndPay, manageCall } from '../../../support/manage';
import { type TestApp, createTestApp } from '../../../support/test-app';

const PARK = 'luton-park-and-fly'; // standard price £8.99, 60 spaces
const OTHER = 'luton-swift-meet-greet'; // another operator's
let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'op-a', 'operator');
  await seedOrganization(db, 'op-b', 'operator');
  await seedOrganization(db, 'pa', 'partner');
  for (const [id, org, role] of [
    ['a-owner', 'op-a', 'owner'],
    ['a-manager', 'op-a', 'manager'],
    ['a-desk', 'op-a', 'desk'],
    ['b-owner', 'op-b', 'owner'],
    ['p-owner', 'pa', 'owner'],
  ] as const) {
    await seedUser(db, { id, organizationId: org, role });
    cookie[id] = (await signIn(t.app, id)).cookie;
  }
  await db.update(providers).set({ organizationId: 'op-a' }).where(eq(providers.id, PARK));
  await db.update(providers).set({ organizationId: 'op-b' }).where(eq(providers.id, OTHER));
}, 120_000);
afterAll(async () => t?.close());

const calendar = (query: string, who: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/console/calendar?${query}`, headers: { cookie: cookie[who]! } });
const edit = (body: Record<string, unknown>, who = 'a-manager') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/console/calendar',
    headers: { cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' },
    payload: body,
  });
const ALL = [1, 2, 3, 4, 5, 6, 7];
const days = async (from: string, to: string): Promise<Calendar['days']> => {
  const res = await calendar(`carPark=${PARK}&from=${from}&to=${to}`, 'a-desk');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Calendar).days;
};
const search = async (entryDate: string, exitDate: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/search/packages',
    payload: criteria({ entryDate, exitDate }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.quotes.find((q: { provider: { id: string } }) => q.provider.id === PARK);
};
/** Every row of the rate calendar and the watched tables, to show a refused edit changed nothing. */
const state = async () => {
  const db = t.db.database.db;
  const rows = await db.execute(sql`select string_agg(t::text, '|' order by t::text) as d from provider_days t`);
  return { days: (rows as unknown as { rows: { d: string }[] }).rows[0]!.d, ...(await snapshot(db)) };
};

describe('who may read and edit the calendar', () => {
  it('lets every operator role read, owners and managers edit, and hides other organisations', async () => {
    expect((await calendar(`carPark=${PARK}&from=2026-12-01&to=2026-12-31`, 'a-desk')).statusCode).toBe(200);
    const change = { carPark: PARK, from: '2026-12-20', to: '2026-12-20', weekdays: ALL, capacity: 61 };
    expect((await edit(change, 'a-desk')).statusCode).toBe(403);
    expect((await edit(change, 'a-manager')).statusCode).toBe(200);
    expect((await edit({ ...change, capacity: 60 }, 'a-owner')).statusCode).toBe(200);
    expect((await calendar(`carPark=${PARK}&from=2026-12-01&to=2026-12-02`, 'b-owner')).statusCode).toBe(404);
    expect((await edit(change, 'b-owner')).statusCode).toBe(404);
    // Another kind of organisation does not see operator routes at all.
    expect((await calendar(`carPark=${PARK}&from=2026-12-01&to=2026-12-02`, 'p-owner')).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/calendar?from=2026-12-01&to=2026-12-02`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers each day with price, capacity, bookings and whether it can be booked', async () => {
    const [day] = await days('2026-12-10', '2026-12-10');
    expect(day).toEqual({
      date: '2026-12-10',
      pricePerDay: 899,
      standardPrice: 899,
      capacity: 60,
      booked: 0,
      closed: false,
      bookable: true,
      reason: null,
    });
    expect((await calendar(`carPark=${PARK}&from=2026-12-01&to=2027-03-03`, 'a-desk')).statusCode).toBe(400);
  });
});

describe('bulk edit refusals change nothing', () => {
  it.each([
    ['a past day', { from: '2026-11-21', pricePerDay: 1000 }, 'from'],
    ['a price of £0', { pricePerDay: 0 }, 'pricePerDay'],
    ['a fraction of a penny', { pricePerDay: 1000.5 }, 'pricePerDay'],
    ['from after to', { from: '2026-12-31', to: '2026-12-01', pricePerDay: 1000 }, 'to'],
    ['more than 366 days', { to: '2027-12-02', pricePerDay: 1000 }, 'to'],
  ])('refuses %s', async (_, change, field) => {
    const before = await state();
    const res = await edit({ carPark: PARK, from: '2026-12-01', to: '2026-12-31', weekdays: ALL, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect(await state()).toEqual(before);
  });

  it('refuses a capacity below the spaces booked on any day, naming the day and the count', async () => {
    await bookAndPay(t, { criteria: { entryDate: '2026-12-03', exitDate: '2026-12-05', noOfVehicles: 2 } });
    const before = await state();
    const res = await edit({ carPark: PARK, from: '2026-12-01', to: '2026-12-31', weekdays: ALL, capacity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.capacity).toBe('Capacity 1 is below the 2 spaces booked on Thu 3 Dec 2026');
    expect(await state()).toEqual(before);
  });
});

describe('prices per day', () => {
  it('a new price shows in a new search and is audited, while a booking made before keeps its price', async () => {
    const { row } = await bookAndPay(t, { criteria: { entryDate: '2026-12-07', exitDate: '2026-12-10' } });
    expect(row.amount).toBe(3 * 899);
    // Tuesdays and Wednesdays in December cost £12.00.
    const res = await edit({
      carPark: PARK,
      from: '2026-12-01',
      to: '2026-12-31',
      weekdays: [2, 3],
      pricePerDay: 1200,
    });
    expect(res.json()).toEqual({ changed: 10 });
    const quote = await search('2026-12-07', '2026-12-10');
    expect(quote.total).toBe(899 + 1200 + 1200);
    expect(quote.dayPrices).toEqual([
      { date: '2026-12-07', pricePerDay: 899 },
      { date: '2026-12-08', pricePerDay: 1200 },
      { date: '2026-12-09', pricePerDay: 1200 },
    ]);
    const [kept] = await t.db.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(kept!.amount).toBe(3 * 899);
    const audit = await t.db.database.db.execute(
      sql`select changes from audit_log where action = 'calendar.changed' and changes ? 'pricePerDay'`,
    );
    // One entry for the whole edit of ten days.
    const entries = (audit as unknown as { rows: { changes: Record<string, unknown> }[] }).rows;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes.pricePerDay).toEqual({ before: [899], after: 1200 });
  });

  it('prices an amendment on the day prices', async () => {
    const { token } = await bookAndPay(t, { criteria: { entryDate: '2026-12-14', exitDate: '2026-12-15' } });
    const body = amendBody({ ...criteria({ entryDate: '2026-12-14', exitDate: '2026-12-17' }) });
    const res = await manageCall(t, token, 'POST', 'amend/quote', body);
    expect(res.statusCode, res.body).toBe(200);
    // Mon 14 at £8.99, Tue 15 and Wed 16 at £12.00.
    expect(res.json().data.subtotal).toBe(899 + 1200 + 1200);
    expect(res.json().data.breakdown).toBe('£8.99–£12.00 per day, 3 days, total £32.99');
  });
});

describe('a booking placed over days of different prices', () => {
  it('charges the sum of its day prices × vehicles, and the checkout and confirmation show that total', async () => {
    // The exit day has a price of its own: a stay ending at 10:00 on 7 January must not pay for it.
    const prices = { '2027-01-04': 1025, '2027-01-05': 1450, '2027-01-06': 1675, '2027-01-07': 2000 };
    for (const [day, pricePerDay] of Object.entries(prices))
      expect((await edit({ carPark: PARK, from: day, to: day, weekdays: ALL, pricePerDay })).statusCode).toBe(200);
    const expected = (1025 + 1450 + 1675) * 3;
    const stay = { entryDate: '2027-01-04', exitDate: '2027-01-07', noOfVehicles: 3 };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: stay, expectedTotal: expected }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference, amount, checkoutUrl } = placed.json() as {
      reference: string;
      amount: number;
      checkoutUrl: string;
    };
    expect(amount).toBe(expected);
    // What the demo checkout asks the traveller to pay.
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.body).toContain('Amount to pay: <span class="amount">£124.50</span>');
    expect((await payDemo(t, checkoutUrl)).statusCode).toBe(303);

    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({ status: 'confirmed', days: 3, noOfVehicles: 3, subtotal: expected, amount: expected });
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${sessionId}` });
    const confirmation = ConfirmationSchema.parse(shown.json().data);
    expect(confirmation).toMatchObject({
      reference,
      status: 'confirmed',
      days: 3,
      subtotal: expected,
      amount: expected,
    });
    expect(confirmation.vehicles).toHaveLength(3);
    expect(confirmationBreakdown(confirmation)).toBe('3 days × 3 vehicles at varying day prices, total £124.50');
    const managed = await manageCall(t, confirmation.manageToken!, 'GET', 'booking');
    expect((managed.json() as { data: ManagedBooking }).data).toMatchObject({ amount: expected, paid: expected });
  });
});

describe('close-outs', () => {
  it('removes the car park from that day’s results and refuses a booking from an earlier quote at once', async () => {
    const quote = await search('2026-12-18', '2026-12-19');
    expect(quote).toBeDefined();
    const bookedBefore = await bookedOn('2026-12-18');
    expect(
      (await edit({ carPark: PARK, from: '2026-12-19', to: '2026-12-19', weekdays: ALL, closed: true })).statusCode,
    ).toBe(200);
    expect(await search('2026-12-18', '2026-12-19')).toBeUndefined();
    expect(await search('2026-12-17', '2026-12-18')).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({
        criteria: { entryDate: '2026-12-18', exitDate: '2026-12-19' },
        expectedTotal: quote.total,
      }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('closed on Sat 19 Dec 2026');
    expect(await bookedOn('2026-12-18')).toBe(bookedBefore);
    const [day] = await days('2026-12-19', '2026-12-19');
    expect(day).toMatchObject({ closed: true, bookable: false, reason: 'Closed' });
  });

  it('the hold itself refuses a closed day, whatever priced the booking', async () => {
    const attempt = t.db.database.db.transaction((tx) => holdSpaces(tx, PARK, 60, ['2026-12-18', '2026-12-19'], 1));
    await expect(attempt).rejects.toBeInstanceOf(ClosedDayError);
    expect(await bookedOn('2026-12-18')).toBe(0);
  });

  it('refuses an amendment onto a closed day, naming it, and changes nothing', async () => {
    const { row, token } = await bookAndPay(t, { criteria: { entryDate: '2026-12-16', exitDate: '2026-12-17' } });
    const body = amendBody({ ...criteria({ entryDate: '2026-12-16', exitDate: '2026-12-19' }) });
    const res = await manageCall(t, token, 'POST', 'amend/quote', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('closed on Sat 19 Dec 2026');
    const [kept] = await t.db.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(kept).toMatchObject({ exitDate: '2026-12-17', amount: row.amount });
  });

  it('a cancellation gives back the spaces but never reopens a closed day', async () => {
    const { token } = await bookAndPay(t, { criteria: { entryDate: '2026-12-27', exitDate: '2026-12-29' } });
    await edit({ carPark: PARK, from: '2026-12-28', to: '2026-12-28', weekdays: ALL, closed: true });
    expect((await manageCall(t, token, 'POST', 'cancel', {})).statusCode).toBe(200);
    const [day] = await days('2026-12-28', '2026-12-28');
    expect(day).toMatchObject({ booked: 0, closed: true, reason: 'Closed' });
    expect(await search('2026-12-27', '2026-12-29')).toBeUndefined();
  });
});

async function bookedOn(day: string): Promise<number> {
  const [row] = await t.db.database.db
    .select({ booked: providerDays.booked })
    .from(providerDays)
    .where(and(eq(providerDays.providerId, PARK), eq(providerDays.day, day)));
  return row?.booked ?? 0;
}
