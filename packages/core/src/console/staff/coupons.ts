import { z } from 'zod/mini';
import { isoInstant } from '../../api-dates';

/** A coupon as staff see it; `state` is worked out from its window now. */
export const StaffCouponSchema = z.object({
  code: z.string(),
  percent: z.number(),
  activeFrom: z.string(),
  activeUntil: z.nullable(z.string()),
  state: z.enum(['scheduled', 'active', 'expired']),
  /** Bookings made with it so far. */
  uses: z.int(),
  /** At most this many bookings may hold it at once (paid, or pending within their hold); null: no limit. */
  maxUses: z.nullable(z.int()),
  /** Bookings that count against `maxUses` now: paid, or pending within their hold (not test bookings). */
  activeUses: z.int(),
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;

/** `GET /api/v1/console/staff/coupons`: every coupon, newest window first. */
export const StaffCouponsSchema = z.object({ coupons: z.array(StaffCouponSchema) });
export type StaffCoupons = z.infer<typeof StaffCouponsSchema>;

const USES_MESSAGE = 'Enter a whole number of uses, 1 or more (empty: no limit)';

const instant = isoInstant();

/**
 * `POST /api/v1/console/staff/coupons`: a code (3 to 30 letters or digits, stored upper-case), percent off
 * (0.01 to 100, at most two decimals: the table keeps basis points), when it starts (default now) and
 * when it ends (none: until expired by hand), and how many bookings may use it (none: no limit).
 */
export const NewCouponSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{3,30}$/, 'Use 3 to 30 letters or digits, like WINTER10')),
  percent: z.number({ error: 'Enter a percentage from 0.01 to 100' }).check(
    z.refine((n) => n > 0 && n <= 100, { message: 'Enter a percentage from 0.01 to 100' }),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'Use at most two decimals' }),
  ),
  activeFrom: z.optional(instant),
  activeUntil: z.optional(z.nullable(instant)),
  maxUses: z.optional(
    z.nullable(
      z
        .int({ error: USES_MESSAGE })
        .check(z.gte(1, USES_MESSAGE), z.lte(1_000_000, 'Use a limit of at most 1,000,000 uses')),
    ),
  ),
});
export type NewCoupon = z.infer<typeof NewCouponSchema>;
