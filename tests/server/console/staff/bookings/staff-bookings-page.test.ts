import type { StaffBooking } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingAmendments,
  bookingEvents,
  handoverPhotos,
  handovers,
  providers,
} from '../../../../../packages/server/src/db/schema/index';
import { detailsOf, seedBooking } from './staff-bookings-fixture';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const when = (time: string) => new Date(`2026-11-10T${time}:00Z`);

async function seedHistory() {
  const db = t.db.database.db;
  await seedBooking(t, 'bp1', {
    createdAt: when('10:00'),
    paidAt: when('10:05'),
    emailSentAt: when('10:06'),
    partnerOrgId: 'deals',
    partnerKeyId: 'wk_bp',
    commissionBps: 800,
  });
  await db.insert(bookingEvents).values([
    {
      id: 'ev-pay',
      bookingId: 'bp1',
      at: when('11:00'),
      kind: 'payment',
      summary: 'Paid at booking',
      amount: 3000,
      sessionId: 'cs-bp1',
    },
    {
      id: 'ev-amend',
      bookingId: 'bp1',
      at: when('11:00'),
      kind: 'amended',
      summary: 'Dates changed',
      emailSentAt: when('11:01'),
    },
    {
      id: 'ev-refund',
      bookingId: 'bp1',
      at: when('12:00'),
      kind: 'refunded',
      summary: 'Refund of £10.00',
      amount: -1000,
      sessionId: 'cs-bp1',
      refundStatus: 'failed',
      actorKind: 'staff',
      actorId: 'support',
      reason: 'goodwill: late shuttle',
    },
  ]);
  await db.insert(bookingAmendments).values({
    id: 'am1',
    bookingId: 'bp1',
    status: 'applied',
    difference: 0,
    deltas: {},
    holdExpiresAt: when('11:00'),
    createdAt: when('10:59'),
    baseVersion: 0,
    stay: {
      entryDate: '2026-12-02',
      entryTime: '10:00',
      exitDate: '2026-12-04',
      exitTime: '10:00',
      noOfVehicles: 1,
      days: 3,
      subtotal: 3000,
      discount: 0,
      amount: 3000,
      details: detailsOf(),
    },
  });
  await db.insert(handovers).values({
    id: 'ho1',
    bookingId: 'bp1',
    providerId: 'luton-park-and-fly',
    kind: 'check-in',
    registration: 'AB12CDE',
    at: when('13:00'),
    staffUserId: 'op-owner',
    staffName: 'Olly Operator',
    mileage: 12000,
    createdAt: when('13:00'),
  });
  await db.insert(handoverPhotos).values({
    id: 'ph1',
    handoverId: 'ho1',
    position: 0,
    contentType: 'image/jpeg',
    width: 1,
    height: 1,
    data: Buffer.from([1]),
    createdAt: when('13:00'),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedOrganization(db, 'op', 'operator');
  await seedOrganization(db, 'deals', 'partner');
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'admin', organizationId: 'staff', role: 'admin', passkey: true });
  await seedUser(db, { id: 'op-owner', organizationId: 'op', role: 'owner', passkey: true });
  await seedUser(db, { id: 'deals-owner', organizationId: 'deals', role: 'owner', passkey: true });
  await seedHistory();
  for (const id of ['support', 'admin', 'op-owner', 'deals-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);

afterAll(async () => {
  await t.close();
});

const open = (reference: string, who = 'support') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/console/staff/bookings/${reference}`,
    headers: { cookie: cookie[who]! },
  });
const note = (reference: string, body: unknown, who = 'support') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/bookings/${reference}/notes`,
    headers: { cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' },
    payload: { body },
  });
const views = async () =>
  t.db.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.viewed'), eq(auditLog.targetId, 'CAP-BP1')));

describe('GET /console/staff/bookings/:reference', () => {
  it('answers the whole booking: traveller, vehicles, flights, price, partner, money, emails, amendments, handovers', async () => {
    const res = await open('CAP-BP1');
    expect(res.statusCode).toBe(200);
    const b = res.json<StaffBooking>();
    expect(b.traveller).toEqual({ name: 'Ms Ada Lovelace', email: 'ada@x.example', phone: '+44 7700 900123' });
    expect(b.vehicles[0]!.registration).toBe('ab12 cde');
    expect(b.flights.outboundFlight).toBe('BA123');
    expect(b.price).toEqual({ subtotal: 3000, discount: 0, coupon: null, amount: 3000 });
    expect(b.partner).toMatchObject({
      name: 'Org deals',
      commissionBps: 800,
      commission: { amount: 160, status: 'pending' },
    });
    expect(b.money.map((m) => [m.kind, m.amount, m.status])).toEqual([
      ['payment', 3000, 'succeeded'],
      ['refund', 1000, 'failed'],
    ]);
    // The staff refund told the traveller nothing: no email. The check-in's job was never queued here.
    expect(b.emails.map((e) => [e.kind, e.recipient, e.status, e.queuedAt, e.sentAt])).toEqual([
      ['confirmation', 'traveller', 'sent', when('10:00').toISOString(), when('10:06').toISOString()],
      ['amendment', 'traveller', 'sent', when('11:00').toISOString(), when('11:01').toISOString()],
      ['check-in', 'traveller', 'queued', when('13:00').toISOString(), null],
    ]);
    expect(b.amendments).toEqual([
      {
        at: when('10:59').toISOString(),
        status: 'applied',
        difference: 0,
        entryDate: '2026-12-02',
        exitDate: '2026-12-04',
      },
    ]);
    expect(b.handovers[0]).toMatchObject({
      kind: 'check-in',
      recordedBy: 'Olly Operator',
      mileage: 12000,
      photos: ['/api/v1/console/handover-photos/ph1'],
    });
  });

  it('merges one timeline, oldest first, each entry with its real actor', async () => {
    const b = (await open('CAP-BP1')).json<StaffBooking>();
    const lines = b.timeline.map(
      (e) => `${e.at.slice(11, 16)} ${e.kind} ${e.actor.kind}${e.actor.name ? `:${e.actor.name}` : ''}`,
    );
    expect(lines).toEqual([
      '10:00 booked traveller',
      '10:05 payment traveller',
      '10:06 email system',
      '11:00 payment traveller',
      '11:00 amendment traveller',
      '11:01 email system',
      '12:00 refund staff:User support',
      '13:00 handover operator:Olly Operator',
    ]);
    expect(b.timeline.find((e) => e.kind === 'refund')!.summary).toBe(
      'Refund of £10.00 (failed) — reason: goodwill: late shuttle',
    );
  });

  it('records booking.viewed for the staff member on every call', async () => {
    const before = (await views()).length;
    await open('CAP-BP1', 'admin');
    await open('CAP-BP1', 'admin');
    const after = await views();
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)).toMatchObject({
      actorKind: 'staff',
      actorId: 'admin',
      organizationId: null,
      targetType: 'booking',
    });
  });

  it('answers 404 for an unknown reference (and records no view)', async () => {
    expect((await open('CAP-NOPE')).statusCode).toBe(404);
    const rows = await t.db.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'CAP-NOPE'));
    expect(rows).toEqual([]);
  });

  it('is for our staff only: 401 signed out, 404 for operator and partner members', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/console/staff/bookings/CAP-BP1' })).statusCode).toBe(401);
    expect((await open('CAP-BP1', 'op-owner')).statusCode).toBe(404);
    expect((await open('CAP-BP1', 'deals-owner')).statusCode).toBe(404);
  });
});

describe('POST /console/staff/bookings/:reference/notes', () => {
  it('refuses an empty or too long note with 400 and writes nothing', async () => {
    expect((await note('CAP-BP1', '   ')).statusCode).toBe(400);
    expect((await note('CAP-BP1', 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await open('CAP-BP1')).json<StaffBooking>().notes).toEqual([]);
  });

  it('adds the note to the page and the timeline, audited as booking.note-added', async () => {
    t.clock.set('2026-11-10T14:00:00Z');
    const res = await note('CAP-BP1', '  Called the traveller back  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      at: '2026-11-10T14:00:00.000Z',
      author: 'User support',
      body: 'Called the traveller back',
    });
    const b = (await open('CAP-BP1')).json<StaffBooking>();
    expect(b.notes).toEqual([res.json()]);
    expect(b.timeline.at(-1)).toEqual({
      at: '2026-11-10T14:00:00.000Z',
      kind: 'note',
      summary: 'Called the traveller back',
      actor: { kind: 'staff', name: 'User support' },
    });
    const audit = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'booking.note-added'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: 'support', targetId: 'CAP-BP1', changes: { note: { changed: true } } });
  });

  it('answers 404 for an unknown booking and 404 to an operator member', async () => {
    expect((await note('CAP-NOPE', 'Hello')).statusCode).toBe(404);
    expect((await note('CAP-BP1', 'Hello', 'op-owner')).statusCode).toBe(404);
  });
});

describe('GET /console/handover-photos/:id', () => {
  const photo = (id: string, who: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/console/handover-photos/${id}`, headers: { cookie: cookie[who]! } });
  const photoViews = () =>
    t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'booking.photo-viewed')).orderBy(auditLog.id);

  it("records booking.photo-viewed for our staff on every fetch, never for the car park's own members", async () => {
    await t.db.database.db
      .update(providers)
      .set({ organizationId: 'op' })
      .where(eq(providers.id, 'luton-park-and-fly'));
    expect((await photo('ph1', 'support')).statusCode).toBe(200);
    expect((await photo('ph1', 'admin')).statusCode).toBe(200);
    expect((await photo('ph1', 'op-owner')).statusCode).toBe(200);
    expect((await photo('ph1', 'deals-owner')).statusCode).toBe(404);
    expect((await photo('ph-nope', 'support')).statusCode).toBe(404);
    const views = await photoViews();
    expect(views.map((v) => v.actorId)).toEqual(['support', 'admin']);
    expect(views[0]).toMatchObject({
      actorKind: 'staff',
      organizationId: null,
      targetType: 'booking',
      targetId: 'CAP-BP1',
      changes: { photo: { before: null, after: 'ph1' }, handover: { before: null, after: 'check-in' } },
    });
    // A view, like opening the page: on the audit log, not an event on the booking's timeline.
    const b = (await open('CAP-BP1')).json<StaffBooking>();
    expect(b.timeline.map((e) => e.summary).join('\n')).not.toMatch(/photo/);
  });
});

describe('GET /console/bookings/:reference/handovers', () => {
  const records = (reference: string, who: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/console/bookings/${reference}/handovers`,
      headers: { cookie: cookie[who]! },
    });
  const recordViews = () =>
    t.db.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'booking.handovers-viewed'))
      .orderBy(auditLog.id);

  it("records booking.handovers-viewed for our staff on every read, never for the car park's own members", async () => {
    await t.db.database.db
      .update(providers)
      .set({ organizationId: 'op' })
      .where(eq(providers.id, 'luton-park-and-fly'));
    const read = await records('CAP-BP1', 'support');
    expect(read.statusCode).toBe(200);
    expect(read.json().handovers).toHaveLength(1);
    expect((await records('CAP-BP1', 'admin')).statusCode).toBe(200);
    expect((await records('CAP-BP1', 'op-owner')).statusCode).toBe(200);
    expect((await records('CAP-BP1', 'deals-owner')).statusCode).toBe(404);
    expect((await records('CAP-NOPE', 'support')).statusCode).toBe(404);
    const entries = await recordViews();
    expect(entries.map((v) => v.actorId)).toEqual(['support', 'admin']);
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actorOrganizationId: 'staff',
      organizationId: null,
      targetType: 'booking',
      targetId: 'CAP-BP1',
      changes: { records: { before: null, after: 1 } },
    });
    // A view: on the audit log, not an event on the booking's timeline.
    const b = (await open('CAP-BP1')).json<StaffBooking>();
    expect(b.timeline.map((e) => e.summary).join('\n')).not.toMatch(/handover records/i);
  });
});
