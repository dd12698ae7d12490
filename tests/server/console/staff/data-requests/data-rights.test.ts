import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingAmendments,
  bookingEvents,
  bookingNotes,
  bookings,
  contactReplies,
  handoverPhotos,
  handovers,
  operatorEvents,
  reviews,
} from '../../../../../packages/server/src/db/schema/index';
import { createContactMessages } from '../../../../../packages/server/src/modules/contact/service';
import { travellerKey } from '../../../../../packages/server/src/services/privacy/find';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from '../../../support/demo-pay';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const EMAIL = 'zebedee.quortle@example.com';
/** Every personal value of the traveller, as any table might hold it. */
const NEEDLES = ['zebedee', 'quortle', EMAIL, '955321', 'ZQ99XYZ', 'ZQ 99 XYZ', 'ZQ1234', 'LOST KEY'];
let booking: typeof bookings.$inferSelect;

const db = () => t.db.database.db;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** A handover with a photo, a review, a note, an amendment and a contact message with our reply. */
async function seedTraveller(): Promise<void> {
  const { reference } = await bookAndPayDemo(t, {
    details: {
      firstName: 'Zebedee',
      lastName: 'Quortle',
      email: EMAIL,
      phone: '07700 955321',
      vehicles: [{ registration: 'ZQ 99 XYZ', make: 'Ford', model: 'Focus', colour: 'Blue' }],
      outboundFlight: 'ZQ1234',
    },
  });
  await sweepOnce(t.app, { skipBackoff: true });
  booking = (await db().select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
  const at = new Date('2026-12-01T10:00:00Z');
  const base = { bookingId: booking.id, providerId: booking.providerId, at, createdAt: at };
  await db()
    .insert(handovers)
    .values({
      ...base,
      id: 'ho-1',
      kind: 'check-in',
      registration: 'ZQ99XYZ',
      staffUserId: 'x',
      staffName: 'Op',
      notes: 'LOST KEY for Zebedee',
      keyTag: 'K1',
      mileage: 100,
    });
  await db()
    .insert(handoverPhotos)
    .values({
      id: 'ph-1',
      handoverId: 'ho-1',
      position: 0,
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      data: Buffer.from([1, 2, 3]),
      createdAt: at,
    });
  await db().insert(bookingEvents).values({
    id: 'ev-1',
    bookingId: booking.id,
    at,
    kind: 'refunded',
    summary: 'Part refund',
    amount: -500,
    refundStatus: 'done',
    refundId: 're_test_1',
    actorKind: 'staff',
    actorId: 'admin',
  });
  await db()
    .insert(reviews)
    .values({ id: 'rv-1', bookingId: booking.id, rating: 4, text: 'Zebedee liked it', createdAt: at });
  await db()
    .insert(bookingNotes)
    .values({ id: 'nt-1', bookingId: booking.id, authorId: 'admin', body: 'Called Quortle', createdAt: at });
  await db()
    .insert(bookingAmendments)
    .values({
      id: 'am-1',
      bookingId: booking.id,
      status: 'expired',
      deltas: {},
      difference: 500,
      holdExpiresAt: at,
      createdAt: at,
      baseVersion: 0,
      stay: {
        entryDate: '2026-12-01',
        entryTime: '10:00',
        exitDate: '2026-12-05',
        exitTime: '10:00',
        noOfVehicles: 1,
        days: 5,
        subtotal: 1,
        discount: 0,
        amount: 1,
        details: booking.details,
      },
    });
  const messageId = await createContactMessages(t.app.ctx)({
    name: 'Zebedee Quortle',
    email: EMAIL,
    subject: 'Quortle here',
    message: `About ${reference}, my car ZQ99XYZ`,
  });
  await db()
    .insert(contactReplies)
    .values({ id: 'rp-1', messageId, authorId: 'admin', body: 'Dear Zebedee', createdAt: at, sentAt: at });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganization(db(), 'staff', 'staff');
  await seedOrganization(db(), 'op', 'operator');
  await seedUser(db(), { id: 'admin', organizationId: 'staff', role: 'admin', passkey: true });
  await seedUser(db(), { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db(), { id: 'op-owner', organizationId: 'op', role: 'owner', passkey: true });
  for (const id of ['admin', 'support', 'op-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
  await seedTraveller();
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/v1/console/staff/data-requests${url}`,
    headers: { origin: 'http://127.0.0.1:4000', ...(who ? { cookie: cookie[who]! } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

/** Every text or JSON cell of every table (pg-boss's too) that holds one of the traveller's values. */
async function personalCells(): Promise<string[]> {
  const columns = rows<{ s: string; t: string; c: string }>(
    await db().execute(sql`select table_schema as s, table_name as t, column_name as c from information_schema.columns
      where table_schema not in ('pg_catalog', 'information_schema')
        and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')`),
  );
  const found: string[] = [];
  for (const { s, t: table, c } of columns) {
    const patterns = NEEDLES.map((n) => `'%${n.toLowerCase()}%'`).join(',');
    const [hit] = rows<{ n: number }>(
      await db().execute(
        sql.raw(
          `select count(*)::int as n from "${s}"."${table}" where lower("${c}"::text) like any (array[${patterns}])`,
        ),
      ),
    );
    if (hit!.n > 0) found.push(`${s}.${table}.${c}`);
  }
  return found;
}

/** The money: every amount and provider id of the bookings and their events. */
const money = async () =>
  rows(
    await db().execute(sql`select b.reference, b.amount, b.subtotal, b.discount, b.session_id, b.paid_at, b.status,
      (select json_agg(json_build_object('a', e.amount, 's', e.session_id, 'k', e.kind, 'r', e.refund_id) order by e.seq)
       from booking_events e where e.booking_id = b.id) as events from bookings b order by b.id`),
  );

const json = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('GET /console/staff/data-requests (find) and /export', () => {
  it('finds the traveller by email, in outline, audited with the email hashed', async () => {
    const res = await call('GET', `?email=${encodeURIComponent('Zebedee.Quortle@Example.com')}`, 'support');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: EMAIL,
      contactMessages: 1,
      bookings: [{ reference: booking.reference, anonymisedAt: null }],
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'traveller.looked-up'));
    expect(entry).toMatchObject({ actorId: 'support', targetType: 'traveller', targetId: travellerKey(EMAIL) });
    expect(JSON.stringify(entry)).not.toContain('quortle');
  });

  it('exports every row we hold as a JSON attachment (photos by id, never their bytes), audited', async () => {
    const res = await call('GET', `/export?email=${encodeURIComponent(EMAIL)}`, 'support');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="traveller-data-2026-11-22\.json"/);
    const doc = res.json();
    const [b] = doc.bookings;
    expect(b.booking).toEqual(json(booking));
    expect(b.events).toEqual(
      json(
        await db()
          .select()
          .from(bookingEvents)
          .where(eq(bookingEvents.bookingId, booking.id))
          .orderBy(bookingEvents.seq),
      ),
    );
    expect(b.events.length).toBeGreaterThan(0);
    expect(b.amendments).toEqual(
      json(await db().select().from(bookingAmendments).where(eq(bookingAmendments.bookingId, booking.id))),
    );
    const [h] = await db().select().from(handovers).where(eq(handovers.id, 'ho-1'));
    expect(b.handovers).toEqual([{ ...json(h), photos: [{ id: 'ph-1', contentType: 'image/jpeg' }] }]);
    expect(b.review).toMatchObject({ rating: 4, text: 'Zebedee liked it' });
    expect(b.notes).toMatchObject([{ body: 'Called Quortle' }]);
    const events = await db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, booking.id));
    expect(b.operatorEvents.map((e: { payload: unknown }) => e.payload)).toEqual(json(events.map((e) => e.payload)));
    expect(events.length).toBeGreaterThan(0);
    expect(doc.contactMessages).toMatchObject([
      { name: 'Zebedee Quortle', bookingId: booking.id, replies: [{ body: 'Dear Zebedee' }] },
    ]);
    expect(res.body).not.toContain('"data"');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'traveller.exported'));
    expect(entry).toMatchObject({ targetId: travellerKey(EMAIL), changes: { bookings: { before: null, after: 1 } } });
  });

  it('refuses an operator (404), anyone signed out (401) and a bad email (400)', async () => {
    expect((await call('GET', `/export?email=${EMAIL}`, 'op-owner')).statusCode).toBe(404);
    expect((await call('GET', `/export?email=${EMAIL}`)).statusCode).toBe(401);
    const bad = await call('GET', '/export?email=nope', 'support');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /console/staff/data-requests/erase', () => {
  it('refuses support (403) and an unconfirmed request (400), changing nothing', async () => {
    const before = await snapshot(db());
    expect((await call('POST', '/erase', 'support', { email: EMAIL, confirm: true })).statusCode).toBe(403);
    const unconfirmed = await call('POST', '/erase', 'admin', { email: EMAIL, confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.fields.confirm).toBe('Confirm that the traveller asked for erasure');
    expect(await snapshot(db())).toEqual(before);
  });

  it('leaves no personal value in any table while the money adds up the same, audited', async () => {
    expect((await personalCells()).length).toBeGreaterThan(5);
    const moneyBefore = await money();
    t.clock.set('2026-11-22T12:00:00Z');
    // Three hours on, the admin confirms with their passkey again (step-up) before erasing.
    cookie.admin = (await signIn(t.app, 'admin')).cookie;
    const res = await call('POST', '/erase', 'admin', { email: EMAIL, confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bookings: 1, contactMessages: 1 });
    expect(await personalCells()).toEqual([]);
    expect(await money()).toEqual(moneyBefore);
    const [after] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({
      email: `erased+${booking.id}@invalid`,
      anonymisedAt: new Date('2026-11-22T12:00:00Z'),
    });
    expect(after!.details).toMatchObject({
      firstName: 'Erased',
      phone: '',
      vehicles: [{ registration: 'ERASED-1', make: 'Ford' }],
    });
    expect(await db().select().from(handoverPhotos)).toEqual([]);
    expect((await db().select().from(reviews).where(eq(reviews.id, 'rv-1')))[0]).toMatchObject({ rating: 4, text: '' });
    const actions = (await db().select().from(auditLog)).map((e) => `${e.action}:${e.targetId}`);
    expect(actions).toContain(`traveller.erased:${travellerKey(EMAIL)}`);
    expect(actions).toContain(`booking.anonymised:${booking.reference}`);
    // Erasing again finds nothing more to erase.
    expect((await call('POST', '/erase', 'admin', { email: EMAIL, confirm: true })).json()).toEqual({
      bookings: 0,
      contactMessages: 0,
    });
  });
});
