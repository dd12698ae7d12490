import { addDays, daysBetween } from './calendar';

/** Longest stay: a pick-up date at most this many days after drop-off (spec §5, §9). */
export const MAX_STAY_DAYS = 45;
/** How far ahead a drop-off may be booked (product rules). */
export const BOOKING_HORIZON_DAYS = 365;

/** An inclusive range of `yyyy-MM-dd` dates. */
export type DateRange = { min: string; max: string };

/**
 * Allowed drop-off dates: today (London) to the booking horizon. Product rules drop the spec's
 * "base date is the chosen drop-off date", which stopped a visitor moving the date earlier.
 */
export function dropOffRange(today: string, horizonDays: number = BOOKING_HORIZON_DAYS): DateRange {
  return { min: today, max: addDays(today, horizonDays) };
}

/** Allowed pick-up dates for a drop-off date: that date to 45 days after it. */
export function pickUpRange(entryDate: string): DateRange {
  return { min: entryDate, max: addDays(entryDate, MAX_STAY_DAYS) };
}

/** True when `date` lies inside `range`. */
export function inRange(date: string, range: DateRange): boolean {
  return date >= range.min && date <= range.max;
}

/** After the drop-off date changes: must the chosen pick-up date be cleared? (spec §4) */
export function mustClearPickUp(entryDate: string, exitDate: string | undefined): boolean {
  if (exitDate === undefined) return false;
  const gap = daysBetween(entryDate, exitDate);
  return gap < 0 || gap > MAX_STAY_DAYS;
}
