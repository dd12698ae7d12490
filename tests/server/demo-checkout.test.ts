import { ConfirmationSchema, decodeSearchParam } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { SEED_PROVIDERS } from '../../packages/server/src/db/seed/index';
import { seedReviews } from '../../packages/server/src/db/seed/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys, providerDays, searchViews } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAY = { entryDate: '2027-02-01', exitDate: '2027-02-03', exitTime: '12:00' };

async function book(criteria = STAY) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ providerId: 'bristol-lulsgate-park-ride', criteria: { airportId: 'bristol', ...criteria } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const { checkoutUrl, reference } = res.json();
  const sessionId = String(checkoutUrl).split('/').pop()!;
  return { reference: String(reference), sessionId, path: new URL(checkoutUrl).pathname };
}

const booked = async (day: string) => {
  const [row] = await t.db.database.db
    .select()
    .from(providerDays)
    .where(and(eq(providerDays.providerId, 'bristol-lulsgate-park-ride'), eq(providerDays.day, day)));
  return row?.booked ?? 0;
};

// Pay and Cancel accept only posts from our own pages (PUBLIC_URL's origin).
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000' };

describe('demo checkout', () => {
  it('shows a page clearly marked as a demo with the booking and amount', async () => {
    const { path, reference } = await book();
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Demo checkout – no money is taken');
    expect(res.body).toContain(reference);
    expect(res.body).toContain('£29.97'); // 999 × 3 days
    expect(res.body).toMatch(/<form method="post" action="[^"]+\/pay">/);
    expect(res.body).toMatch(/<form method="post" action="[^"]+\/cancel">/);
  });

  it('Pay confirms, redirects to success, emails once, and GET /checkout returns the confirmation', async () => {
    const { path, sessionId, reference } = await book();
    const sentBefore = t.mailer.sent.length;
    const pay = await t.app.inject({ method: 'POST', url: `${path}/pay`, headers: form, payload: '' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://127.0.0.1:4000/booking/success?session_id=${sessionId}`);
    const again = await t.app.inject({ method: 'POST', url: `${path}/pay`, headers: form, payload: '' });
    expect(again.statusCode).toBe(303);
    // The email is a job: the sweep runs it (a server's workers do so within seconds).
    await sweepOnce(t.app);
    await sweepOnce(t.app);
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain('Mon 1 Feb 2027, 10:00');
    expect(mail.attachments).toEqual([`${reference}-qr.png`, `${reference}.ics`]);

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${sessionId}` });
    expect(res.statusCode).toBe(200);
    const c = ConfirmationSchema.parse(res.json().data);
    expect(c).toMatchObject({ reference, status: 'confirmed', amount: 2997, days: 3, airport: { code: 'BRS' } });
    expect(c.provider.arrivalInstructions.length).toBeGreaterThan(0);
    // 48 hours before 10:00 London (GMT) on 1 Feb 2027.
    expect(c.freeCancellationUntil).toBe('2027-01-30T10:00:00.000Z');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(303);
  });

  it('counts confirmed bookings in totalBooked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: { airportId: 'bristol', ...STAY, entryTime: '10:00' },
    });
    const quote = res
      .json()
      .data.quotes.find((q: { provider: { id: string } }) => q.provider.id === 'bristol-lulsgate-park-ride');
    // The one paid here, on top of the seed's past stays at that car park.
    const seeded = seedReviews(SEED_PROVIDERS).bookings.filter((b) => b.providerId === 'bristol-lulsgate-park-ride');
    expect(quote.provider.totalBooked).toBe(seeded.length + 1);
  });

  it('Cancel releases the hold and redirects to the cancel page with the search', async () => {
    const before = await booked('2027-02-02');
    const { path, sessionId } = await book();
    expect(await booked('2027-02-02')).toBe(before + 1);
    const res = await t.app.inject({ method: 'POST', url: `${path}/cancel`, headers: form, payload: '' });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/booking/cancel');
    expect(location.searchParams.get('session_id')).toBe(sessionId);
    const q = decodeSearchParam(location.searchParams.get('q'));
    expect(q.ok && q.criteria).toMatchObject({ airportId: 'bristol', entryDate: '2027-02-01' });
    expect(await booked('2027-02-02')).toBe(before);
    // Cancelling twice gives nothing back twice.
    await t.app.inject({ method: 'POST', url: `${path}/cancel`, headers: form, payload: '' });
    expect(await booked('2027-02-02')).toBe(before);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('This checkout is closed');
  });

  it('404s unknown sessions', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/checkout/cs_nope' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/demo-checkout/demo_${'0'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/demo-checkout/../../etc' })).statusCode).toBe(404);
  });
});

describe('holds', () => {
  it('the sweeper releases holds older than 30 minutes, once', async () => {
    const stay = { entryDate: '2027-03-01', exitDate: '2027-03-02', exitTime: '12:00' };
    const { reference } = await book(stay);
    expect(await booked('2027-03-01')).toBe(1);
    t.clock.advanceMinutes(29);
    expect(await sweepOnce(t.app)).toBe(0);
    t.clock.advanceMinutes(2);
    // Earlier tests' unpaid bookings expire too.
    expect(await sweepOnce(t.app)).toBeGreaterThanOrEqual(1);
    expect(await sweepOnce(t.app)).toBe(0);
    expect(await booked('2027-03-01')).toBe(0);
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row!.status).toBe('expired');
    t.clock.advanceMinutes(-31);
  });

  it('a payment whose booking was released meanwhile takes the spaces again if they are free', async () => {
    const stay = { entryDate: '2027-03-05', exitDate: '2027-03-06', exitTime: '12:00' };
    const { sessionId } = await book(stay);
    t.clock.advanceMinutes(31);
    await sweepOnce(t.app);
    expect(await booked('2027-03-05')).toBe(0);
    // The demo page refuses a late Pay; this is the Pay that was already past that check.
    const row = await t.app.confirmations.bySession(sessionId);
    expect(await t.app.fulfilment.fulfil(row!.id)).toBe('confirmed');
    t.clock.advanceMinutes(-31);
    expect(await booked('2027-03-05')).toBe(1);
    const c = await t.app.inject({ method: 'GET', url: `/api/v1/checkout/${sessionId}` });
    expect(c.json().data.status).toBe('confirmed');
  });
});

describe('housekeeping', () => {
  it('prunes search views and idempotency keys that are no longer needed', async () => {
    const db = t.db.database.db;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: {
        airportId: 'bristol',
        entryDate: '2027-02-01',
        entryTime: '10:00',
        exitDate: '2027-02-03',
        exitTime: '12:00',
      },
    });
    expect((await db.select().from(searchViews)).length).toBeGreaterThan(0);
    expect((await db.select().from(idempotencyKeys)).length).toBeGreaterThan(0);
    t.clock.advanceMinutes(25 * 60);
    await sweepOnce(t.app);
    t.clock.advanceMinutes(-25 * 60);
    expect(await db.select().from(searchViews)).toEqual([]);
    expect(await db.select().from(idempotencyKeys)).toEqual([]);
  });
});
