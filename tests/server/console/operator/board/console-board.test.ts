import type { Board } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, partners, providers } from '../../../../../packages/server/src/db/schema/index';
import type { BookingDetailsColumn } from '../../../../../packages/server/src/db/schema/bookings';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const carPark: Record<'a1' | 'a2' | 'b', string> = { a1: '', a2: '', b: '' };
const DAY = '2026-11-24';
const FORMULA = '=HYPERLINK("http://evil.example","x")';

const details = (lastName: string, extra: Partial<BookingDetailsColumn> = {}): BookingDetailsColumn => ({
  firstName: 'Ada',
  lastName,
  email: `${lastName.toLowerCase()}@traveller.example`,
  phone: '07700 900123',
  vehicles: [{ registration: 'AB12 CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
  passengers: 2,
  marketingOptIn: false,
  ...extra,
});

type Seed = { ref: string; park: string; status?: 'confirmed' | 'cancelled' | 'pending'; entry: string; exit: string };
let n = 0;
/** A booking at a car park, from `entry` to `exit` (`date HH:mm`), made at 08:00 UTC on 20 November. */
async function book(s: Seed, d: BookingDetailsColumn, partnerKeyId: string | null = null): Promise<string> {
  const [entryDate, entryTime] = s.entry.split(' ') as [string, string];
  const [exitDate, exitTime] = s.exit.split(' ') as [string, string];
  const made = new Date('2026-11-20T08:00:00Z');
  const id = `bk-${++n}`;
  const [provider] = await t.db.database.db.select().from(providers).where(eq(providers.id, s.park));
  await t.db.database.db.insert(bookings).values({
    id,
    reference: s.ref,
    status: s.status ?? 'confirmed',
    providerId: s.park,
    airportId: provider!.airportId,
    entryDate,
    entryTime,
    exitDate,
    exitTime,
    noOfVehicles: d.vehicles.length,
    days: 3,
    details: d,
    email: d.email,
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    partnerKeyId,
    paymentProvider: 'demo',
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: s.status === 'pending' ? null : made,
    releasedAt: s.status === 'cancelled' ? new Date('2026-11-23T12:00:00Z') : null,
  });
  return id;
}

/** Two operators: "a" with two car parks, "b" with one; bookings at each, on and around the day. */
async function seed(): Promise<void> {
  const db = t.db.database.db;
  await seedOrganization(db, 'op-a', 'operator');
  await seedOrganization(db, 'op-b', 'operator');
  await seedUser(db, { id: 'a-desk', organizationId: 'op-a', role: 'desk' });
  await seedUser(db, { id: 'b-owner', organizationId: 'op-b', role: 'owner' });
  const parks = await db.select({ id: providers.id }).from(providers).orderBy(providers.name).limit(3);
  [carPark.a1, carPark.a2, carPark.b] = parks.map((p) => p.id) as [string, string, string];
  for (const [id, org] of [
    [carPark.a1, 'op-a'],
    [carPark.a2, 'op-a'],
    [carPark.b, 'op-b'],
  ] as const)
    await db.update(providers).set({ organizationId: org }).where(eq(providers.id, id));
  await db.insert(partners).values({ id: 'wk_board', key: 'pk_board', name: 'Holiday Deals', allowedOrigins: [] });
  const { a1, a2, b } = carPark;
  await book({ ref: 'PK-LATE', park: a1, entry: `${DAY} 18:15`, exit: '2026-11-28 09:00' }, details('Late'));
  await book(
    { ref: 'PK-EARLY', park: a1, entry: `${DAY} 06:40`, exit: '2026-11-27 21:00' },
    details('Early', { title: 'Dr', outboundFlight: 'EZY1234', outboundTerminal: 'North' }),
    'wk_board',
  );
  await book(
    { ref: 'PK-BACK', park: a1, entry: '2026-11-20 05:00', exit: `${DAY} 11:30` },
    details('Back', {
      returnFlight: 'BA2491',
      vehicles: [
        { registration: 'XY70 ZZZ', make: 'Tesla', model: '3', colour: 'White' },
        { registration: 'CD34 EFG', make: 'Mini', model: 'Cooper', colour: 'Red' },
      ],
    }),
  );
  await book(
    { ref: 'PK-GONE', park: a1, status: 'cancelled', entry: `${DAY} 09:00`, exit: '2026-11-25 09:00' },
    details('Gone'),
  );
  await book(
    { ref: 'PK-HELD', park: a1, status: 'pending', entry: `${DAY} 10:00`, exit: '2026-11-25 10:00' },
    details('Held'),
  );
  await book({ ref: 'PK-OTHERDAY', park: a1, entry: '2026-11-25 10:00', exit: '2026-11-26 10:00' }, details('Other'));
  await book({ ref: 'PK-A2', park: a2, entry: `${DAY} 07:00`, exit: '2026-11-26 10:00' }, details('Second'));
  await book({ ref: 'PK-B', park: b, entry: `${DAY} 07:00`, exit: '2026-11-26 10:00' }, details('Rival'));
  await book(
    { ref: 'PK-FORMULA', park: a2, entry: '2026-11-25 08:00', exit: '2026-11-26 10:00' },
    details('Formula', { firstName: FORMULA }),
  );
  const amended = await book(
    { ref: 'PK-AMENDED', park: a1, entry: '2026-11-21 08:00', exit: `${DAY} 20:00` },
    details('Amended'),
  );
  await db.insert(bookingEvents).values({
    id: 'ev-amend',
    bookingId: amended,
    at: new Date('2026-11-23T15:00:00Z'),
    kind: 'amended',
    summary: 'Dates changed',
  });
  t.clock.set(`${DAY}T09:00:00Z`);
  for (const id of ['a-desk', 'b-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });
const board = async (query: string, who = 'a-desk'): Promise<Board> => {
  const res = await get(`/api/v1/console/board?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/v1/console/board', () => {
  it("lists the car park's arrivals and returns of the day in time order, cancelled ones marked", async () => {
    const b = await board(`carPark=${carPark.a1}&date=${DAY}`);
    expect(b.carPark.id).toBe(carPark.a1);
    expect(b.date).toBe(DAY);
    expect(b.movements.map((m) => `${m.time} ${m.kind} ${m.reference} ${m.status}`)).toEqual([
      '06:40 arrival PK-EARLY confirmed',
      '09:00 arrival PK-GONE cancelled',
      '11:30 return PK-BACK confirmed',
      '18:15 arrival PK-LATE confirmed',
      '20:00 return PK-AMENDED confirmed',
    ]);
  });

  it('gives the desk what it needs for each car: name, phone, vehicles, flight, passengers, notes, channel', async () => {
    const [early, , back] = (await board(`carPark=${carPark.a1}&date=${DAY}`)).movements;
    expect(early).toMatchObject({
      name: 'Dr Ada Early',
      phone: '07700 900123',
      vehicles: [{ registration: 'AB12 CDE', make: 'Ford', colour: 'Blue' }],
      flight: 'EZY1234',
      passengers: 2,
      notes: 'Terminal: North',
      channel: 'Holiday Deals',
    });
    expect(back).toMatchObject({ flight: 'BA2491', channel: 'site', notes: null });
    expect(back!.vehicles.map((v) => v.registration)).toEqual(['XY70 ZZZ', 'CD34 EFG']);
  });

  it('says when each booking last changed: made, cancelled or amended', async () => {
    const byRef = Object.fromEntries(
      (await board(`carPark=${carPark.a1}&date=${DAY}`)).movements.map((m) => [m.reference, m.changedAt]),
    );
    expect(byRef).toMatchObject({
      'PK-EARLY': '2026-11-20T08:00:00.000Z',
      'PK-GONE': '2026-11-23T12:00:00.000Z',
      'PK-AMENDED': '2026-11-23T15:00:00.000Z',
    });
  });

  it("shows only the organisation's own car park: the first by name without carPark, today without date", async () => {
    const b = await board('');
    expect(b.carPark.id).toBe(carPark.a1);
    expect(b.date).toBe(DAY);
    const second = await board(`carPark=${carPark.a2}&date=${DAY}`);
    expect(second.movements.map((m) => m.reference)).toEqual(['PK-A2']);
    const rival = await board(`date=${DAY}`, 'b-owner');
    expect(rival.movements.map((m) => m.reference)).toEqual(['PK-B']);
  });

  it("answers 404 for another organisation's car park and for one that does not exist, changing nothing", async () => {
    const before = await snapshot(t.db.database.db);
    for (const [park, who] of [
      [carPark.b, 'a-desk'],
      [carPark.a1, 'b-owner'],
      ['no-such-park', 'a-desk'],
    ] as const) {
      const res = await get(`/api/v1/console/board?carPark=${park}&date=${DAY}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Car park not found' });
      expect(res.body).not.toContain('Ada');
    }
    expect((await get(`/api/v1/console/board.csv?carPark=${carPark.b}`, 'a-desk')).statusCode).toBe(404);
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });

  it('answers a bad date with 400 and a clear message beside the field', async () => {
    for (const date of ['2026-02-30', 'tomorrow']) {
      const res = await get(`/api/v1/console/board?date=${date}`, 'a-desk');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.date).toBe('Use a real date written YYYY-MM-DD, for example 2026-11-24');
    }
  });

  it('refuses signed out (401)', async () => {
    expect((await get('/api/v1/console/board')).statusCode).toBe(401);
    expect((await get('/api/v1/console/board.csv')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/console/board.csv', () => {
  it('downloads the same board as CSV, named after the car park and day', async () => {
    const res = await get(`/api/v1/console/board.csv?carPark=${carPark.a1}&date=${DAY}`, 'a-desk');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="board-${carPark.a1}-${DAY}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTime,Movement,Status,Reference,Name,Phone,Vehicles,Flight,Passengers,Notes,Channel,Last changed (UTC)',
    );
    expect(lines[1]).toBe(
      '06:40,Arrival,Confirmed,PK-EARLY,Dr Ada Early,07700 900123,AB12 CDE Ford Blue,EZY1234,2,Terminal: North,Holiday Deals,2026-11-20T08:00:00.000Z',
    );
    expect(lines[2]).toContain(',Cancelled,PK-GONE,');
    expect(lines[3]).toContain('XY70 ZZZ Tesla White; CD34 EFG Mini Red');
    expect(lines).toHaveLength(7);
  });

  it('makes a name a spreadsheet would run as a formula inert', async () => {
    const res = await get(`/api/v1/console/board.csv?carPark=${carPark.a2}&date=2026-11-25`, 'a-desk');
    expect(res.body).toContain(`"'${FORMULA.replace(/"/g, '""')} Formula"`);
  });
});
