import type { FunnelView } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, partnerFunnel, partners } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const A = 'https://a.example';
const B = 'https://b.example';

let n = 0;
/** A booking through key `key` of organisation `org`, made at `made` from `origin`. */
async function book(o: {
  key: string;
  org: string;
  made: string;
  origin: string | null;
  test?: boolean;
  status?: string;
}) {
  const made = new Date(o.made);
  await t.db.database.db.insert(bookings).values({
    id: `fv-${++n}`,
    reference: `PK-FV${n}`,
    status: (o.status ?? 'confirmed') as 'confirmed',
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
      lastName: 'F',
      email: 'f@x.example',
      phone: '+447700900123',
      vehicles: [],
      passengers: 1,
      marketingOptIn: false,
    },
    email: 'f@x.example',
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    partnerKeyId: o.key,
    partnerOrgId: o.org,
    partnerOrigin: o.origin,
    test: o.test ?? false,
    paymentProvider: 'demo',
    sessionId: `cs-fv-${n}`,
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: o.status === 'pending' ? null : made,
    paidAt: o.status === 'pending' ? null : made,
  });
}

const step = (day: string, keyId: string, origin: string, s: string, count: number) => ({
  day,
  keyId,
  origin,
  step: s,
  count,
});

async function seed(): Promise<void> {
  const db = t.db.database.db;
  await seedOrganization(db, 'p1', 'partner');
  await seedOrganization(db, 'p2', 'partner');
  await seedUser(db, { id: 'p1-member', organizationId: 'p1', role: 'member' });
  await seedUser(db, { id: 'p2-owner', organizationId: 'p2', role: 'owner' });
  await db.insert(partners).values([
    { id: 'wk_l1', key: 'pk_live_l1', name: 'Main', allowedOrigins: [A, B], organizationId: 'p1', mode: 'live' },
    { id: 'wk_l2', key: 'pk_live_l2', name: 'Blog', allowedOrigins: [B], organizationId: 'p1', mode: 'live' },
    { id: 'wk_t1', key: 'pk_test_t1', name: 'Try', allowedOrigins: [A], organizationId: 'p1', mode: 'test' },
    { id: 'wk_x', key: 'pk_live_x', name: 'Other', allowedOrigins: [A], organizationId: 'p2', mode: 'live' },
  ]);
  await db
    .insert(partnerFunnel)
    .values([
      step('2026-11-02', 'wk_l1', A, 'loaded', 100),
      step('2026-11-02', 'wk_l1', A, 'searched', 40),
      step('2026-11-02', 'wk_l1', A, 'results', 30),
      step('2026-11-02', 'wk_l1', A, 'step1', 10),
      step('2026-11-03', 'wk_l1', A, 'loaded', 50),
      step('2026-11-03', 'wk_l2', B, 'loaded', 20),
      step('2026-11-03', 'wk_l2', B, 'searched', 5),
      step('2026-11-10', 'wk_l1', A, 'loaded', 999),
      step('2026-11-02', 'wk_t1', A, 'loaded', 7),
      step('2026-11-02', 'wk_x', A, 'loaded', 500),
    ]);
  // 23:30 UTC on 2 Nov is still 2 Nov in London (GMT).
  await book({ key: 'wk_l1', org: 'p1', made: '2026-11-02T23:30:00Z', origin: A });
  await book({ key: 'wk_l1', org: 'p1', made: '2026-11-02T09:00:00Z', origin: A });
  await book({ key: 'wk_l1', org: 'p1', made: '2026-11-02T09:00:00Z', origin: A, status: 'cancelled' });
  await book({ key: 'wk_l1', org: 'p1', made: '2026-11-02T09:00:00Z', origin: A, status: 'pending' });
  await book({ key: 'wk_l2', org: 'p1', made: '2026-11-03T09:00:00Z', origin: B });
  await book({ key: 'wk_t1', org: 'p1', made: '2026-11-02T09:00:00Z', origin: A, test: true });
  await book({ key: 'wk_x', org: 'p2', made: '2026-11-02T09:00:00Z', origin: A });
  for (const id of ['p1-member', 'p2-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
}, 120_000);
afterAll(async () => t?.close());

const view = async (query: string, who = 'p1-member') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/console/partner/funnel?${query}`,
    headers: { cookie: cookie[who]! },
  });
  return { status: res.statusCode, body: res.json() as FunnelView & { error?: { fields?: Record<string, string> } } };
};

describe('GET /console/partner/funnel', () => {
  it('counts the five steps per origin and day over the live keys, with totals and conversion', async () => {
    const { status, body } = await view('from=2026-11-01&to=2026-11-07');
    expect(status).toBe(200);
    expect(body.keys.map((k) => k.id)).toEqual(['wk_l2', 'wk_l1']);
    expect(body.origins.map((o) => o.origin)).toEqual([A, B]);
    const a = body.origins[0]!;
    expect(a.days).toEqual([
      { day: '2026-11-02', loaded: 100, searched: 40, results: 30, step1: 10, paid: 2 },
      { day: '2026-11-03', loaded: 50, searched: 0, results: 0, step1: 0, paid: 0 },
    ]);
    expect(a.totals).toEqual({ loaded: 150, searched: 40, results: 30, step1: 10, paid: 2 });
    expect(a.conversion).toEqual({ searched: 26.7, results: 75, step1: 33.3, paid: 20 });
    expect(body.origins[1]!.totals).toEqual({ loaded: 20, searched: 5, results: 0, step1: 0, paid: 1 });
    expect(body.origins[1]!.conversion).toEqual({ searched: 25, results: 0, step1: null, paid: null });
    expect(body.totals).toEqual({ loaded: 170, searched: 45, results: 30, step1: 10, paid: 3 });
  });

  it('narrows to one key', async () => {
    const { body } = await view('from=2026-11-01&to=2026-11-07&key=wk_l2');
    expect(body.key).toBe('wk_l2');
    expect(body.origins.map((o) => o.origin)).toEqual([B]);
    expect(body.totals.paid).toBe(1);
  });

  it('shows test keys and test bookings only in the test view', async () => {
    const { body } = await view('from=2026-11-01&to=2026-11-07&mode=test');
    expect(body.keys).toEqual([{ id: 'wk_t1', name: 'Try' }]);
    expect(body.totals).toEqual({ loaded: 7, searched: 0, results: 0, step1: 0, paid: 1 });
    expect((await view('from=2026-11-01&to=2026-11-07&mode=live&key=wk_t1')).status).toBe(404);
  });

  it("answers 404 for another organisation's key and shows none of its counts", async () => {
    expect((await view('key=wk_x')).status).toBe(404);
    const { body } = await view('from=2026-11-01&to=2026-11-07', 'p2-owner');
    expect(body.keys).toEqual([{ id: 'wk_x', name: 'Other' }]);
    expect(body.totals).toEqual({ loaded: 500, searched: 0, results: 0, step1: 0, paid: 1 });
  });

  it('defaults to the last 30 London days and refuses a reversed range (400)', async () => {
    t.clock.set('2026-11-22T09:00:00Z');
    const { body } = await view('');
    expect([body.from, body.to, body.mode]).toEqual(['2026-10-24', '2026-11-22', 'live']);
    expect(body.totals.loaded).toBe(1169);
    const bad = await view('from=2026-11-07&to=2026-11-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error!.fields!.to).toBe('The to date must be on or after the from date');
  });
});
