import { z } from 'zod/mini';
import { percentOf } from './money';

/** A coupon code as typed by a visitor: trimmed, upper-cased (codes are case-insensitive). */
export const CouponCodeSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(32, 'Coupon codes are at most 32 characters'),
      z.regex(/^[A-Za-z0-9-]*$/, 'Coupon codes contain only letters, digits and hyphens'),
    ),
  z.transform((code: string) => code.toUpperCase()),
);
export type CouponCode = z.infer<typeof CouponCodeSchema>;

/** A coupon's effect on a total: the discount and what is left to pay, both in pence. */
export type CouponEffect = { discount: number; total: number };

/** Percent off a parking total, rounded to the nearest penny (docs/product-rules.md#quotes-and-prices: CAP15 is 7.5%). */
export function applyCoupon(totalPence: number, percentOff: number): CouponEffect {
  const discount = Math.min(totalPence, percentOf(totalPence, percentOff));
  return { discount, total: totalPence - discount };
}

/** Body of `POST /coupons/check`: the code as typed (trimmed and upper-cased; not empty). */
export const CouponCheckRequestSchema = z.object({
  code: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter a coupon code')), CouponCodeSchema),
});
export type CouponCheckRequest = z.input<typeof CouponCheckRequestSchema>;

/** What `POST /coupons/check` answers for an active code: the code and its percent off (7.5 for CAP15). */
export const CouponCheckSchema = z.object({ code: z.string(), percentOff: z.number().check(z.positive(), z.lte(100)) });
export type CouponCheck = z.infer<typeof CouponCheckSchema>;

/** The 200 answer of `POST /coupons/check`. */
export const CouponCheckResponseSchema = z.object({ data: CouponCheckSchema });
