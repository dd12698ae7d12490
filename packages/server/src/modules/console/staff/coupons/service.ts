import type { NewCoupon, StaffCoupon } from '@parking/core';
import { count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { bookings, coupons } from '../../../../db/schema/index';
import { notFound, validationFailed } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { ServiceContext } from '../../../../services/context';
import { activeUsesOf } from '../../../../services/coupon-uses';
import { type AdminDeps, recordStaffChange } from '../../../../services/console/staff-changes';

type CouponRow = typeof coupons.$inferSelect;

function toStaff(row: CouponRow, uses: number, activeUses: number, now: Date): StaffCoupon {
  const state = row.activeFrom > now ? 'scheduled' : row.activeUntil && row.activeUntil <= now ? 'expired' : 'active';
  return {
    code: row.code,
    percent: row.percentBasisPoints / 100,
    activeFrom: row.activeFrom.toISOString(),
    activeUntil: row.activeUntil?.toISOString() ?? null,
    state,
    uses,
    maxUses: row.maxUses,
    activeUses,
  };
}

/** Bookings made with each code (whatever became of them). */
async function usesOf(ctx: ServiceContext, codes: string[]) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ code: bookings.couponCode, n: count() })
    .from(bookings)
    .where(inArray(bookings.couponCode, codes))
    .groupBy(bookings.couponCode);
  return new Map(rows.map((r) => [r.code!, Number(r.n)]));
}

/** Every coupon, the latest to start first (or the one `code` names). */
export async function listCoupons(ctx: ServiceContext, code?: string): Promise<StaffCoupon[]> {
  const rows = await ctx.db
    .select()
    .from(coupons)
    .where(code === undefined ? isNotNull(coupons.code) : eq(coupons.code, code))
    .orderBy(desc(coupons.activeFrom), coupons.code);
  const now = ctx.clock();
  const codes = rows.map((r) => r.code);
  const [uses, active] = [await usesOf(ctx, codes), await activeUsesOf(ctx.db, codes, now)];
  return rows.map((r) => toStaff(r, uses.get(r.code) ?? 0, active.get(r.code) ?? 0, now));
}

/**
 * A new code, with its limit of uses if any; 400 when the code exists or the window ends before it
 * starts. Audited in our log.
 */
export async function createCoupon(deps: AdminDeps, member: ConsoleMember, body: NewCoupon): Promise<StaffCoupon> {
  const now = deps.ctx.clock();
  const activeFrom = body.activeFrom ? new Date(body.activeFrom) : now;
  const activeUntil = body.activeUntil ? new Date(body.activeUntil) : null;
  if (activeUntil && activeUntil <= activeFrom) throw validationFailed({ activeUntil: 'End it after it starts' });
  const maxUses = body.maxUses ?? null;
  await deps.ctx.db.transaction(async (tx) => {
    const [taken] = await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, body.code));
    if (taken) throw validationFailed({ code: 'This code already exists' });
    const percentBasisPoints = Math.round(body.percent * 100);
    await tx.insert(coupons).values({ code: body.code, percentBasisPoints, activeFrom, activeUntil, maxUses });
    await recordStaffChange(deps, tx, member, {
      action: 'coupon.created',
      target: { type: 'coupon', id: body.code },
      fields: {
        percent: { before: null, after: body.percent },
        activeFrom: { before: null, after: activeFrom.toISOString() },
        activeUntil: { before: null, after: activeUntil?.toISOString() ?? null },
        maxUses: { before: null, after: maxUses },
      },
    });
  });
  return (await listCoupons(deps.ctx, body.code))[0]!;
}

/** Ends the coupon now: refused at checkout from this instant. Expiring an ended coupon changes nothing. */
export async function expireCoupon(deps: AdminDeps, member: ConsoleMember, code: string): Promise<StaffCoupon> {
  await deps.ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!row) throw notFound('Coupon');
    const now = deps.ctx.clock();
    if (row.activeUntil && row.activeUntil <= now) return;
    await tx.update(coupons).set({ activeUntil: now }).where(eq(coupons.code, code));
    await recordStaffChange(deps, tx, member, {
      action: 'coupon.expired',
      target: { type: 'coupon', id: code },
      fields: { activeUntil: { before: row.activeUntil?.toISOString() ?? null, after: now.toISOString() } },
    });
  });
  return (await listCoupons(deps.ctx, code))[0]!;
}
