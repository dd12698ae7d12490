import { createHmac, randomBytes } from 'node:crypto';
import { addDays } from '@parking/core';
import { openPostgres } from '../../packages/server/src/db/client';
import {
  authSessions,
  bookingEvents,
  bookings,
  organizationMembers,
  organizations,
  providers,
  users,
} from '../../packages/server/src/db/schema/index';
import { seed } from '../../packages/server/src/db/seed/index';

/** The car park whose busy day the bench reads. */
export const BOARD_CAR_PARK = 'luton-park-and-fly';
/** The secret the bench's server signs session cookies with (AUTH_SECRET). */
export const BENCH_AUTH_SECRET = 'bench-board-secret-0123456789abcdef-0123456789';

const MAKES = ['Ford', 'Vauxhall', 'Volkswagen', 'Toyota', 'BMW', 'Tesla', 'Mini', 'Kia'];
const COLOURS = ['Blue', 'Black', 'White', 'Silver', 'Red', 'Grey'];
const time = (i: number) => `${String(4 + (i % 19)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`;

/** One booking as the checkout writes it, on its own dates, one or two cars, a flight, a partner now and then. */
function booking(i: number, providerId: string, entryDate: string, exitDate: string) {
  const made = new Date(Date.now() - 86_400_000 * (1 + (i % 20)));
  const cars = 1 + (i % 5 === 0 ? 1 : 0);
  const details = {
    title: i % 3 === 0 ? 'Mx' : undefined,
    firstName: `Traveller${i}`,
    lastName: `Surname${i % 997}`,
    email: `t${i}@bench.example`,
    phone: `07700 9${String(i % 100000).padStart(5, '0')}`,
    vehicles: Array.from({ length: cars }, (_, v) => ({
      registration: `BN${String((i + v) % 100).padStart(2, '0')} ${String.fromCharCode(65 + (i % 26))}XY`,
      make: MAKES[(i + v) % MAKES.length]!,
      model: 'Estate',
      colour: COLOURS[(i + v) % COLOURS.length]!,
    })),
    passengers: 1 + (i % 4),
    outboundFlight: `EZY${1000 + (i % 9000)}`,
    outboundTerminal: i % 2 ? 'North' : undefined,
    returnFlight: `EZY${2000 + (i % 7000)}`,
    marketingOptIn: false,
  };
  const cancelled = i % 10 === 0;
  return {
    id: `bench-bk-${i}`,
    reference: `BNC-${String(i).padStart(6, '0')}`,
    status: cancelled ? ('cancelled' as const) : ('confirmed' as const),
    providerId,
    airportId: 'luton',
    entryDate,
    entryTime: time(i),
    exitDate,
    exitTime: time(i + 5),
    noOfVehicles: cars,
    days: 3,
    details,
    email: details.email,
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    paymentProvider: 'demo',
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: made,
    releasedAt: cancelled ? new Date(made.getTime() + 3_600_000) : null,
  };
}

/**
 * The busy day: 1,000 bookings arriving at the car park on `day` and 1,000 returning (2,000 movements),
 * one in ten cancelled, one in five amended; around them 20,000 bookings on the 60 days either side and
 * at the other Luton car parks, so the day's read must find its rows among many.
 */
async function seedBookings(db: ReturnType<typeof openPostgres>['db'], day: string): Promise<void> {
  const all = await db.select({ id: providers.id, airport: providers.airportId }).from(providers);
  const others = all.filter((p) => p.airport === 'luton').map((p) => p.id);
  const rows = [];
  for (let i = 0; i < 22_000; i++) {
    if (i < 1000) rows.push(booking(i, BOARD_CAR_PARK, day, addDays(day, 2 + (i % 9))));
    else if (i < 2000) rows.push(booking(i, BOARD_CAR_PARK, addDays(day, -2 - (i % 9)), day));
    else {
      const start = addDays(day, -60 + (i % 121));
      const around = start === day || addDays(start, 3) === day ? addDays(start, 1) : start;
      rows.push(booking(i, others[i % others.length]!, around, addDays(around, 4)));
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(bookings).values(rows.slice(i, i + 1000));
  const amended = rows
    .filter((_, i) => i % 5 === 1)
    .map((r, n) => ({
      id: `bench-ev-${n}`,
      bookingId: r.id,
      at: new Date(r.createdAt.getTime() + 7_200_000),
      kind: 'amended' as const,
      summary: 'Dates changed',
    }));
  for (let i = 0; i < amended.length; i += 1000) await db.insert(bookingEvents).values(amended.slice(i, i + 1000));
}

/**
 * Migrates and seeds `url` with the busy day and a desk member of the car park's operator, signed in:
 * returns the Cookie header of that session (signed as better-auth signs it, with BENCH_AUTH_SECRET).
 */
export async function seedBusyBoard(url: string, day: string): Promise<string> {
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    await seed(database.db, { samples: true });
    const { db } = database;
    const now = new Date();
    await db
      .insert(organizations)
      .values({ id: 'bench-op', name: 'Bench', slug: 'bench-op', kind: 'operator', createdAt: now });
    await db.$client.query('update providers set organization_id = $1 where id = $2', ['bench-op', BOARD_CAR_PARK]);
    await db.insert(users).values({
      id: 'bench-desk',
      name: 'Desk',
      email: 'desk@bench.example',
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    await db
      .insert(organizationMembers)
      .values({ id: 'bench-m', organizationId: 'bench-op', userId: 'bench-desk', role: 'desk', createdAt: now });
    const token = randomBytes(24).toString('hex');
    await db.insert(authSessions).values({
      id: 'bench-session',
      token,
      userId: 'bench-desk',
      expiresAt: new Date(now.getTime() + 86_400_000),
      activeOrganizationId: 'bench-op',
      createdAt: now,
      updatedAt: now,
    });
    await seedBookings(db, day);
    await db.$client.query('analyze');
    const signed = `${token}.${createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64')}`;
    return `better-auth.session_token=${encodeURIComponent(signed)}`;
  } finally {
    await database.close();
  }
}
