import { z } from 'zod/mini';
import { fromNotAfterTo, isoDay } from '../../api-dates';
import { addDays, daysBetween } from '../../calendar';

/**
 * The operator's rate calendar (issue 22): per car park and London day, a price per vehicle, a capacity
 * and a close-out. `GET /api/v1/console/calendar` answers with these shapes, `PUT` takes a bulk edit,
 * and the calendar page parses and checks with the same schemas.
 */

/** The lowest operator role that edits the calendar (owners and managers); the desk reads it. */
export const EDITS_CALENDAR = 'manager';

/** The longest range one read answers (a quarter, so three months fit one request). */
export const CALENDAR_MAX_READ_DAYS = 92;
/** The longest range one bulk edit may change (a year and a day, so "the same day next year" fits). */
export const CALENDAR_MAX_EDIT_DAYS = 366;

const IsoDate = isoDay('Use a real date written YYYY-MM-DD, for example 2026-12-04');
const ordered = fromNotAfterTo('The end date must be on or after the start date');

/** Days from `from` to `to` inclusive. */
export const rangeLength = (from: string, to: string): number => daysBetween(from, to) + 1;

/** Every date from `from` to `to` inclusive. */
export function datesFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, rangeLength(from, to)) }, (_, i) => addDays(from, i));
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** `GET /api/v1/console/calendar` query: one of the organisation's car parks and at most 92 days. */
export const CalendarQuerySchema = z
  .object({
    carPark: z.optional(z.string().check(z.trim(), z.minLength(1, 'Choose a car park'), z.maxLength(100))),
    from: IsoDate,
    to: IsoDate,
  })
  .check(
    ordered,
    z.refine((q) => q.from > q.to || rangeLength(q.from, q.to) <= CALENDAR_MAX_READ_DAYS, {
      message: `Ask for at most ${CALENDAR_MAX_READ_DAYS} days`,
      path: ['to'],
    }),
  );
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** Why a day cannot be booked, or null when it can. */
export const CalendarReasonSchema = z.nullable(z.enum(['Closed', 'Sold out', 'No price']));
export type CalendarReason = z.infer<typeof CalendarReasonSchema>;

/**
 * One London day of a car park: the price a stay pays for it (`pricePerDay`, the day's own or the
 * `standardPrice`), spaces (`capacity`, `booked`), the operator's close-out, and whether a stay over it
 * can be booked, with the reason when not.
 */
export const CalendarDaySchema = z.object({
  date: z.string(),
  pricePerDay: z.int(),
  standardPrice: z.int(),
  capacity: z.int(),
  booked: z.int(),
  closed: z.boolean(),
  bookable: z.boolean(),
  reason: CalendarReasonSchema,
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

/** `GET /api/v1/console/calendar`: the car park, London today (days before it cannot be edited) and the days. */
export const CalendarSchema = z.object({
  carPark: z.object({ id: z.string(), name: z.string(), airport: z.string() }),
  today: z.string(),
  days: z.array(CalendarDaySchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;

/** The day's reason a stay cannot be booked over it, in the order an operator acts on them. */
export function dayReason(day: Pick<CalendarDay, 'closed' | 'pricePerDay' | 'capacity' | 'booked'>): CalendarReason {
  if (day.closed) return 'Closed';
  if (day.pricePerDay <= 0) return 'No price';
  return day.booked >= day.capacity ? 'Sold out' : null;
}

/**
 * `PUT /api/v1/console/calendar`: set the price per vehicle (pence), the capacity and/or the close-out on
 * every day from `from` to `to` whose ISO weekday (1 Monday … 7 Sunday) is listed. What is left out
 * stays as it is. The server also refuses past days and a capacity below a day's booked spaces.
 */
export const CalendarEditSchema = z
  .object({
    carPark: z.string().check(z.trim(), z.minLength(1, 'Choose a car park'), z.maxLength(100)),
    from: IsoDate,
    to: IsoDate,
    weekdays: z
      .array(z.int().check(z.gte(1), z.lte(7)))
      .check(z.minLength(1, 'Choose at least one weekday'), z.maxLength(7)),
    pricePerDay: z.optional(
      z.int('Use whole pence').check(z.gt(0, 'The price must be more than £0.00'), z.lte(1_000_000)),
    ),
    capacity: z.optional(
      z.int('Use a whole number of spaces').check(z.gte(0, 'Capacity cannot be negative'), z.lte(100_000)),
    ),
    closed: z.optional(z.boolean()),
  })
  .check(
    ordered,
    z.refine((e) => e.from > e.to || rangeLength(e.from, e.to) <= CALENDAR_MAX_EDIT_DAYS, {
      message: `Change at most ${CALENDAR_MAX_EDIT_DAYS} days at once`,
      path: ['to'],
    }),
    z.refine((e) => e.pricePerDay !== undefined || e.capacity !== undefined || e.closed !== undefined, {
      message: 'Set a price, a capacity or open/close',
      path: ['pricePerDay'],
    }),
  );
export type CalendarEdit = z.infer<typeof CalendarEditSchema>;

/** Answer of the bulk edit: the days changed. */
export const CalendarEditedSchema = z.object({ changed: z.int() });
export type CalendarEdited = z.infer<typeof CalendarEditedSchema>;

/**
 * A price typed in pounds ("12", "12.5", "£12.50") as pence; `undefined` for anything else, including
 * a fraction of a penny ("12.345"), which the form refuses rather than rounds.
 */
export function poundsToPence(text: string): number | undefined {
  const match = /^£?\s*(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
