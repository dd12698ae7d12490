import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airports,
  bookings,
  organizations,
  partners,
  providers,
} from '../../../../../packages/server/src/db/schema/index';
import { addMembership, seedOrganization, seedUser, signIn } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
let t: TestApp;
let cookie: string;
let carPark: { id: string; name: string; airport: string };

/** A confirmed booking at `providerId` (a copy of a seeded one), arriving and leaving on the given days. */
async function addBooking(
  providerId: string,
  o: { id: string; entryDate: string; exitDate: string; status?: 'confirmed' | 'pending'; confirmedAt?: Date },
) {
  const db = t.db.database.db;
  const [template] = await db.select().from(bookings).limit(1);
  await db.insert(bookings).values({
    ...template!,
    id: o.id,
    reference: o.id.toUpperCase(),
    providerId,
    entryDate: o.entryDate,
    exitDate: o.exitDate,
    status: o.status ?? 'confirmed',
    sessionId: null,
    confirmedAt: o.confirmedAt ?? new Date('2026-11-01T10:00:00Z'),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'op-home', 'operator');
  await seedOrganization(db, 'pa-home', 'partner');
  await seedOrganization(db, 'st-home', 'staff');
  await seedUser(db, { id: 'two-hats', organizationId: 'op-home', role: 'desk' });
  await addMembership(db, 'two-hats', 'pa-home', 'member');
  const [p] = await db
    .select({ id: providers.id, name: providers.name, airport: airports.name })
    .from(providers)
    .innerJoin(airports, eq(airports.id, providers.airportId))
    .limit(1);
  carPark = { id: p!.id, name: p!.name, airport: p!.airport };
  await db.update(providers).set({ organizationId: 'op-home' }).where(eq(providers.id, p!.id));
  const [other] = await db.select({ id: providers.id }).from(providers).where(ne(providers.id, p!.id)).limit(1);
  // The test clock's London day is 2026-11-22.
  await addBooking(p!.id, { id: 'bk-in-1', entryDate: '2026-11-22', exitDate: '2026-11-25' });
  await addBooking(p!.id, { id: 'bk-in-2', entryDate: '2026-11-22', exitDate: '2026-11-23' });
  await addBooking(p!.id, { id: 'bk-out', entryDate: '2026-11-15', exitDate: '2026-11-22' });
  await addBooking(p!.id, { id: 'bk-pending', entryDate: '2026-11-22', exitDate: '2026-11-22', status: 'pending' });
  await addBooking(other!.id, { id: 'bk-elsewhere', entryDate: '2026-11-22', exitDate: '2026-11-22' });
  await db.insert(partners).values([
    { id: 'wk_home_b', key: 'pk_home_b', name: 'Blog widget', allowedOrigins: [], organizationId: 'pa-home' },
    {
      id: 'wk_home_a',
      key: 'pk_home_a',
      name: 'App widget',
      allowedOrigins: [],
      organizationId: 'pa-home',
      active: false,
    },
  ]);
  cookie = (await signIn(t.app, 'two-hats')).cookie;
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, c = cookie) => t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });

describe('GET /api/v1/console/me', () => {
  it('names the user, their organisations with roles, and makes the first one active', async () => {
    const res = await get('/api/v1/console/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: 'two-hats', name: 'User two-hats', email: 'two-hats@tenancy.example' },
      organizations: [
        { id: 'op-home', name: 'Org op-home', kind: 'operator', role: 'desk' },
        { id: 'pa-home', name: 'Org pa-home', kind: 'partner', role: 'member' },
      ],
      active: { id: 'op-home', name: 'Org op-home', kind: 'operator', role: 'desk' },
      hasPasskey: false,
      passkeyRequired: false,
      signInMethod: 'passkey',
      passkeySignInRequired: false,
      stepUpFreshUntil: expect.any(String),
    });
  });

  it('answers 401 UNAUTHENTICATED signed out', async () => {
    const res = await get('/api/v1/console/me', '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/v1/console/home', () => {
  it("shows an operator its car parks and today's confirmed arrivals and returns there only", async () => {
    const res = await get('/api/v1/console/home');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'operator', carParks: [carPark], arrivalsToday: 2, returnsToday: 1 });
  });

  it("after switching organisation (better-auth's set-active), shows the partner's own keys", async () => {
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/organization/set-active',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: { organizationId: 'pa-home' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await get('/api/v1/console/me')).json().active).toMatchObject({ id: 'pa-home', role: 'member' });
    expect((await get('/api/v1/console/home')).json()).toEqual({
      kind: 'partner',
      keys: [
        { key: 'pk_home_a', name: 'App widget', active: false },
        { key: 'pk_home_b', name: 'Blog widget', active: true },
      ],
    });
  });

  it("shows our staff today's bookings and the number of organisations", async () => {
    await seedUser(t.db.database.db, { id: 'staffer', organizationId: 'st-home', role: 'support', passkey: true });
    await addBooking(carPark.id, {
      id: 'bk-today',
      entryDate: '2026-12-01',
      exitDate: '2026-12-02',
      confirmedAt: new Date('2026-11-22T08:30:00Z'),
    });
    const [orgs] = await t.db.database.db.select({ n: count() }).from(organizations);
    const res = await get('/api/v1/console/home', (await signIn(t.app, 'staffer')).cookie);
    expect(res.json()).toEqual({ kind: 'staff', bookingsToday: 1, organizations: orgs!.n });
  });
});
