import { z } from 'zod/mini';
import { fromNotAfterTo, rangeDay } from '../../api-dates';
import { daysBetween } from '../../calendar';

/**
 * A partner's earnings (issue 23): the bookings that came through its widget keys, the commission on
 * each, monthly statements and the reporting API's server keys. The console page, its CSV, the
 * reporting API and the staff statements all use these shapes and these rules, so they agree.
 */

/** The longest range one earnings report covers (a leap year, both ends included). */
export const MAX_EARNINGS_DAYS = 366;

/** What happens to a booking's commission: `pending` until the stay ends, then `approved`, then `paid`. */
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'declined'] as const;
export const CommissionStatusSchema = z.enum(COMMISSION_STATUSES);
export type CommissionStatus = z.infer<typeof CommissionStatusSchema>;

/** Why no commission is due: the traveller cancelled, or the money went back in full. */
export const DeclineReasonSchema = z.enum(['cancelled', 'refunded']);
export type DeclineReason = z.infer<typeof DeclineReasonSchema>;

/** A booking's commission: its amount in pence, its status and (declined only) the reason. */
export const CommissionSchema = z.object({
  amount: z.int(),
  status: CommissionStatusSchema,
  reason: z.nullable(DeclineReasonSchema),
});
export type Commission = z.infer<typeof CommissionSchema>;

/** The booking facts commission is judged on (a paid booking's money, stay and statement). */
export type CommissionFacts = {
  status: 'pending' | 'confirmed' | 'expired' | 'cancelled' | 'refunded';
  test: boolean;
  /** Null: no commission (a test key, or a key without terms). */
  commissionBps: number | null;
  /** Everything the traveller paid, in pence (0 when never paid). */
  paid: number;
  /** Everything given back, in pence. */
  refunded: number;
  /** The stay's last London day (YYYY-MM-DD). */
  exitDate: string;
  /** The amount frozen on a paid statement, or null when the booking is on none. */
  statementAmount: number | null;
};

/** Money kept on a booking: paid less refunded, never below nothing. */
export function netPaid(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

/** round(net × bps / 10000): a partial refund reduces it in proportion; nothing without a rate. */
export function commissionAmount(net: number, commissionBps: number | null): number {
  if (commissionBps === null || net <= 0) return 0;
  return Math.round((net * commissionBps) / 10_000);
}

/** The statement month of a stay: the London month of its exit date (`YYYY-MM`). */
export function statementMonthOf(exitDate: string): string {
  return exitDate.slice(0, 7);
}

/**
 * A booking's commission on London day `today`: paid once on a paid statement (its frozen amount);
 * declined, with nothing due, when cancelled or refunded in full; approved once the stay has ended
 * (exit date before today); pending before. Test bookings and bookings never paid earn nothing.
 */
export function commissionOf(b: CommissionFacts, today: string): Commission {
  if (b.statementAmount !== null) return { amount: b.statementAmount, status: 'paid', reason: null };
  if (b.status === 'cancelled') return { amount: 0, status: 'declined', reason: 'cancelled' };
  const net = netPaid(b.paid, b.refunded);
  if (b.status === 'refunded' || (b.paid > 0 && net === 0))
    return { amount: 0, status: 'declined', reason: 'refunded' };
  const amount = b.test ? 0 : commissionAmount(net, b.commissionBps);
  return { amount, status: b.exitDate < today ? 'approved' : 'pending', reason: null };
}

/**
 * `GET /api/v1/console/partner/earnings` (and `.csv`): bookings made on London days `from` to `to`
 * (the last 30 days when left out), through one key (`key`, its id) or all, `live` (default) or `test`.
 */
export const EarningsQuerySchema = z
  .object({
    from: z.optional(rangeDay('from')),
    to: z.optional(rangeDay('to')),
    key: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    mode: z._default(z.enum(['live', 'test']), 'live'),
  })
  .check(
    fromNotAfterTo(),
    z.refine((q) => !q.from || !q.to || q.from > q.to || daysBetween(q.from, q.to) < MAX_EARNINGS_DAYS, {
      message: `A report covers at most ${MAX_EARNINGS_DAYS} days`,
      path: ['to'],
    }),
  );
export type EarningsQuery = z.infer<typeof EarningsQuerySchema>;

/** One booking as a partner sees it: never the traveller's name, email, phone or registration. */
export const EarningsBookingSchema = z.object({
  reference: z.string(),
  /** When it was made (ISO instant) and its London day. */
  bookedAt: z.string(),
  bookedDate: z.string(),
  airport: z.string(),
  carPark: z.string(),
  entryDate: z.string(),
  exitDate: z.string(),
  /** Paid and refunded, in pence. */
  paid: z.int(),
  refunded: z.int(),
  status: z.enum(['confirmed', 'cancelled', 'refunded']),
  commission: CommissionSchema,
  /** The statement month its commission belongs to (`YYYY-MM`, the stay's exit month). */
  statementMonth: z.string(),
  key: z.object({ id: z.string(), name: z.string() }),
});
export type EarningsBooking = z.infer<typeof EarningsBookingSchema>;

/** Commission in pence by status. */
export const CommissionTotalsSchema = z.object({
  pending: z.int(),
  approved: z.int(),
  paid: z.int(),
  declined: z.int(),
});
export type CommissionTotals = z.infer<typeof CommissionTotalsSchema>;

/** One London month of bookings made: how many, what they paid net of refunds, commission by status. */
export const EarningsMonthSchema = z.object({
  month: z.string(),
  bookings: z.int(),
  paid: z.int(),
  commission: CommissionTotalsSchema,
});
export type EarningsMonth = z.infer<typeof EarningsMonthSchema>;

/** `GET /api/v1/console/partner/earnings`: the range, the organisation's keys, totals by month, bookings. */
export const EarningsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  mode: z.enum(['live', 'test']),
  keys: z.array(z.object({ id: z.string(), name: z.string(), mode: z.enum(['live', 'test']) })),
  months: z.array(EarningsMonthSchema),
  bookings: z.array(EarningsBookingSchema),
});
export type EarningsReport = z.infer<typeof EarningsReportSchema>;

/** Totals by the London month each booking was made, oldest first. */
export function monthTotals(bookings: readonly EarningsBooking[]): EarningsMonth[] {
  const months = new Map<string, EarningsMonth>();
  for (const b of bookings) {
    const month = b.bookedDate.slice(0, 7);
    const m = months.get(month) ?? {
      month,
      bookings: 0,
      paid: 0,
      commission: { pending: 0, approved: 0, paid: 0, declined: 0 },
    };
    m.bookings += 1;
    m.paid += netPaid(b.paid, b.refunded);
    m.commission[b.commission.status] += b.commission.amount;
    months.set(month, m);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** `GET /api/v1/partner/bookings`: a page of live bookings; `nextCursor` is null on the last page. */
export const PartnerBookingsPageSchema = z.object({
  bookings: z.array(EarningsBookingSchema),
  nextCursor: z.nullable(z.string()),
});
export type PartnerBookingsPage = z.infer<typeof PartnerBookingsPageSchema>;

// The statements, server keys and reporting API query live beside this file; core's index exports this one.
export * from './earnings-statements';
