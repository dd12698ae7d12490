import { z } from 'zod/mini';
import { type LondonNow, addDays, isIsoDate, londonWallTimeExists, minutesOf } from './calendar';
import { BOOKING_HORIZON_DAYS, MAX_STAY_DAYS } from './date-window';
import { daysBetween } from './calendar';
import { isSlotTime } from './time-slots';
import { POLICY } from './policy';

/** The alert an incomplete search form shows (docs/product-rules.md#search-rules). */
export const INCOMPLETE_SEARCH_MESSAGE = 'Please fill all the fields';

const requiredString = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

const isoDate = (message: string) =>
  requiredString(message).check(z.refine(isIsoDate, 'Use a date written as yyyy-mm-dd'));

const slotTime = (message: string) =>
  requiredString(message).check(z.refine(isSlotTime, 'Choose a time on a quarter hour, 00:00 to 23:45'));

/** The six search fields (docs/product-rules.md#search-form), checked for shape and for the rules that need no clock. */
export const SearchCriteriaSchema = z
  .object({
    airportId: requiredString('Choose an airport'),
    entryDate: isoDate('Choose a drop-off date'),
    entryTime: slotTime('Choose a drop-off time'),
    exitDate: isoDate('Choose a pick-up date'),
    exitTime: slotTime('Choose a pick-up time'),
    noOfVehicles: z._default(
      z.coerce
        .number({ error: 'Choose the number of vehicles' })
        .check(
          z.int('Choose the number of vehicles'),
          z.gte(1, 'At least 1 vehicle'),
          z.lte(POLICY.maxVehicles, `At most ${POLICY.maxVehicles} vehicles`),
        ),
      1,
    ),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (!isIsoDate(c.entryDate) || !isIsoDate(c.exitDate) || !isSlotTime(c.entryTime) || !isSlotTime(c.exitTime))
        return;
      if (!londonWallTimeExists(c.entryDate, c.entryTime)) {
        ctx.addIssue({
          code: 'custom',
          path: ['entryTime'],
          message: 'That time does not exist when the clocks go forward',
        });
      }
      if (!londonWallTimeExists(c.exitDate, c.exitTime)) {
        ctx.addIssue({
          code: 'custom',
          path: ['exitTime'],
          message: 'That time does not exist when the clocks go forward',
        });
      }
      const gap = daysBetween(c.entryDate, c.exitDate);
      if (gap < 0) {
        ctx.addIssue({ code: 'custom', path: ['exitDate'], message: 'Pick-up must be on or after the drop-off date' });
      } else if (gap > MAX_STAY_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['exitDate'],
          message: `Pick-up must be within ${MAX_STAY_DAYS} days of drop-off`,
        });
      } else if (gap === 0 && minutesOf(c.exitTime) <= minutesOf(c.entryTime)) {
        ctx.addIssue({ code: 'custom', path: ['exitTime'], message: 'Pick-up time must be after the drop-off time' });
      }
    }),
  );
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;
/** Criteria as they may arrive (vehicles optional, defaults to 1). */
export type SearchCriteriaInput = z.input<typeof SearchCriteriaSchema>;

/**
 * The full search rules at a given London "now": the clock-free rules plus a drop-off that is not in
 * the past and not beyond the booking horizon. Server and widget both validate with this.
 */
export function searchCriteriaSchemaAt(now: LondonNow, horizonDays: number = BOOKING_HORIZON_DAYS) {
  return SearchCriteriaSchema.check(
    z.superRefine((c, ctx) => {
      if (!isIsoDate(c.entryDate) || !isSlotTime(c.entryTime)) return;
      if (c.entryDate < now.date) {
        ctx.addIssue({ code: 'custom', path: ['entryDate'], message: 'Drop-off date cannot be in the past' });
      } else if (c.entryDate === now.date && minutesOf(c.entryTime) <= minutesOf(now.time)) {
        ctx.addIssue({ code: 'custom', path: ['entryTime'], message: 'That drop-off time has already passed' });
      } else if (c.entryDate > addDays(now.date, horizonDays)) {
        ctx.addIssue({
          code: 'custom',
          path: ['entryDate'],
          message: `Drop-off can be booked up to ${horizonDays} days ahead`,
        });
      }
    }),
  );
}
