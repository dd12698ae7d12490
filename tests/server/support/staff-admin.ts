import type { Db } from '../../../packages/server/src/db/client';
import { bookings, partners, providers } from '../../../packages/server/src/db/schema/index';
import { eq } from 'drizzle-orm';
import { seedOrganization, seedUser, signIn } from './console';
import type { TestApp } from './test-app';

/** Where the partner's widget runs. */
export const PARTNER_ORIGIN = 'https://deals.example';

/**
 * Our staff (admin, support), an operator `op` running Park & Fly Luton (its owner `op-owner`), a partner
 * `deals` with a live key, and one confirmed booking at Park & Fly; answers each person's session cookie.
 */
export async function seedAdminWorld(t: TestApp): Promise<Record<string, string>> {
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedOrganization(db, 'op', 'operator');
  await seedOrganization(db, 'deals', 'partner');
  await seedUser(db, { id: 'admin', organizationId: 'staff', role: 'admin', passkey: true });
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'op-owner', organizationId: 'op', role: 'owner', passkey: true });
  await seedUser(db, { id: 'deals-owner', organizationId: 'deals', role: 'owner', passkey: true });
  await db.update(providers).set({ organizationId: 'op' }).where(eq(providers.id, 'luton-park-and-fly'));
  await db.insert(partners).values({
    id: 'wk_d1',
    key: 'pk_live_d1',
    name: 'Main',
    allowedOrigins: [PARTNER_ORIGIN],
    organizationId: 'deals',
    mode: 'live',
  });
  await insertBooking(db, 'sa-1', 'PK-SA0001');
  const cookies: Record<string, string> = {};
  for (const id of ['admin', 'support', 'op-owner', 'deals-owner']) cookies[id] = (await signIn(t.app, id)).cookie;
  return cookies;
}

/** A confirmed booking at Park & Fly Luton, 1 to 3 December 2026, made on 10 November. */
export async function insertBooking(db: Db, id: string, reference: string) {
  const made = new Date('2026-11-10T10:00:00Z');
  await db.insert(bookings).values({
    id,
    reference,
    status: 'confirmed',
    providerId: 'luton-park-and-fly',
    airportId: 'luton',
    entryDate: '2026-12-01',
    entryTime: '10:00',
    exitDate: '2026-12-03',
    exitTime: '10:00',
    noOfVehicles: 1,
    days: 3,
    details: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@x.example',
      phone: '+447700900123',
      vehicles: [{ registration: 'AB12CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
      passengers: 1,
      marketingOptIn: false,
    },
    email: 'ada@x.example',
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    paymentProvider: 'demo',
    sessionId: `cs-${id}`,
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: made,
    paidAt: made,
  });
}

/** A console call as `who` (signed out without one). */
export const consoleCall =
  (t: () => TestApp, cookies: Record<string, string>) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: Record<string, unknown>) =>
    t().app.inject({
      method,
      url: `/api/v1/console/${url}`,
      headers: { origin: 'http://127.0.0.1:4000', ...(who ? { cookie: cookies[who]! } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
