import { addDays, daysBetween } from './calendar';

/** Longest stay: a pick-up date at most this many days after drop-off (docs/product-rules.md#search-rules). */
export const MAX_STAY_DAYS = 45;
/** How far ahead a drop-off may be booked (docs/product-rules.md#search-rules). */
export const BOOKING_HORIZON_DAYS = 365;

/** An inclusive range of `yyyy-MM-dd` dates. */
export type DateRange = { min: string; max: string };

/**
 * Allowed drop-off dates: today (London) to the booking horizon, not bounded by an already chosen
 * drop-off date, which would stop a visitor moving the date earlier (docs/product-rules.md#search-rules).
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

/** After the drop-off date changes: must the chosen pick-up date be cleared? (docs/product-rules.md#search-rules) */
export function mustClearPickUp(entryDate: string, exitDate: string | undefined): boolean {
  if (exitDate === undefined) return false;
  const gap = daysBetween(entryDate, exitDate);
  return gap < 0 || gap > MAX_STAY_DAYS;
}
