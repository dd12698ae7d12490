import type { StaffPartner } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, partnerAccounts, partners } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};

let n = 0;
/** A booking through a partner key, made at `made`. */
async function book(s: { key: string; org: string; status?: 'confirmed' | 'cancelled'; test?: boolean }) {
  const id = `sp-${++n}`;
  const made = new Date('2026-11-10T10:00:00Z');
  await t.db.database.db.insert(bookings).values({
    id,
    reference: `PK-SP${n}`,
    status: s.status ?? 'confirmed',
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
      lastName: 'S',
      email: 's@x.example',
      phone: '+447700900123',
      vehicles: [],
      passengers: 1,
      marketingOptIn: false,
    },
    email: 's@x.example',
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    partnerKeyId: s.key,
    partnerOrgId: s.org,
    commissionBps: 800,
    test: s.test ?? false,
    paymentProvider: 'demo',
    sessionId: `cs-sp-${n}`,
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: made,
    paidAt: made,
  });
}

async function seed(): Promise<void> {
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedOrganization(db, 'deals', 'partner');
  await seedOrganization(db, 'blog', 'partner');
  await seedOrganization(db, 'op', 'operator');
  await seedUser(db, { id: 'admin', organizationId: 'staff', role: 'admin', passkey: true });
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'deals-owner', organizationId: 'deals', role: 'owner', passkey: true });
  await db.insert(partnerAccounts).values({ organizationId: 'deals', website: 'https://deals.example' });
  await db.insert(partners).values([
    { id: 'wk_d1', key: 'pk_live_d1', name: 'Main', allowedOrigins: [], organizationId: 'deals', mode: 'live' },
    { id: 'wk_d2', key: 'pk_test_d2', name: 'Try', allowedOrigins: [], organizationId: 'deals', mode: 'test' },
    { id: 'wk_d3', key: 'pk_test_d3', name: 'Try 2', allowedOrigins: [], organizationId: 'deals', mode: 'test' },
    { id: 'wk_d4', key: 'pk_old', name: 'Gone', allowedOrigins: [], organizationId: 'deals', active: false },
  ]);
  await book({ key: 'wk_d1', org: 'deals' });
  await book({ key: 'wk_d1', org: 'deals' });
  await book({ key: 'wk_d1', org: 'deals', status: 'cancelled' });
  await book({ key: 'wk_d2', org: 'deals', test: true });
  for (const id of ['admin', 'support', 'deals-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1/console/staff/partners${url}`,
    headers: { origin: 'http://127.0.0.1:4000', ...(who ? { cookie: cookie[who]! } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const partnerNamed = async (id: string, who = 'support'): Promise<StaffPartner> =>
  ((await call('GET', '', who)).json().partners as StaffPartner[]).find((p) => p.organizationId === id)!;

describe('GET /console/staff/partners', () => {
  it('lists every partner organisation with its terms, keys by mode and confirmed live bookings', async () => {
    const res = await call('GET', '', 'support');
    expect(res.statusCode).toBe(200);
    const list = res.json().partners as StaffPartner[];
    const ids = list.map((p) => p.organizationId);
    // By name: "Org blog" before "Org deals" (the seed's demo partner is listed too).
    expect(ids.indexOf('blog')).toBeLessThan(ids.indexOf('deals'));
    expect(ids).not.toContain('op');
    expect(list.find((p) => p.organizationId === 'deals')).toMatchObject({
      name: 'Org deals',
      website: 'https://deals.example',
      liveApproved: null,
      commissionPercent: 8,
      commissionBps: 800,
      keys: { live: 1, test: 2 },
      confirmedBookings: 2,
    });
    // A partner without an account row reads with the default terms.
    expect(list.find((p) => p.organizationId === 'blog')).toMatchObject({
      website: null,
      commissionPercent: 8,
      keys: { live: 0, test: 0 },
    });
  });

  it('refuses a partner (404: not its kind) and anyone signed out (401)', async () => {
    expect((await call('GET', '', 'deals-owner')).statusCode).toBe(404);
    expect((await call('GET', '')).statusCode).toBe(401);
  });
});

describe('POST /console/staff/partners/:orgId/approve-live', () => {
  it('refuses support (403) and a partner (404), changing nothing', async () => {
    const before = await snapshot(t.db.database.db);
    const support = await call('POST', '/deals/approve-live', 'support');
    expect(support.statusCode).toBe(403);
    expect(support.json().error.code).toBe('FORBIDDEN');
    expect((await call('POST', '/deals/approve-live', 'deals-owner')).statusCode).toBe(404);
    expect(await snapshot(t.db.database.db)).toEqual(before);
    expect((await partnerNamed('deals')).liveApproved).toBeNull();
  });

  it('approves once, saying when and by whom, audited in the partner’s log and ours', async () => {
    t.clock.set('2026-11-22T10:00:00Z');
    const res = await call('POST', '/deals/approve-live', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().liveApproved).toEqual({ at: '2026-11-22T10:00:00.000Z', by: 'User admin' });
    t.clock.set('2026-11-22T11:00:00Z');
    expect((await call('POST', '/deals/approve-live', 'admin')).json().liveApproved.at).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    const [account] = await t.db.database.db
      .select()
      .from(partnerAccounts)
      .where(eq(partnerAccounts.organizationId, 'deals'));
    expect(account).toMatchObject({ liveApprovedBy: 'admin' });
    const entries = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.live-approved'));
    expect(entries.map((e) => e.organizationId).sort()).toEqual(['deals', null].sort());
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actorId: 'admin',
      targetType: 'partner',
      targetId: 'deals',
    });
  });

  it('answers 404 for an organisation that is not a partner, or none', async () => {
    expect((await call('POST', '/op/approve-live', 'admin')).statusCode).toBe(404);
    expect((await call('POST', '/nobody/approve-live', 'admin')).statusCode).toBe(404);
    expect((await call('POST', '/staff/approve-live', 'admin')).statusCode).toBe(404);
  });

  it('creates the account row for a partner that had none', async () => {
    expect((await call('POST', '/blog/approve-live', 'admin')).json()).toMatchObject({
      organizationId: 'blog',
      commissionBps: 800,
      liveApproved: { by: 'User admin' },
    });
  });
});

describe('PUT /console/staff/partners/:orgId/commission', () => {
  it('sets the rate from a percentage with two decimals and audits before and after', async () => {
    const res = await call('PUT', '/deals/commission', 'admin', { percent: 9.25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ commissionPercent: 9.25, commissionBps: 925 });
    const [entry] = await t.db.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.commission-changed'));
    expect(entry!.changes).toEqual({ commissionPercent: { before: 8, after: 9.25 } });
    // Bookings made before keep the rate they were made at.
    const made = await t.db.database.db.select().from(bookings).where(eq(bookings.partnerOrgId, 'deals'));
    expect(made.every((b) => b.commissionBps === 800)).toBe(true);
  });

  it('refuses out-of-range or too precise rates with a message (400), and support (403)', async () => {
    for (const percent of [30.5, -1, 8.125, '8']) {
      const res = await call('PUT', '/deals/commission', 'admin', { percent });
      expect(res.statusCode, String(percent)).toBe(400);
      expect(res.json().error.fields.percent).toBeTruthy();
    }
    expect((await call('PUT', '/deals/commission', 'admin', { percent: 31 })).json().error.fields.percent).toBe(
      'Enter a rate from 0 to 30 percent',
    );
    expect((await call('PUT', '/deals/commission', 'support', { percent: 5 })).statusCode).toBe(403);
    expect((await call('PUT', '/deals/commission', 'deals-owner', { percent: 5 })).statusCode).toBe(404);
    expect((await partnerNamed('deals')).commissionBps).toBe(925);
  });

  it('accepts 0 and 30', async () => {
    expect((await call('PUT', '/deals/commission', 'admin', { percent: 0 })).json().commissionBps).toBe(0);
    expect((await call('PUT', '/deals/commission', 'admin', { percent: 30 })).json().commissionBps).toBe(3000);
  });
});
