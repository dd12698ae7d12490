import { and, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, coupons } from '../db/schema/index';
type Reader = Pick<Db, 'select'>;

/**
 * The bookings that hold a use of a code at `now`: paid, or pending within their hold (an expired or
 * cancelled one gives its use back). A test key's booking takes no use, as it takes no space.
 */
const holdingUse = (now: Date) =>
  and(
    eq(bookings.test, false),
    or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now))),
  );

/** Uses held now, by code (codes with none are absent). */
export async function activeUsesOf(db: Reader, codes: readonly string[], now: Date): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: bookings.couponCode, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.couponCode, [...codes]), holdingUse(now)))
    .groupBy(bookings.couponCode);
  return new Map(rows.map((r) => [r.code!, Number(r.n)]));
}

/** Why a code is refused: unknown or outside its window, or every use taken. */
export type CouponRefusal = 'invalid' | 'used-up';

/**
 * The code's percent off at `now`, or why it is refused. With `lock`, the coupon row is locked
 * (`FOR UPDATE`) first, so two bookings racing for its last use count one after the other.
 */
export async function couponState(
  db: Reader,
  code: string,
  now: Date,
  lock = false,
): Promise<{ percentOff: number } | { refused: CouponRefusal }> {
  const query = db
    .select({ code: coupons.code, bp: coupons.percentBasisPoints, maxUses: coupons.maxUses })
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code.trim().toUpperCase()),
        lte(coupons.activeFrom, now),
        or(isNull(coupons.activeUntil), gt(coupons.activeUntil, now)),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { refused: 'invalid' };
  // Counted only for a capped code: an uncapped one costs no read of the bookings.
  if (row.maxUses !== null) {
    const used = (await activeUsesOf(db, [row.code], now)).get(row.code) ?? 0;
    if (used >= row.maxUses) return { refused: 'used-up' };
  }
  return { percentOff: row.bp / 100 };
}
