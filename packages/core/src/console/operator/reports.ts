import { z } from 'zod/mini';
import { fromNotAfterTo, rangeDay } from '../../api-dates';
import { daysBetween } from '../../calendar';

/**
 * The operator's reports (issue 22): occupancy per day, and bookings and revenue by channel, for one
 * car park over a range of London days. `GET /api/v1/console/reports` answers with these shapes, the
 * reports page parses with them, and `reports.csv` writes the same figures.
 */

/** The longest range one report covers (a leap year, both ends included). */
export const MAX_REPORT_DAYS = 366;

/**
 * `GET /api/v1/console/reports` (and `reports.csv`) query: `carPark` is one of the organisation's car
 * parks (its first by name when left out); `from` and `to` are London days, both included, at most
 * {@link MAX_REPORT_DAYS} apart (the last 30 days to today when left out).
 */
export const ReportsQuerySchema = z
  .object({
    carPark: z.optional(z.string().check(z.trim(), z.minLength(1, 'Choose a car park'), z.maxLength(100))),
    from: z.optional(rangeDay('from')),
    to: z.optional(rangeDay('to')),
  })
  .check(
    fromNotAfterTo(),
    z.refine((q) => !q.from || !q.to || q.from > q.to || daysBetween(q.from, q.to) < MAX_REPORT_DAYS, {
      message: `A report covers at most ${MAX_REPORT_DAYS} days`,
      path: ['to'],
    }),
  );
export type ReportsQuery = z.infer<typeof ReportsQuerySchema>;

/** One day's occupancy: vehicles booked in, the spaces there were, and whether it was closed. */
export const OccupancyDaySchema = z.object({
  date: z.string(),
  booked: z.int(),
  capacity: z.int(),
  closed: z.boolean(),
});
export type OccupancyDay = z.infer<typeof OccupancyDaySchema>;

/**
 * One channel's figures over the range, by creation date: bookings confirmed and still active,
 * those cancelled after confirmation, and revenue, the money kept (paid less refunded) on both, in pence.
 */
export const ChannelFiguresSchema = z.object({
  channel: z.string(),
  bookings: z.int(),
  cancelled: z.int(),
  revenue: z.int(),
});
export type ChannelFigures = z.infer<typeof ChannelFiguresSchema>;

/** `GET /api/v1/console/reports`: the car park, the range, occupancy per day and figures by channel. */
export const ReportSchema = z.object({
  carPark: z.object({ id: z.string(), name: z.string(), airport: z.string() }),
  from: z.string(),
  to: z.string(),
  days: z.array(OccupancyDaySchema),
  channels: z.array(ChannelFiguresSchema),
});
export type Report = z.infer<typeof ReportSchema>;

/** A day's occupancy as a whole percentage (0 when it had no spaces). */
export function occupancyPercent(day: Pick<OccupancyDay, 'booked' | 'capacity'>): number {
  return day.capacity > 0 ? Math.round((day.booked / day.capacity) * 100) : 0;
}

/** The channels' figures added up. */
export function reportTotals(channels: readonly ChannelFigures[]): Omit<ChannelFigures, 'channel'> {
  return channels.reduce(
    (sum, c) => ({
      bookings: sum.bookings + c.bookings,
      cancelled: sum.cancelled + c.cancelled,
      revenue: sum.revenue + c.revenue,
    }),
    { bookings: 0, cancelled: 0, revenue: 0 },
  );
}
