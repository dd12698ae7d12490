import { z } from 'zod/mini';
import { fromNotAfterTo, isoDay } from '../../api-dates';

/**
 * A partner's monthly statements and the reporting API's own shapes (issue 23; the bookings themselves
 * are `EarningsBookingSchema` in partner-earnings.ts, the server keys partner-api-keys.ts).
 */

/** A statement month, `YYYY-MM`. */
export const StatementMonthSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, for example 2026-11'));

/**
 * One month's statement: `open` (computed live: the approved commissions of stays that ended that
 * month) until staff mark it `paid`, which freezes its total and its bookings.
 */
export const StatementSchema = z.object({
  month: z.string(),
  /** Approved (open) or paid (frozen) commission, in pence. */
  total: z.int(),
  /** The bookings it covers. */
  bookings: z.int(),
  /** Commission of that month's stays not ended yet (open months only), in pence. */
  pending: z.int(),
  status: z.enum(['open', 'paid']),
  paidAt: z.nullable(z.string()),
});
export type Statement = z.infer<typeof StatementSchema>;

/** `GET …/statements`: newest month first. */
export const StatementsSchema = z.object({ statements: z.array(StatementSchema) });
export type Statements = z.infer<typeof StatementsSchema>;

/** The most bookings one reporting API page holds, and how many when `limit` is left out. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

const apiDay = isoDay('Give the date as YYYY-MM-DD, for example 2026-11-01');

/**
 * `GET /api/v1/partner/bookings`: live bookings made on London days `from` to `to` (each optional),
 * oldest first, `limit` a page (at most 100, 50 by default), `cursor` the previous page's `nextCursor`.
 */
export const PartnerBookingsQuerySchema = z
  .object({
    from: z.optional(apiDay),
    to: z.optional(apiDay),
    cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    limit: z._default(
      z.coerce
        .number()
        .check(
          z.int('The limit must be a whole number'),
          z.minimum(1, 'The limit is at least 1'),
          z.maximum(MAX_PAGE_SIZE, `The limit is at most ${MAX_PAGE_SIZE}`),
        ),
      DEFAULT_PAGE_SIZE,
    ),
  })
  .check(fromNotAfterTo());
export type PartnerBookingsQuery = z.infer<typeof PartnerBookingsQuerySchema>;
