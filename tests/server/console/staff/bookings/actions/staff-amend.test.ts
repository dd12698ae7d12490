import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingEvents,
  bookings,
  operatorEvents,
} from '../../../../../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../../../../../packages/server/src/services/sweeper';
import { refuseAuditEntriesAbout } from '../../../../support/audit-fault';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../../support/console';
import { bookingBody, newKey } from '../../../../support/fixtures';
import { type StripeTestApp, deliverEvent, sessionEvent, startStripeApp } from '../../../../support/stripe-app';
import type { TestApp } from '../../../../support/test-app';

let stripe: StripeTestApp;
let fake: StripeTestApp['fake'];
let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  stripe = await startStripeApp();
  ({ fake, t } = stripe);
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedOrganization(db, 'op', 'operator');
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'owner', organizationId: 'op', role: 'owner', passkey: true });
  for (const id of ['support', 'owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);
afterAll(() => stripe.close());

let n = 0;
/** Books through Stripe and pays (the webhook): drop-off `entry`, pick-up `exit` (`yyyy-mm-dd hh:mm`). */
async function bookPaid(entry: string, exit: string) {
  const [entryDate, entryTime] = entry.split(' ');
  const [exitDate, exitTime] = exit.split(' ');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate, entryTime, exitDate, exitTime } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  fake.complete(row!.sessionId!);
  const event = sessionEvent(`evt_am_${++n}`, 'checkout.session.completed', {
    id: row!.sessionId,
    client_reference_id: row!.id,
  });
  expect((await deliverEvent(t, event)).json().outcome).toBe('fulfilled');
  await sweepOnce(t.app, { skipBackoff: true });
  return row!;
}

const url = (reference: string, path = '') => `/api/v1/console/staff/bookings/${reference}/amend${path}`;
const amend = (reference: string, body: object, as = 'support') =>
  t.app.inject({
    method: 'POST',
    url: url(reference),
    headers: { cookie: cookie[as]!, origin: 'http://127.0.0.1:4000' },
    payload: body,
  });
const preview = (reference: string, body: object, as = 'support') =>
  t.app.inject({
    method: 'POST',
    url: url(reference, '/preview'),
    headers: { cookie: cookie[as]!, origin: 'http://127.0.0.1:4000' },
    payload: body,
  });
const stay = (entry: string, exit: string, noOfVehicles = 1) => {
  const [entryDate, entryTime] = entry.split(' ') as [string, string];
  const [exitDate, exitTime] = exit.split(' ') as [string, string];
  return { entryDate, entryTime, exitDate, exitTime, noOfVehicles };
};
const db = () => t.db.database.db;
const rowOf = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const eventsOf = (id: string) => db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
const refundCalls = (id: string) =>
  fake.calls.filter((c) => c.path === '/v1/refunds' && c.form['metadata[bookingId]'] === id);
const sweep = async () => {
  await sweepOnce(t.app, { skipBackoff: true });
  await sweepOnce(t.app, { skipBackoff: true });
};

describe('staff amend on behalf', () => {
  it('cheaper: preview first, then applied with the difference refunded (actor staff), operator event, audit', async () => {
    const row = await bookPaid('2027-06-01 10:00', '2027-06-05 10:00');
    const shorter = stay('2027-06-01 10:00', '2027-06-03 10:00');
    const p = await preview(row.reference, shorter);
    expect(p.statusCode).toBe(200);
    const { difference, refund } = p.json();
    expect(difference).toBeLessThan(0);
    expect(refund).toBe(-difference);
    expect(p.json()).toMatchObject({ currentAmount: row.amount, insideCutoff: false, extra: 0 });
    const body = { ...shorter, reason: 'service-problem', reasonText: 'Flight moved', expectedDifference: difference };
    const res = await amend(row.reference, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().done).toMatch(/to be refunded/);
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ exitDate: '2027-06-03', amount: row.amount + difference });
    const events = await eventsOf(row.id);
    expect(events.find((e) => e.kind === 'amended')).toMatchObject({ actorKind: 'staff', actorId: 'support' });
    const refunds = events.filter((e) => e.kind === 'refunded');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: difference,
      actorKind: 'staff',
      reason: 'service-problem: Flight moved',
    });
    const ops = await db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id));
    expect(ops.map((o) => o.type)).toContain('booking.amended');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.reference), eq(auditLog.action, 'booking.amended')));
    expect(audit).toMatchObject({ actorKind: 'staff', actorId: 'support' });
    expect(JSON.stringify(audit!.changes)).toContain('service-problem: Flight moved');
    await sweep();
    expect(refundCalls(row.id).map((c) => c.form.amount)).toEqual([String(-difference)]);
    expect(t.mailer.sent.some((m) => m.subject.includes(row.reference) && /amend|chang/i.test(m.subject))).toBe(true);
    // The staff booking page shows the amendment once, by the staff member.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/staff/bookings/${row.reference}`,
      headers: { cookie: cookie.support! },
    });
    const timeline = page.json().timeline as { kind: string; actor: { kind: string } }[];
    const shown = timeline.filter((e) => e.kind === 'amendment');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.actor.kind).toBe('staff');
  });

  it('dearer: refused unless waived; waived applies at once with no payment, and the price the preview showed', async () => {
    const row = await bookPaid('2027-06-10 10:00', '2027-06-12 10:00');
    const longer = stay('2027-06-10 10:00', '2027-06-15 10:00');
    const { difference, extra } = (await preview(row.reference, longer)).json();
    expect(difference).toBeGreaterThan(0);
    expect(extra).toBe(difference);
    const body = { ...longer, reason: 'goodwill', notifyTraveller: false };
    const refused = await amend(row.reference, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/waive/);
    const stale = await amend(row.reference, { ...body, waiveDifference: true, expectedDifference: difference - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PRICE_CHANGED');
    expect((await rowOf(row.id)).exitDate).toBe('2027-06-12');
    const sessions = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
    const done = await amend(row.reference, { ...body, waiveDifference: true, expectedDifference: difference });
    expect(done.statusCode).toBe(200);
    expect(done.json().money).toMatchObject({ paid: row.amount, refunded: 0 });
    expect(await rowOf(row.id)).toMatchObject({ exitDate: '2027-06-15', amount: row.amount + difference });
    const events = await eventsOf(row.id);
    expect(events.filter((e) => e.kind === 'payment' && e.cause === 'amendment')).toHaveLength(0);
    expect(events.find((e) => e.kind === 'amended')!.summary).toMatch(/waived \(goodwill\)/);
    expect(fake.calls.filter((c) => c.path === '/v1/checkout/sessions')).toHaveLength(sessions);
    await sweep();
    expect(t.mailer.sent.some((m) => m.subject.includes(row.reference) && /amend|chang/i.test(m.subject))).toBe(false);
  });

  it('the audit entry commits with the amendment: when the log refuses it, nothing of the change stays', async () => {
    const row = await bookPaid('2027-06-20 10:00', '2027-06-24 10:00');
    const state = async () => ({
      booking: await rowOf(row.id),
      events: await eventsOf(row.id),
      operator: await db().select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id)),
      audit: await db().select().from(auditLog).where(eq(auditLog.targetId, row.reference)),
    });
    const before = await state();
    const body = { ...stay('2027-06-20 10:00', '2027-06-22 10:00'), reason: 'goodwill' };
    const lift = await refuseAuditEntriesAbout(db(), row.reference);
    const failed = await amend(row.reference, body);
    await lift();
    expect(failed.statusCode).toBe(500);
    expect(await state()).toEqual(before);
    await sweep();
    expect(refundCalls(row.id)).toHaveLength(0);

    expect((await amend(row.reference, body)).statusCode).toBe(200);
    const after = await state();
    expect(after.booking.exitDate).toBe('2027-06-22');
    const [refund] = after.events.filter((e) => e.kind === 'refunded');
    const [entry] = after.audit.filter((a) => a.action === 'booking.amended');
    expect(entry).toMatchObject({ actorId: 'support', changes: { refund: { before: null, after: -refund!.amount! } } });
  });

  it('inside 24 hours: refused without the override, allowed with it (the override on the reason)', async () => {
    const row = await bookPaid('2026-11-23 08:00', '2026-11-26 08:00');
    const body = { ...stay('2026-11-23 08:00', '2026-11-25 08:00'), reason: 'goodwill' };
    expect((await preview(row.reference, stay('2026-11-23 08:00', '2026-11-25 08:00'))).json().insideCutoff).toBe(true);
    const refused = await amend(row.reference, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/24 hours/);
    expect((await rowOf(row.id)).exitDate).toBe('2026-11-26');
    const res = await amend(row.reference, { ...body, overrideCutoff: true });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(row.id)).exitDate).toBe('2026-11-25');
    const amended = (await eventsOf(row.id)).find((e) => e.kind === 'amended');
    expect(amended!.reason).toBe('goodwill (24-hour cut-off overridden)');
  });

  it('bad input 400, operators 404, signed out 401; nothing changed', async () => {
    const row = await bookPaid('2027-07-01 10:00', '2027-07-03 10:00');
    const good = { ...stay('2027-07-01 10:00', '2027-07-02 10:00'), reason: 'goodwill' };
    const before = await snapshot(db());
    const bad = async (body: object) => (await amend(row.reference, body)).statusCode;
    expect(await bad({ ...good, reason: undefined })).toBe(400);
    expect(await bad({ ...good, reason: 'other' })).toBe(400);
    expect(await bad({ ...good, exitDate: '2027-06-30' })).toBe(400);
    expect(await bad({ ...good, entryDate: '2020-01-01' })).toBe(400);
    expect(await bad({ ...good, entryTime: '10:07' })).toBe(400);
    expect(await bad({ ...good, noOfVehicles: 2 })).toBe(400);
    expect(await bad({ ...good, noOfVehicles: 0 })).toBe(400);
    const vehicles = await amend(row.reference, { ...good, noOfVehicles: 2 });
    expect(vehicles.json().error.fields.vehicles).toMatch(/2 vehicles/);
    expect(
      (await preview(row.reference, { ...stay('2027-07-01 10:00', '2027-07-02 10:00'), exitDate: 'x' })).statusCode,
    ).toBe(400);
    expect((await amend(row.reference, good, 'owner')).statusCode).toBe(404);
    expect((await preview(row.reference, stay('2027-07-01 10:00', '2027-07-02 10:00'), 'owner')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url(row.reference),
          headers: { origin: 'http://127.0.0.1:4000' },
          payload: good,
        })
      ).statusCode,
    ).toBe(401);
    expect((await amend('NOPE-000000', good)).statusCode).toBe(404);
    expect(await snapshot(db())).toEqual(before);
    expect((await amend(row.reference, good)).statusCode).toBe(200);
  });
});
