import type { StaffOperators } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  coupons,
  organizationInvitations,
  organizations,
  providers,
  reviews,
} from '../../../../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { bookingBody, criteria, newKey } from '../../../support/fixtures';
import { snapshot } from '../../../support/console';
import { consoleCall, seedAdminWorld } from '../../../support/staff-admin';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
let cookies: Record<string, string> = {};
const call = (...args: Parameters<ReturnType<typeof consoleCall>>) => consoleCall(() => t, cookies)(...args);
const db = () => t.db.database.db;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await seedAdminWorld(t);
}, 120_000);
afterAll(async () => t?.close());

/** Every change this part adds, with a body that would succeed for an admin. */
const CHANGES: [string, string, Record<string, unknown> | undefined][] = [
  ['POST', 'staff/operators', { name: 'Harbour Parking', ownerEmail: 'owner@harbour.example' }],
  [
    'POST',
    'staff/operators/op/car-parks',
    {
      name: 'New',
      airportId: 'luton',
      type: 'park-ride',
      pricePerDay: 900,
      spacesPerDay: 10,
      address: 'A road',
      phone: '01632 960000',
    },
  ],
  ['PUT', 'staff/car-parks/luton-swift-meet-greet/operator', { organizationId: 'op' }],
  ['POST', 'staff/car-parks/luton-park-and-fly/deactivate', { reason: 'Contract ended' }],
  ['POST', 'staff/car-parks/luton-park-and-fly/activate', { reason: 'Contract renewed' }],
  ['POST', 'staff/keys/wk_d1/suspend', undefined],
  ['POST', 'staff/keys/wk_d1/unsuspend', undefined],
  ['POST', 'staff/coupons', { code: 'NEW10', percent: 10 }],
  ['POST', 'staff/coupons/CAP15/expire', undefined],
  ['POST', 'staff/reviews/rv-1/hide', { reason: 'Names a member of staff' }],
  ['POST', 'staff/reviews/rv-1/unhide', undefined],
];
const LISTS = ['staff/operators', 'staff/keys', 'staff/coupons', 'staff/reviews'];

/** Rows the snapshot does not watch: coupons, reviews and the audit log. */
const others = async () =>
  JSON.stringify([
    await db().select().from(coupons),
    await db().select().from(reviews),
    (await db().select().from(auditLog)).length,
  ]);

describe('access', () => {
  it('refuses support every change (403), an operator or partner (404), signed out (401): nothing changes', async () => {
    await db()
      .insert(reviews)
      .values({ id: 'rv-1', bookingId: 'sa-1', rating: 2, text: 'Meh', createdAt: new Date('2026-12-04T10:00:00Z') });
    const before = [await snapshot(db()), await others()];
    for (const [method, url, body] of CHANGES) {
      const what = `${method} ${url}`;
      const support = await call(method as 'POST', url, 'support', body);
      expect(support.statusCode, what).toBe(403);
      expect(support.json().error.code, what).toBe('FORBIDDEN');
      for (const who of ['op-owner', 'deals-owner'])
        expect((await call(method as 'POST', url, who, body)).statusCode, what).toBe(404);
      expect((await call(method as 'POST', url, undefined, body)).statusCode, what).toBe(401);
    }
    expect([await snapshot(db()), await others()]).toEqual(before);
  });

  it('lets support read every list; not an operator', async () => {
    for (const url of LISTS) {
      expect((await call('GET', url, 'support')).statusCode, url).toBe(200);
      expect((await call('GET', url, 'op-owner')).statusCode, url).toBe(404);
    }
  });
});

describe('operators', () => {
  it('creates an operator and invites its owner by email, audited in its log (which staff read)', async () => {
    const res = await call('POST', 'staff/operators', 'admin', {
      name: 'Harbour Parking',
      ownerEmail: ' Owner@Harbour.example ',
    });
    expect(res.statusCode).toBe(201);
    const { organizationId } = res.json() as { organizationId: string };
    const [org] = await db().select().from(organizations).where(eq(organizations.id, organizationId));
    expect(org).toMatchObject({ name: 'Harbour Parking', kind: 'operator', slug: 'harbour-parking' });
    const [inv] = await db()
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, organizationId));
    expect(inv).toMatchObject({ email: 'owner@harbour.example', role: 'owner', status: 'pending', inviterId: 'admin' });
    await sweepOnce(t.app);
    expect(
      t.mailer.sent.some((m) => m.to.includes('owner@harbour.example') && m.text.includes('Harbour Parking')),
    ).toBe(true);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'operator.created'));
    expect(entries.map((e) => e.organizationId)).toEqual([organizationId]);
    expect(entries[0]!.changes).toEqual({ name: { before: null, after: 'Harbour Parking' }, owner: { changed: true } });
    const list = (await call('GET', 'staff/operators', 'support')).json() as StaffOperators;
    expect(list.operators.find((o) => o.organizationId === organizationId)).toMatchObject({
      members: 0,
      pendingInvitations: 1,
      carParks: [],
    });
    expect(list.operators.find((o) => o.organizationId === 'op')!.carParks.map((c) => c.id)).toEqual([
      'luton-park-and-fly',
    ]);
  });

  it('says what is wrong with a bad operator, next to the field (400)', async () => {
    const res = await call('POST', 'staff/operators', 'admin', { name: 'X', ownerEmail: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Enter the company name',
      ownerEmail: 'Enter an email address like name@example.com',
    });
  });
});

const searchIds = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/providers?airportId=luton' })).json().data.items as {
      id: string;
    }[]
  ).map((p) => p.id);

describe('car parks', () => {
  it('creates a car park for an operator, in search at once; 404 for a non-operator, 400 for an unknown airport', async () => {
    const body = {
      name: 'Harbour Long Stay',
      airportId: 'luton',
      type: 'park-ride',
      pricePerDay: 750,
      spacesPerDay: 25,
      address: '1 Quay, Luton',
      phone: '01632 960999',
    };
    const res = await call('POST', 'staff/operators/op/car-parks', 'admin', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: 'luton-harbour-long-stay',
      name: 'Harbour Long Stay',
      airportId: 'luton',
      type: 'park-ride',
      active: true,
    });
    expect(await searchIds()).toContain('luton-harbour-long-stay');
    expect((await call('POST', 'staff/operators/op/car-parks', 'admin', body)).json().error.fields.id).toMatch(
      /already/,
    );
    expect((await call('POST', 'staff/operators/deals/car-parks', 'admin', body)).statusCode).toBe(404);
    const bad = await call('POST', 'staff/operators/op/car-parks', 'admin', {
      ...body,
      id: 'x-2',
      airportId: 'nowhere',
    });
    expect(bad.json().error.fields.airportId).toBe('Choose an airport from the list');
  });

  it('links a car park to another operator, audited in both logs', async () => {
    const res = await call('PUT', 'staff/car-parks/luton-swift-meet-greet/operator', 'admin', { organizationId: 'op' });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(providers).where(eq(providers.id, 'luton-swift-meet-greet'));
    expect(row!.organizationId).toBe('op');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'car-park.linked'), eq(auditLog.organizationId, 'op')));
    expect(entry!.targetId).toBe('luton-swift-meet-greet');
    expect(
      (
        await call('PUT', 'staff/car-parks/luton-swift-meet-greet/operator', 'admin', { organizationId: 'deals' })
      ).json().error.fields.organizationId,
    ).toBe('Choose an operator');
    expect((await call('PUT', 'staff/car-parks/nowhere/operator', 'admin', { organizationId: 'op' })).statusCode).toBe(
      404,
    );
  });

  it('deactivates: gone from search and new bookings at once, its booking still on the board; activates again', async () => {
    expect(
      (await call('POST', 'staff/car-parks/luton-park-and-fly/deactivate', 'admin', { reason: '' })).json().error.fields
        .reason,
    ).toBeTruthy();
    const res = await call('POST', 'staff/car-parks/luton-park-and-fly/deactivate', 'admin', {
      reason: 'Contract ended',
    });
    expect(res.json()).toMatchObject({ id: 'luton-park-and-fly', active: false });
    expect(await searchIds()).not.toContain('luton-park-and-fly');
    const search = await t.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: criteria() });
    const quoted = (search.json().data.quotes as { provider: { id: string } }[]).map((q) => q.provider.id);
    expect(quoted).toContain('luton-parkway-secure');
    expect(quoted).not.toContain('luton-park-and-fly');
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(),
      headers: { 'idempotency-key': newKey() },
    });
    expect(booking.statusCode).toBe(400);
    const board = await call('GET', 'board?carPark=luton-park-and-fly&date=2026-12-01', 'op-owner');
    expect(board.statusCode).toBe(200);
    expect(JSON.stringify(board.json())).toContain('PK-SA0001');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'car-park.deactivated'), eq(auditLog.organizationId, 'op')));
    expect(entry!.changes).toMatchObject({
      active: { before: true, after: false },
      reason: { after: 'Contract ended' },
    });

    expect(
      (
        await call('POST', 'staff/car-parks/luton-park-and-fly/activate', 'admin', { reason: 'Contract renewed' })
      ).json().active,
    ).toBe(true);
    expect(await searchIds()).toContain('luton-park-and-fly');
  });
});
