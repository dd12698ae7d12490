import { ApiErrorSchema, POLICY, type StaffCoupon } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, coupons } from '../../packages/server/src/db/schema/index';
import { bookingBody, newKey } from './support/fixtures';
import { bookAndPay, manageCall } from './support/manage';
import { consoleCall, seedAdminWorld } from './support/staff-admin';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
let cookies: Record<string, string> = {};
const db = () => t.db.database.db;
const call = (...args: Parameters<ReturnType<typeof consoleCall>>) => consoleCall(() => t, cookies)(...args);

const USED_UP = 'This code has been used up';
const from = new Date('2026-11-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  cookies = await seedAdminWorld(t);
  await db()
    .insert(coupons)
    .values([
      { code: 'TWICE', percentBasisPoints: 1000, activeFrom: from, maxUses: 2 },
      { code: 'ONCE', percentBasisPoints: 500, activeFrom: from, maxUses: 1 },
      { code: 'LAST', percentBasisPoints: 500, activeFrom: from, maxUses: 1 },
    ]);
}, 120_000);
afterAll(() => t?.close());

const book = (code: string, entryDate = '2026-12-01') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate, exitDate: '2026-12-04' }, details: { couponCode: code } }),
    headers: { 'idempotency-key': newKey() },
  });
const check = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/coupons/check', payload: { code } });
const withCode = (code: string) => db().select().from(bookings).where(eq(bookings.couponCode, code));

describe('a coupon with a limit of uses', () => {
  it('is refused once every use is taken: the check as for an expired code, the booking on its field', async () => {
    expect((await book('twice')).statusCode).toBe(201);
    expect((await check('TWICE')).json()).toEqual({ data: { code: 'TWICE', percentOff: 10 } });
    expect((await book('TWICE')).statusCode).toBe(201);

    const refused = await book('Twice');
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(refused.json()).error).toMatchObject({
      code: 'COUPON_INVALID',
      message: USED_UP,
      fields: { 'details.couponCode': USED_UP },
    });
    const checked = await check('twice');
    expect(checked.statusCode).toBe(404);
    expect(checked.json()).toEqual({ error: { code: 'COUPON_NOT_FOUND', message: USED_UP } });
    // Nothing was held for the refused booking; a code without a limit is untouched.
    expect(await withCode('TWICE')).toHaveLength(2);
    expect((await check('CAP15')).statusCode).toBe(200);
  });

  it('gets a use back when a hold expires or a paid booking is cancelled', async () => {
    expect((await book('ONCE')).statusCode).toBe(201);
    expect((await check('ONCE')).json().error.message).toBe(USED_UP);
    // The hold runs out: its use is free again at once (before the sweeper marks it expired).
    t.clock.advanceMinutes(POLICY.holdMinutes + 1);
    expect((await check('ONCE')).statusCode).toBe(200);

    const { token } = await bookAndPay(t, { details: { couponCode: 'ONCE' } });
    expect((await check('ONCE')).json().error.message).toBe(USED_UP);
    expect((await book('ONCE')).json().error.message).toBe(USED_UP);
    expect((await manageCall(t, token, 'POST', 'cancel', {})).statusCode).toBe(200);
    expect((await check('ONCE')).json()).toEqual({ data: { code: 'ONCE', percentOff: 5 } });
    expect((await book('ONCE')).statusCode).toBe(201);
  });

  it('gives its last use to one of two bookings placed at the same moment', async () => {
    // Both bookings pass the early check (one use left for each) before either is written: only the
    // count inside the booking's transaction, the coupon row locked, can keep the second out.
    const coupons = t.app.coupons;
    const early = coupons.check;
    const waiting: (() => void)[] = [];
    coupons.check = async (code) => {
      const state = await early(code);
      await new Promise<void>((go) => {
        waiting.push(go);
        if (waiting.length === 2) for (const w of waiting) w();
      });
      return state;
    };
    try {
      const answers = await Promise.all([book('LAST', '2026-12-02'), book('LAST', '2026-12-02')]);
      expect(waiting).toHaveLength(2);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().error.message).toBe(USED_UP);
    } finally {
      coupons.check = early;
    }
    expect(await withCode('LAST')).toHaveLength(1);
  });
});

describe('staff coupons with a limit', () => {
  it('an admin creates a code with a limit (checked, audited); the list shows used / limit', async () => {
    const bad = async (maxUses: unknown) =>
      (await call('POST', 'staff/coupons', 'admin', { code: 'LIMIT3', percent: 10, maxUses })).json().error.fields
        .maxUses;
    expect(await bad(0)).toBe('Enter a whole number of uses, 1 or more (empty: no limit)');
    expect(await bad(2.5)).toBe('Enter a whole number of uses, 1 or more (empty: no limit)');

    const res = await call('POST', 'staff/coupons', 'admin', { code: 'limit3', percent: 10, maxUses: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'LIMIT3', maxUses: 3, activeUses: 0, uses: 0, state: 'active' });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, 'LIMIT3'));
    expect(entry!.action).toBe('coupon.created');
    expect(entry!.changes).toMatchObject({ maxUses: { before: null, after: 3 } });

    expect((await book('LIMIT3')).statusCode).toBe(201);
    const listed = (await call('GET', 'staff/coupons', 'support')).json().coupons as StaffCoupon[];
    expect(listed.find((c) => c.code === 'LIMIT3')).toMatchObject({ maxUses: 3, activeUses: 1, uses: 1 });
    // Expired holds and cancellations count in `uses` (bookings made) but not against the limit.
    const once = listed.find((c) => c.code === 'ONCE')!;
    expect(once.maxUses).toBe(1);
    expect(once.uses).toBeGreaterThan(once.activeUses);
    expect(listed.find((c) => c.code === 'CAP15')!.maxUses).toBeNull();

    const none = await call('POST', 'staff/coupons', 'admin', { code: 'NOLIMIT', percent: 5 });
    expect(none.json()).toMatchObject({ code: 'NOLIMIT', maxUses: null });
  });

  it('refuses support (403): nothing created', async () => {
    const res = await call('POST', 'staff/coupons', 'support', { code: 'SUPPORT9', percent: 10, maxUses: 9 });
    expect(res.statusCode).toBe(403);
    expect(await db().select().from(coupons).where(eq(coupons.code, 'SUPPORT9'))).toEqual([]);
  });
});
