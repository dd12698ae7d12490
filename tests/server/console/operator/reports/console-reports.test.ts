import type { Report } from '@parking/core';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEvents,
  bookings,
  partners,
  providerDays,
  providers,
} from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const PARK = 'luton-park-and-fly';
const RIVAL = 'luton-swift-meet-greet';
const RANGE = 'from=2026-11-01&to=2026-11-07';

type Seed = {
  park?: string;
  status?: 'confirmed' | 'cancelled' | 'pending';
  made: string;
  amount: number;
  partner?: string;
  events?: { kind: 'payment' | 'refunded'; amount: number; session?: string }[];
};
let n = 0;
/** A paid booking (pending ones unpaid) made at `made`, its checkout session `cs-<n>`, and its money events. */
async function book(s: Seed): Promise<void> {
  const db = t.db.database.db;
  const id = `rb-${++n}`;
  const made = new Date(s.made);
  const pending = s.status === 'pending';
  await db.insert(bookings).values({
    id,
    reference: `PK-R${n}`,
    status: s.status ?? 'confirmed',
    providerId: s.park ?? PARK,
    airportId: 'luton',
    entryDate: '2026-12-01',
    entryTime: '10:00',
    exitDate: '2026-12-03',
    exitTime: '10:00',
    noOfVehicles: 1,
    days: 3,
    details: {
      firstName: 'Ada',
      lastName: 'R',
      email: 'r@x.example',
      phone: '+447700900123',
      vehicles: [],
      passengers: 1,
      marketingOptIn: false,
    },
    email: 'r@x.example',
    subtotal: s.amount,
    discount: 0,
    amount: s.amount,
    partnerKeyId: s.partner ?? null,
    paymentProvider: 'demo',
    sessionId: `cs-${n}`,
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: pending ? null : made,
    paidAt: pending ? null : made,
    releasedAt: s.status === 'cancelled' ? made : null,
  });
  for (const [i, e] of (s.events ?? []).entries())
    await db.insert(bookingEvents).values({
      id: `${id}-e${i}`,
      bookingId: id,
      at: made,
      kind: e.kind,
      summary: e.kind,
      amount: e.amount,
      sessionId: e.session ?? `cs-${n}`,
      ...(e.kind === 'refunded' ? { refundStatus: 'done' as const } : {}),
    });
}

/** Operator "a" runs PARK (a desk member), "b" runs RIVAL; a week of bookings and two calendar rows. */
async function seed(): Promise<void> {
  const db = t.db.database.db;
  await seedOrganization(db, 'op-a', 'operator');
  await seedOrganization(db, 'op-b', 'operator');
  await seedUser(db, { id: 'a-desk', organizationId: 'op-a', role: 'desk' });
  await seedUser(db, { id: 'b-owner', organizationId: 'op-b', role: 'owner' });
  await db.update(providers).set({ organizationId: 'op-a', spacesPerDay: 60 }).where(eq(providers.id, PARK));
  await db.update(providers).set({ organizationId: 'op-b' }).where(eq(providers.id, RIVAL));
  await db.insert(partners).values({ id: 'wk_reports', key: 'pk_reports', name: 'Holiday Deals', allowedOrigins: [] });
  await db.insert(providerDays).values([
    { providerId: PARK, day: '2026-11-02', capacity: 60, booked: 12 },
    { providerId: PARK, day: '2026-11-03', capacity: 40, booked: 5, closed: true },
  ]);
  await book({ made: '2026-11-01T10:00:00Z', amount: 3000 });
  // A cheaper amendment refunded £15 of the £50 paid.
  await book({
    made: '2026-11-02T10:00:00Z',
    amount: 5000,
    events: [
      { kind: 'payment', amount: 5000 },
      { kind: 'refunded', amount: -1500 },
    ],
  });
  // A dearer amendment paid £10 more through its own checkout.
  await book({
    made: '2026-11-03T10:00:00Z',
    amount: 4000,
    partner: 'wk_reports',
    events: [
      { kind: 'payment', amount: 4000 },
      { kind: 'payment', amount: 1000, session: 'cs-amend' },
    ],
  });
  await book({
    made: '2026-11-04T10:00:00Z',
    amount: 2000,
    partner: 'wk_reports',
    status: 'cancelled',
    events: [
      { kind: 'payment', amount: 2000 },
      { kind: 'refunded', amount: -2000 },
    ],
  });
  // Cancelled within 48 hours of drop-off: nothing refunded, the money kept.
  await book({ made: '2026-11-05T10:00:00Z', amount: 2500, status: 'cancelled' });
  await book({ made: '2026-11-05T11:00:00Z', amount: 9900, status: 'pending' });
  await book({ made: '2026-11-07T23:59:00Z', amount: 1000 });
  // Outside the London week, and another organisation's car park inside it.
  await book({ made: '2026-10-31T23:30:00Z', amount: 7700 });
  await book({ made: '2026-11-08T00:00:00Z', amount: 7700 });
  await book({ made: '2026-11-03T10:00:00Z', amount: 8800, park: RIVAL });
  for (const id of ['a-desk', 'b-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });

describe('GET /api/v1/console/reports', () => {
  it('gives occupancy per day: the calendar rows, and the standard capacity on days without one', async () => {
    const res = await get(`/api/v1/console/reports?carPark=${PARK}&${RANGE}`, 'a-desk');
    expect(res.statusCode, res.body).toBe(200);
    const r: Report = res.json();
    expect(r).toMatchObject({ carPark: { id: PARK, name: 'Park & Fly Luton' }, from: '2026-11-01', to: '2026-11-07' });
    expect(r.days.map((d) => `${d.date} ${d.booked}/${d.capacity}${d.closed ? ' closed' : ''}`)).toEqual([
      '2026-11-01 0/60',
      '2026-11-02 12/60',
      '2026-11-03 5/40 closed',
      '2026-11-04 0/60',
      '2026-11-05 0/60',
      '2026-11-06 0/60',
      '2026-11-07 0/60',
    ]);
  });

  it('counts confirmed bookings made in the range by channel, and revenue net of refunds', async () => {
    const r: Report = (await get(`/api/v1/console/reports?carPark=${PARK}&${RANGE}`, 'a-desk')).json();
    expect(r.channels).toEqual([
      // 3,000 + (5,000 − 1,500) + 1,000, and 2,500 kept on the late cancellation.
      { channel: 'site', bookings: 3, cancelled: 1, revenue: 10_000 },
      // (4,000 + 1,000), and the cancellation refunded in full.
      { channel: 'Holiday Deals', bookings: 1, cancelled: 1, revenue: 5_000 },
    ]);
  });

  it("shows the organisation's first car park without carPark, and 404 for another organisation's", async () => {
    expect(((await get(`/api/v1/console/reports?${RANGE}`, 'a-desk')).json() as Report).carPark.id).toBe(PARK);
    const before = await snapshot(t.db.database.db);
    for (const [park, who] of [
      [RIVAL, 'a-desk'],
      [PARK, 'b-owner'],
    ] as const) {
      for (const path of ['reports', 'reports.csv']) {
        const res = await get(`/api/v1/console/${path}?carPark=${park}&${RANGE}`, who);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Car park not found' });
      }
    }
    expect(await snapshot(t.db.database.db)).toEqual(before);
    expect((await get(`/api/v1/console/reports?${RANGE}`)).statusCode).toBe(401);
  });

  it('refuses a range of more than 366 days or backwards, beside the to field', async () => {
    for (const [range, message] of [
      ['from=2026-01-01&to=2027-01-02', 'A report covers at most 366 days'],
      ['from=2026-11-07&to=2026-11-01', 'The to date must be on or after the from date'],
    ]) {
      const res = await get(`/api/v1/console/reports?${range}`, 'a-desk');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ to: message });
    }
    const year = (await get('/api/v1/console/reports?from=2028-01-01&to=2028-12-31', 'a-desk')).json() as Report;
    expect(year.days).toHaveLength(366);
  });

  it('covers the last 30 London days when no range is given', async () => {
    const r: Report = (await get('/api/v1/console/reports', 'a-desk')).json();
    // The test clock reads 2026-11-22.
    expect([r.from, r.to, r.days.length]).toEqual(['2026-10-24', '2026-11-22', 30]);
  });
});

describe('GET /api/v1/console/reports.csv', () => {
  it('reads back through a real CSV parser as the same figures, named after the car park and range', async () => {
    const res = await get(`/api/v1/console/reports.csv?carPark=${PARK}&${RANGE}`, 'a-desk');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-${PARK}-2026-11-01-2026-11-07.csv"`);
    const rows = parse(res.body, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual([
      'Date',
      'Booked',
      'Capacity',
      'Closed',
      'Channel',
      'Bookings',
      'Cancelled',
      'Revenue (GBP)',
    ]);
    expect(rows.slice(1, 4)).toEqual([
      ['2026-11-01', '0', '60', 'no', '', '', '', ''],
      ['2026-11-02', '12', '60', 'no', '', '', '', ''],
      ['2026-11-03', '5', '40', 'yes', '', '', '', ''],
    ]);
    expect(rows.slice(8)).toEqual([
      ['', '', '', '', 'site', '3', '1', '100.00'],
      ['', '', '', '', 'Holiday Deals', '1', '1', '50.00'],
    ]);
  });
});
