import type { EarningsReport, Statement } from '@parking/core';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingEvents, partnerStatementItems } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { TRAVELLER, seedPartnerBooking, seedWidgetKey } from '../../../support/partner-earnings';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const RANGE = 'from=2026-10-01&to=2026-11-30';

/** Partner A's bookings (live and test), one of partner B's; the test clock stands on 22 November 2026. */
async function seed(): Promise<void> {
  const db = t.db.database.db;
  for (const [id, kind] of [
    ['pe-a', 'partner'],
    ['pe-b', 'partner'],
    ['pe-staff', 'staff'],
  ] as const)
    await seedOrganization(db, id, kind);
  await seedUser(db, { id: 'pa-member', organizationId: 'pe-a', role: 'member' });
  await seedUser(db, { id: 'pb-owner', organizationId: 'pe-b', role: 'owner' });
  await seedUser(db, { id: 'st-admin', organizationId: 'pe-staff', role: 'admin', passkey: true });
  await seedUser(db, { id: 'st-support', organizationId: 'pe-staff', role: 'support', passkey: true });
  await seedWidgetKey(db, 'wk_a', 'pe-a');
  await seedWidgetKey(db, 'wk_a_test', 'pe-a', 'test');
  await seedWidgetKey(db, 'wk_b', 'pe-b');
  const a = { key: 'wk_a', org: 'pe-a' };
  await seedPartnerBooking(db, { ...a, id: 'e1', made: '2026-11-01T10:00:00Z', exit: '2026-11-10' });
  // A cheaper amendment gave back £15 of the £50 paid: commission on £35.
  await seedPartnerBooking(db, {
    ...a,
    id: 'e2',
    made: '2026-11-02T10:00:00Z',
    exit: '2026-11-15',
    events: [
      { kind: 'payment', amount: 5000 },
      { kind: 'refunded', amount: -1500 },
    ],
  });
  await seedPartnerBooking(db, {
    ...a,
    id: 'e3',
    made: '2026-11-03T10:00:00Z',
    status: 'cancelled',
    events: [
      { kind: 'payment', amount: 5000 },
      { kind: 'refunded', amount: -5000 },
    ],
  });
  await seedPartnerBooking(db, { ...a, id: 'e4', made: '2026-11-20T10:00:00Z', exit: '2026-12-05', amount: 4000 });
  await seedPartnerBooking(db, { ...a, id: 'e5', made: '2026-11-04T10:00:00Z', status: 'pending' });
  await seedPartnerBooking(db, { ...a, id: 'e6', made: '2026-11-05T10:00:00Z', status: 'expired' });
  await seedPartnerBooking(db, { ...a, id: 'e7', made: '2026-11-06T10:00:00Z', status: 'refunded' });
  await seedPartnerBooking(db, { key: 'wk_a_test', org: 'pe-a', id: 'e8', made: '2026-11-07T10:00:00Z', test: true });
  await seedPartnerBooking(db, { key: 'wk_b', org: 'pe-b', id: 'e9', made: '2026-11-08T10:00:00Z' });
  await seedPartnerBooking(db, { ...a, id: 'e10', made: '2026-10-01T10:00:00Z', exit: '2026-10-20' });
  for (const id of ['pa-member', 'pb-owner', 'st-admin', 'st-support']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookie[who]! } });
const pay = (org: string, month: string, who = 'st-admin') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/console/staff/partners/${org}/statements/${month}/pay`,
    headers: { cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' },
  });
/** Moves the test clock; the sessions signed in before are idle past their lifetime by then, so sign in again. */
async function moveClock(to: string): Promise<void> {
  t.clock.set(to);
  for (const id of Object.keys(cookie)) cookie[id] = (await signIn(t.app, id)).cookie;
}
const commissionByRef = (r: EarningsReport) => Object.fromEntries(r.bookings.map((b) => [b.reference, b.commission]));

function expectNoTraveller(body: string) {
  for (const value of Object.values(TRAVELLER)) expect(body).not.toContain(value);
}

describe('the earnings report', () => {
  it('lists the paid live bookings with their commission, status and reason, and nothing personal', async () => {
    const res = await get(`/api/v1/console/partner/earnings?${RANGE}`, 'pa-member');
    expect(res.statusCode).toBe(200);
    expectNoTraveller(res.body);
    const report: EarningsReport = res.json();
    expect(report.bookings.map((b) => b.reference)).toEqual(['PK-E10', 'PK-E1', 'PK-E2', 'PK-E3', 'PK-E7', 'PK-E4']);
    expect(commissionByRef(report)).toEqual({
      'PK-E10': { amount: 400, status: 'approved', reason: null },
      'PK-E1': { amount: 400, status: 'approved', reason: null },
      'PK-E2': { amount: 280, status: 'approved', reason: null },
      'PK-E3': { amount: 0, status: 'declined', reason: 'cancelled' },
      'PK-E7': { amount: 0, status: 'declined', reason: 'refunded' },
      'PK-E4': { amount: 320, status: 'pending', reason: null },
    });
    const e2 = report.bookings.find((b) => b.reference === 'PK-E2')!;
    expect(e2).toMatchObject({ paid: 5000, refunded: 1500, status: 'confirmed', statementMonth: '2026-11' });
    expect(e2.key).toEqual({ id: 'wk_a', name: 'Key wk_a' });
    expect(report.months).toEqual([
      { month: '2026-10', bookings: 1, paid: 5000, commission: { pending: 0, approved: 400, paid: 0, declined: 0 } },
      {
        month: '2026-11',
        bookings: 5,
        paid: 5000 + 3500 + 4000,
        commission: { pending: 320, approved: 680, paid: 0, declined: 0 },
      },
    ]);
    expect(report.keys.map((k) => k.id).sort()).toEqual(['wk_a', 'wk_a_test']);
  });

  it('shows test bookings only in test mode, filters by key, and refuses another organisation’s key (404)', async () => {
    const test: EarningsReport = (await get(`/api/v1/console/partner/earnings?${RANGE}&mode=test`, 'pa-member')).json();
    expect(test.bookings.map((b) => [b.reference, b.commission.amount])).toEqual([['PK-E8', 0]]);
    const byKey = await get(`/api/v1/console/partner/earnings?${RANGE}&key=wk_a_test`, 'pa-member');
    expect(byKey.json().bookings).toEqual([]);
    expect((await get(`/api/v1/console/partner/earnings?${RANGE}&key=wk_b`, 'pa-member')).statusCode).toBe(404);
    const bad = await get('/api/v1/console/partner/earnings?from=2026-11-30&to=2026-11-01', 'pa-member');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('shows another organisation only its own bookings', async () => {
    const b: EarningsReport = (await get(`/api/v1/console/partner/earnings?${RANGE}`, 'pb-owner')).json();
    expect(b.bookings.map((x) => x.reference)).toEqual(['PK-E9']);
    expect(b.keys.map((k) => k.id)).toEqual(['wk_b']);
  });

  it('downloads the same bookings as CSV, money in pounds, nothing personal', async () => {
    const res = await get(`/api/v1/console/partner/earnings.csv?${RANGE}`, 'pa-member');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="earnings-2026-10-01-2026-11-30.csv"');
    expectNoTraveller(res.body);
    const rows: Record<string, string>[] = parse(res.body, { columns: true, bom: true });
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.Reference === 'PK-E2')).toMatchObject({
      'Paid (GBP)': '50.00',
      'Refunded (GBP)': '15.00',
      'Commission (GBP)': '2.80',
      'Commission status': 'approved',
      Key: 'Key wk_a',
    });
    expect(rows.find((r) => r.Reference === 'PK-E3')).toMatchObject({
      'Commission status': 'declined',
      'Declined because': 'cancelled',
    });
  });
});

describe('money across amendments', () => {
  it('counts what a dearer amendment took through its own checkout', async () => {
    const db = t.db.database.db;
    await seedOrganization(db, 'pe-c', 'partner');
    await seedUser(db, { id: 'pc-owner', organizationId: 'pe-c', role: 'owner' });
    await seedWidgetKey(db, 'wk_c', 'pe-c');
    await seedPartnerBooking(db, {
      key: 'wk_c',
      org: 'pe-c',
      id: 'c1',
      made: '2026-11-02T10:00:00Z',
      events: [{ kind: 'payment', amount: 5000 }],
    });
    await db.insert(bookingEvents).values({
      id: 'c1-amend',
      bookingId: 'c1',
      at: new Date('2026-11-03T10:00:00Z'),
      kind: 'payment',
      summary: 'Paid for the change',
      amount: 1000,
      sessionId: 'cs-c1-amend',
    });
    cookie['pc-owner'] = (await signIn(t.app, 'pc-owner')).cookie;
    const report: EarningsReport = (await get(`/api/v1/console/partner/earnings?${RANGE}`, 'pc-owner')).json();
    expect(report.bookings.map((b) => [b.paid, b.refunded, b.commission.amount])).toEqual([[6000, 0, 480]]);
  });
});

const statements = async (who: string, url = '/api/v1/console/partner/statements') =>
  (await get(url, who)).json().statements as Statement[];

describe('statements', () => {
  it('are open and computed live until paid: approved totals by exit month, pending beside', async () => {
    expect(await statements('pa-member')).toEqual([
      { month: '2026-12', total: 0, bookings: 0, pending: 320, status: 'open', paidAt: null },
      { month: '2026-11', total: 680, bookings: 2, pending: 0, status: 'open', paidAt: null },
      { month: '2026-10', total: 400, bookings: 1, pending: 0, status: 'open', paidAt: null },
    ]);
    expect(await statements('st-support', '/api/v1/console/staff/partners/pe-a/statements')).toHaveLength(3);
    expect((await get('/api/v1/console/staff/partners/pe-staff/statements', 'st-support')).statusCode).toBe(404);
  });

  it('are paid by staff admins only, frozen with one line per booking, audited, and never twice (409)', async () => {
    expect((await pay('pe-a', '2026-11', 'st-support')).statusCode).toBe(403);
    // On 22 November the month is not over: a stay ending later in it would be left off every statement.
    const early = await pay('pe-a', '2026-11');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'Stays in 2026-11 have not all ended yet: its statement can be paid from 2026-12-01',
    );
    await moveClock('2026-12-01T09:00:00Z');
    const res = await pay('pe-a', '2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ month: '2026-11', total: 680, bookings: 2, status: 'paid' });
    const lines = await t.db.database.db.select().from(partnerStatementItems);
    expect(lines.map((l) => [l.bookingId, l.amountPence]).sort()).toEqual([
      ['e1', 400],
      ['e2', 280],
    ]);
    const again = await pay('pe-a', '2026-11');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The statement for 2026-11 is already paid');
    const audit = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'statement.paid'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ organizationId: 'pe-a', actorId: 'st-admin', actorKind: 'staff' });
    const report: EarningsReport = (await get(`/api/v1/console/partner/earnings?${RANGE}`, 'pa-member')).json();
    expect(commissionByRef(report)['PK-E1']).toEqual({ amount: 400, status: 'paid', reason: null });
    expect(report.months[1]!.commission).toEqual({ pending: 320, approved: 0, paid: 680, declined: 0 });
    expect((await statements('pa-member')).find((s) => s.month === '2026-11')).toMatchObject({
      status: 'paid',
      total: 680,
    });
  });

  it('refuses an empty month (409), an unknown partner (404) and a malformed month (400)', async () => {
    await moveClock('2027-01-02T09:00:00Z');
    const empty = await pay('pe-a', '2026-09');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe('Nothing is approved to pay for 2026-09');
    expect((await pay('pe-b', '2026-09')).statusCode).toBe(409);
    expect((await pay('pe-nobody', '2026-10')).statusCode).toBe(404);
    expect((await pay('pe-a', '2026-13')).statusCode).toBe(400);
    expect((await statements('pa-member')).find((s) => s.month === '2026-10')!.status).toBe('open');
  });
});
