import { z } from 'zod';
import { percentOf } from './money';

/** A coupon code as typed by a visitor: trimmed, upper-cased (codes are case-insensitive). */
export const CouponCodeSchema = z
  .string()
  .trim()
  .max(32, 'Coupon codes are at most 32 characters')
  .regex(/^[A-Za-z0-9-]*$/, 'Coupon codes contain only letters, digits and hyphens')
  .transform((code) => code.toUpperCase());
export type CouponCode = z.infer<typeof CouponCodeSchema>;

/** A coupon's effect on a total: the discount and what is left to pay, both in pence. */
export type CouponEffect = { discount: number; total: number };

/** Percent off a parking total, rounded to the nearest penny (product rules: CAP15 is 7.5%). */
export function applyCoupon(totalPence: number, percentOff: number): CouponEffect {
  const discount = Math.min(totalPence, percentOf(totalPence, percentOff));
  return { discount, total: totalPence - discount };
}
