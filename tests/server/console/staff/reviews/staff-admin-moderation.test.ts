import { parse } from 'csv-parse/sync';
import type { AuditEntry, StaffCoupon, StaffReview } from '@parking/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviews } from '../../../../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { bookingBody, criteria, newKey } from '../../../support/fixtures';
import { PARTNER_ORIGIN, consoleCall, insertBooking, seedAdminWorld } from '../../../support/staff-admin';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
let cookies: Record<string, string> = {};
const call = (...args: Parameters<ReturnType<typeof consoleCall>>) => consoleCall(() => t, cookies)(...args);
const db = () => t.db.database.db;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await seedAdminWorld(t);
  await insertBooking(db(), 'sa-2', 'PK-SA0002');
  await db()
    .insert(reviews)
    .values([
      {
        id: 'rv-1',
        bookingId: 'sa-1',
        rating: 1,
        text: 'Rude driver called Bob',
        createdAt: new Date('2026-12-04T10:00:00Z'),
      },
      { id: 'rv-2', bookingId: 'sa-2', rating: 5, text: 'Great', createdAt: new Date('2026-12-04T11:00:00Z') },
    ]);
}, 120_000);
afterAll(async () => t?.close());

describe('partner keys', () => {
  const widget = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      headers: { origin: PARTNER_ORIGIN, 'x-partner-key': 'pk_live_d1' },
      payload: criteria(),
    });
  const book = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(),
      headers: { origin: PARTNER_ORIGIN, 'x-partner-key': 'pk_live_d1', 'idempotency-key': newKey() },
    });

  it('refuses a suspended key like a revoked one (CORS and booking), then allows it again once lifted', async () => {
    expect((await widget()).headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    const res = await call('POST', 'staff/keys/wk_d1/suspend', 'admin');
    expect(res.json()).toMatchObject({
      id: 'wk_d1',
      organizationName: 'Org deals',
      active: true,
      suspendedAt: t.clock.now.toISOString(),
    });
    expect((await widget()).headers['access-control-allow-origin']).toBeUndefined();
    const refused = await book();
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify((await call('GET', 'staff/keys', 'support')).json())).not.toContain('pk_live_d1');
    // The partner's keys page says so.
    const own = (await call('GET', 'partner/keys', 'deals-owner')).json().keys as { id: string; suspendedAt: string }[];
    expect(own.find((k) => k.id === 'wk_d1')!.suspendedAt).toBe(t.clock.now.toISOString());

    expect((await call('POST', 'staff/keys/wk_d1/unsuspend', 'admin')).json().suspendedAt).toBeNull();
    expect((await widget()).headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    expect((await book()).statusCode).toBe(201);
    const logged = await db().select().from(auditLog).where(eq(auditLog.targetId, 'wk_d1'));
    expect(logged.map((e) => `${e.action}@${e.organizationId}`)).toEqual([
      'partner-key.suspended@deals',
      'partner-key.unsuspended@deals',
    ]);
    expect((await call('POST', 'staff/keys/nope/suspend', 'admin')).statusCode).toBe(404);
  });
});

describe('reviews', () => {
  const figures = async () => {
    const provider = (await t.app.inject({ method: 'GET', url: '/api/v1/providers/luton-park-and-fly' })).json().data;
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/reviews?providerId=luton-park-and-fly' })).json()
      .data;
    return {
      rating: provider.rating,
      count: provider.reviewCount,
      ids: (listed.items as { id: string }[]).map((r) => r.id),
      total: listed.total,
    };
  };

  it('hides a review: out of the page, rating and count at once, the traveller told once, audited with the reference', async () => {
    const before = await figures();
    expect(before.ids).toEqual(expect.arrayContaining(['rv-1', 'rv-2']));
    expect((await call('POST', 'staff/reviews/rv-1/hide', 'admin', { reason: ' ' })).json().error.fields.reason).toBe(
      'Say why, in a few words',
    );
    const res = await call('POST', 'staff/reviews/rv-1/hide', 'admin', { reason: 'Names a member of staff' });
    expect(res.json()).toMatchObject({
      id: 'rv-1',
      reference: 'PK-SA0001',
      hidden: { reason: 'Names a member of staff' },
    });
    const after = await figures();
    expect(after.ids).not.toContain('rv-1');
    expect(after.total).toBe(before.total - 1);
    expect(after.count).toBe(before.count - 1);
    expect(after.rating).toBeGreaterThan(before.rating);

    await sweepOnce(t.app);
    await sweepOnce(t.app);
    const mails = t.mailer.sent.filter((m) => m.subject.includes('is hidden'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('ada@x.example');
    expect(mails[0]!.text).toContain('Names a member of staff');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'review.hidden'));
    expect(entry).toMatchObject({
      actorId: 'admin',
      targetType: 'booking',
      targetId: 'PK-SA0001',
      organizationId: null,
    });

    const list = (await call('GET', 'staff/reviews', 'support')).json().reviews as StaffReview[];
    expect(list.find((r) => r.id === 'rv-1')!.hidden).not.toBeNull();
    expect((await call('POST', 'staff/reviews/rv-1/unhide', 'admin')).json().hidden).toBeNull();
    expect(await figures()).toEqual(before);
  });
});

describe('coupons', () => {
  const check = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/coupons/check', payload: { code } });

  it('creates a coupon that works at checkout at once, refuses bad ones, and expires it now', async () => {
    const res = await call('POST', 'staff/coupons', 'admin', {
      code: 'winter12',
      percent: 12.5,
      activeUntil: '2027-01-31T23:59:00Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'WINTER12', percent: 12.5, state: 'active', uses: 0 });
    expect((await check('WINTER12')).json().data.percentOff).toBe(12.5);
    const bad = async (body: Record<string, unknown>) =>
      (await call('POST', 'staff/coupons', 'admin', body)).json().error.fields;
    expect(await bad({ code: 'WINTER12', percent: 5 })).toEqual({ code: 'This code already exists' });
    expect(await bad({ code: 'NO', percent: 5 })).toMatchObject({ code: expect.stringContaining('3 to 30') });
    expect(await bad({ code: 'ZERO', percent: 0 })).toMatchObject({ percent: expect.any(String) });
    expect(
      await bad({ code: 'BACK', percent: 5, activeFrom: '2027-01-02T00:00:00Z', activeUntil: '2027-01-01T00:00:00Z' }),
    ).toEqual({ activeUntil: 'End it after it starts' });
    const later = (
      await call('POST', 'staff/coupons', 'admin', { code: 'SPRING', percent: 5, activeFrom: '2027-03-01T00:00:00Z' })
    ).json();
    expect(later.state).toBe('scheduled');
    expect((await check('SPRING')).statusCode).toBe(404);

    const expired = await call('POST', 'staff/coupons/winter12/expire', 'admin');
    expect(expired.json()).toMatchObject({
      code: 'WINTER12',
      state: 'expired',
      activeUntil: t.clock.now.toISOString(),
    });
    expect((await check('WINTER12')).statusCode).toBe(404);
    expect((await call('POST', 'staff/coupons/NOPE/expire', 'admin')).statusCode).toBe(404);
    const listed = (await call('GET', 'staff/coupons', 'support')).json().coupons as StaffCoupon[];
    expect(listed.map((c) => c.code)).toEqual(expect.arrayContaining(['WINTER12', 'SPRING', 'CAP15']));
    const actions = await db().select().from(auditLog).where(eq(auditLog.targetId, 'WINTER12'));
    expect(actions.map((a) => a.action)).toEqual(['coupon.created', 'coupon.expired']);
  });
});

describe('the audit log for staff', () => {
  const page = async (query: string, who = 'support') => {
    const res = await call('GET', `audit?${query}`, who);
    expect(res.statusCode, query).toBe(200);
    return res.json().entries as AuditEntry[];
  };

  it('shows staff the whole product, filtered by organisation, target, actor and action; others only theirs', async () => {
    const all = await page('');
    expect(all.map((e) => e.action)).toEqual(
      expect.arrayContaining(['partner-key.suspended', 'review.hidden', 'coupon.created']),
    );
    const deals = await page('organization=deals');
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((e) => e.action.startsWith('partner-key.'))).toBe(true);
    expect((await page('target=pk-sa0001')).map((e) => e.action)).toEqual([
      'review.shown',
      'review.hidden-email-sent',
      'review.hidden',
    ]);
    const coupons = await page('actor=admin&action=coupon.');
    expect(coupons.map((e) => e.target.id)).toEqual(['WINTER12', 'SPRING', 'WINTER12']);
    // A partner reads its own log only, whatever it asks for.
    const own = await page('organization=op', 'deals-owner');
    expect(own).toEqual([]);
    expect(
      (await page('', 'deals-owner')).every((e) => e.action.startsWith('partner-key.') || e.actor.kind !== 'staff'),
    ).toBe(true);
  });

  it('exports the same filter as CSV', async () => {
    const res = await call('GET', 'audit.csv?actor=admin&action=coupon.', 'support');
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => `${r['Action']} ${r['Target']}`)).toEqual([
      'coupon.expired WINTER12',
      'coupon.created SPRING',
      'coupon.created WINTER12',
    ]);
    expect(rows.every((r) => r['Actor'] === 'admin')).toBe(true);
  });

  it('offers no route to change an entry, and the database refuses', async () => {
    for (const method of ['PUT', 'DELETE'] as const)
      expect((await call(method, 'audit', 'admin')).statusCode).toBe(404);
    await expect(db().execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'x'))).toEqual([]);
  });
});
