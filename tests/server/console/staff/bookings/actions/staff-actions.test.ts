import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bookingEvents,
  bookings,
  operatorEvents,
  partners,
} from '../../../../../../packages/server/src/db/schema/index';
import { earningsRows } from '../../../../../../packages/server/src/services/commission';
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
  await seedOrganization(db, 'deals', 'partner');
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'owner', organizationId: 'op', role: 'owner', passkey: true });
  await db.insert(partners).values({
    id: 'wk_sa',
    key: 'pk_live_sa',
    name: 'Main',
    allowedOrigins: [],
    organizationId: 'deals',
    mode: 'live',
  });
  for (const id of ['support', 'owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);
afterAll(() => stripe.close());

let n = 0;
/** Books through Stripe and pays (the webhook), drop-off on `entryDate` at 10:00. */
async function bookPaid(entryDate: string, exitDate: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate, exitDate } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  fake.complete(row!.sessionId!);
  const event = sessionEvent(`evt_sa_${++n}`, 'checkout.session.completed', {
    id: row!.sessionId,
    client_reference_id: row!.id,
  });
  expect((await deliverEvent(t, event)).json().outcome).toBe('fulfilled');
  await sweepOnce(t.app, { skipBackoff: true });
  return row!;
}

const url = (reference: string, path: string) => `/api/v1/console/staff/bookings/${reference}/${path}`;
function call(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
  as = 'support',
) {
  return t.app.inject({
    method,
    url: path,
    headers: { cookie: cookie[as]!, origin: 'http://127.0.0.1:4000', ...headers },
    ...(payload ? { payload } : {}),
  });
}
const refund = (reference: string, body: object, key = newKey(), as = 'support') =>
  call('POST', url(reference, 'refund'), body, { 'idempotency-key': key }, as);
const eventsOf = (bookingId: string) =>
  t.db.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
const refundCalls = (bookingId: string) =>
  fake.calls.filter((c) => c.path === '/v1/refunds' && c.form['metadata[bookingId]'] === bookingId);
const sweep = async () => {
  await sweepOnce(t.app, { skipBackoff: true });
  await sweepOnce(t.app, { skipBackoff: true });
};

describe('staff refunds', () => {
  it('shows the money effect first', async () => {
    const row = await bookPaid('2027-04-01', '2027-04-03');
    const res = await call('GET', url(row.reference, 'money'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paid: row.amount, refunded: 0, refundable: row.amount });
    expect(res.json().cancel).toMatchObject({ allowed: true, full: row.amount, none: 0, insideCutoff: false });
  });

  it('refuses above what is refundable, an empty reason, Other without words: 400, nothing written', async () => {
    const row = await bookPaid('2027-04-05', '2027-04-07');
    const before = await snapshot(t.db.database.db);
    const above = await refund(row.reference, { amount: row.amount + 1, reason: 'goodwill' });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields.amount).toMatch(/At most/);
    expect((await refund(row.reference, { amount: 100 })).statusCode).toBe(400);
    expect((await refund(row.reference, { amount: 100, reason: '' })).statusCode).toBe(400);
    const other = await refund(row.reference, { amount: 100, reason: 'other', reasonText: '  ' });
    expect(other.statusCode).toBe(400);
    expect((await refund(row.reference, { amount: 0, reason: 'goodwill' })).statusCode).toBe(400);
    expect((await call('POST', url(row.reference, 'refund'), { amount: 100, reason: 'goodwill' })).statusCode).toBe(
      400,
    );
    expect(await snapshot(t.db.database.db)).toEqual(before);
    expect((await eventsOf(row.id)).filter((e) => e.kind === 'refunded')).toHaveLength(0);
  });

  it('a second click with the same Idempotency-Key is the same one refund at the provider, audited once', async () => {
    const row = await bookPaid('2027-04-09', '2027-04-11');
    const key = newKey();
    const body = { amount: 500, reason: 'price-match', reasonText: 'Cheaper at the gate' };
    const [a, b] = await Promise.all([refund(row.reference, body, key), refund(row.reference, body, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await refund(row.reference, body, key)).json().done).toMatch(/^Already asked/);
    expect((await refund(row.reference, { ...body, amount: 600 }, key)).statusCode).toBe(409);
    await sweep();
    const refunds = (await eventsOf(row.id)).filter((e) => e.kind === 'refunded');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: -500,
      refundStatus: 'done',
      actorKind: 'staff',
      actorId: 'support',
      reason: 'price-match: Cheaper at the gate',
    });
    expect(refundCalls(row.id)).toHaveLength(1);
    const audits = await t.db.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.reference), eq(auditLog.action, 'booking.refunded')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'staff', actorId: 'support' });
    const money = (await call('GET', url(row.reference, 'money'))).json();
    expect(money).toMatchObject({ refunded: 500, refundable: row.amount - 500 });
    expect(
      t.mailer.sent.some((m) => m.subject === `Refund on your booking: ${row.reference}` && /£5\.00/.test(m.text)),
    ).toBe(true);
    // The booking page's timeline shows the refund once (its ledger row), by the staff member, not again as audit.
    const page = (await call('GET', `/api/v1/console/staff/bookings/${row.reference}`)).json() as {
      timeline: { kind: string; summary: string; actor: { kind: string } }[];
    };
    const shown = page.timeline.filter((e) => e.kind === 'refund' || e.summary.includes('refund'));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.actor.kind).toBe('staff');
  });

  it('a refusal by the provider shows as failed, and Retry refunds it', async () => {
    const row = await bookPaid('2027-04-13', '2027-04-15');
    expect((await refund(row.reference, { amount: 300, reason: 'goodwill', notifyTraveller: false })).statusCode).toBe(
      200,
    );
    fake.failNext(400);
    await sweep();
    const money = (await call('GET', url(row.reference, 'money'))).json();
    expect(money.refunds).toHaveLength(1);
    expect(money.refunds[0]).toMatchObject({ status: 'failed', amount: 300 });
    const { eventId } = money.refunds[0];
    const retry = await call('POST', url(row.reference, `refunds/${eventId}/retry`));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().money.refunds[0].status).toBe('pending');
    await sweep();
    const [event] = (await eventsOf(row.id)).filter((e) => e.id === eventId);
    expect(event).toMatchObject({ refundStatus: 'done', refundId: expect.stringMatching(/^re_test_/) });
    // The refused attempt never got a refund; the retry asks under a new key (the provider replays a refusal).
    const keys = refundCalls(row.id).map((c) => c.headers['idempotency-key']);
    expect(keys).toEqual([`refund-${eventId}-r1`]);
    expect((await call('POST', url(row.reference, `refunds/${eventId}/retry`))).statusCode).toBe(409);
    expect(t.mailer.sent.some((m) => m.subject === `Refund on your booking: ${row.reference}`)).toBe(false);
  });

  it('a provider that holds the request shows pending; an outage is retried by the job; one refund', async () => {
    const row = await bookPaid('2027-04-17', '2027-04-19');
    await refund(row.reference, { amount: 200, reason: 'service-problem' });
    const release = fake.holdRefunds();
    const running = sweepOnce(t.app, { skipBackoff: true });
    await expect.poll(() => refundCalls(row.id).length).toBe(1);
    expect((await call('GET', url(row.reference, 'money'))).json().refunds[0].status).toBe('pending');
    release();
    await running;
    await refund(row.reference, { amount: 100, reason: 'service-problem' });
    fake.failNext(500);
    await sweep();
    const money = (await call('GET', url(row.reference, 'money'))).json();
    expect(money.refunds.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
    expect(new Set(refundCalls(row.id).map((c) => c.headers['idempotency-key'])).size).toBe(2);
  });

  it("a partial refund reduces the partner's commission (computed from the ledger)", async () => {
    const row = await bookPaid('2027-04-21', '2027-04-23');
    await t.db.database.db
      .update(bookings)
      .set({ partnerKeyId: 'wk_sa', partnerOrgId: 'deals', commissionBps: 1000 })
      .where(eq(bookings.id, row.id));
    const commission = async () =>
      (await earningsRows(t.db.database.db, { organizationId: 'deals', test: false }, '2027-05-01')).find(
        (r) => r.id === row.id,
      )!;
    const before = await commission();
    await refund(row.reference, { amount: 1000, reason: 'goodwill' });
    await sweep();
    const after = await commission();
    expect(after.refunded).toBe(1000);
    expect(JSON.stringify(after.commission)).not.toEqual(JSON.stringify(before.commission));
  });
});

describe('staff cancel, resend, contact', () => {
  it('inside 48 hours: refused without the override, cancelled with it (operator event, email, actor staff)', async () => {
    const row = await bookPaid('2026-11-23', '2026-11-25');
    const body = { refund: 'partial', amount: 700, reason: 'service-problem', reasonText: 'Flight cancelled' };
    const refused = await call('POST', url(row.reference, 'cancel'), body);
    expect(refused.statusCode).toBe(409);
    expect((await t.db.database.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!.status).toBe(
      'confirmed',
    );
    const done = await call('POST', url(row.reference, 'cancel'), { ...body, overrideCutoff: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().money).toMatchObject({ status: 'cancelled', refunded: 700 });
    const events = await eventsOf(row.id);
    expect(events.find((e) => e.kind === 'cancelled')).toMatchObject({
      actorKind: 'staff',
      actorId: 'support',
      reason: expect.stringMatching(/overridden/),
    });
    const ops = await t.db.database.db.select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id));
    expect(ops.map((o) => o.type)).toContain('booking.cancelled');
    await sweep();
    expect(refundCalls(row.id)).toHaveLength(1);
    expect(refundCalls(row.id)[0]!.form.amount).toBe('700');
    expect(
      t.mailer.sent.some((m) => m.subject === `Booking cancelled: ${row.reference}` && /£7\.00/.test(m.text)),
    ).toBe(true);
    expect((await call('POST', url(row.reference, 'cancel'), { refund: 'none', reason: 'goodwill' })).statusCode).toBe(
      409,
    );
  });

  it('the audit entry commits with the cancellation: when the log refuses it, nothing of the cancel stays', async () => {
    const row = await bookPaid('2027-05-09', '2027-05-11');
    const db = t.db.database.db;
    const state = async () => ({
      booking: (await db.select().from(bookings).where(eq(bookings.id, row.id)))[0],
      events: await eventsOf(row.id),
      operator: await db.select().from(operatorEvents).where(eq(operatorEvents.bookingId, row.id)),
      audit: await db.select().from(auditLog).where(eq(auditLog.targetId, row.reference)),
    });
    const before = await state();
    const body = { refund: 'partial', amount: 500, reason: 'goodwill' };
    const lift = await refuseAuditEntriesAbout(db, row.reference);
    const failed = await call('POST', url(row.reference, 'cancel'), body);
    await lift();
    expect(failed.statusCode).toBe(500);
    expect(await state()).toEqual(before);
    await sweep();
    expect(refundCalls(row.id)).toHaveLength(0);
    expect(t.mailer.sent.some((m) => m.subject === `Booking cancelled: ${row.reference}`)).toBe(false);

    expect((await call('POST', url(row.reference, 'cancel'), body)).statusCode).toBe(200);
    const after = await state();
    expect(after.booking!.status).toBe('cancelled');
    expect(after.events.filter((e) => e.kind === 'refunded').map((e) => e.amount)).toEqual([-500]);
    const [entry] = after.audit.filter((a) => a.action === 'booking.cancelled');
    expect(entry).toMatchObject({ actorId: 'support', changes: { refund: { before: null, after: 500 } } });
  });

  it('resend makes a second confirmation email; contact change is audited as changed, never the values', async () => {
    const row = await bookPaid('2027-05-01', '2027-05-03');
    const subject = (m: { subject: string }) => m.subject.includes(row.reference) && /confirm/i.test(m.subject);
    const first = t.mailer.sent.filter(subject).length;
    expect(first).toBe(1);
    expect((await call('POST', url(row.reference, 'resend'), { email: 'confirmation' })).statusCode).toBe(200);
    await sweep();
    expect(t.mailer.sent.filter(subject)).toHaveLength(2);
    expect((await call('POST', url(row.reference, 'resend'), { email: 'cancellation' })).statusCode).toBe(409);
    const res = await call('PATCH', url(row.reference, 'contact'), { email: 'new@example.com', phone: '07700 900999' });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.database.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({
      email: 'new@example.com',
      details: expect.objectContaining({ phone: '07700 900999' }),
    });
    const [audit] = await t.db.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.reference), eq(auditLog.action, 'booking.contact-changed')));
    expect(audit!.changes).toEqual({ email: { changed: true }, phone: { changed: true } });
    expect(JSON.stringify(audit)).not.toContain('new@example.com');
    await sweep();
    expect(t.mailer.sent.filter(subject).at(-1)!.to).toContain('new@example.com');
    // A second change is its own message: one Message-ID for both would make a mail server drop it.
    expect((await call('PATCH', url(row.reference, 'contact'), { email: 'newer@example.com' })).statusCode).toBe(200);
    await sweep();
    const confirmations = t.mailer.sent.filter(subject);
    expect(confirmations.map((m) => m.to)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.stringContaining('new@example.com'),
      expect.stringContaining('newer@example.com'),
    ]);
    expect(new Set(confirmations.map((m) => m.messageId)).size).toBe(4);
    expect(confirmations.map((m) => m.messageId).join()).not.toContain('undefined');
  });

  it('operators cannot act (404: not their kind), signed out 401, unknown booking 404; nothing changed', async () => {
    const row = await bookPaid('2027-05-05', '2027-05-07');
    const before = await snapshot(t.db.database.db);
    expect((await refund(row.reference, { amount: 100, reason: 'goodwill' }, newKey(), 'owner')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(row.reference, 'money') })).statusCode).toBe(401);
    expect((await call('GET', url('NOPE-000000', 'money'))).statusCode).toBe(404);
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });
});
