import { addDays, daysBetween, minutesOf } from './calendar';

/** The wall-clock bounds of a stay: dates `yyyy-MM-dd`, times `HH:mm`, London. */
export type Stay = { entryDate: string; entryTime: string; exitDate: string; exitTime: string };

/**
 * Chargeable days (docs/product-rules.md#quotes-and-prices): calendar days from drop-off to pick-up, plus one when the pick-up
 * time is later than the drop-off time; at least 1. Counted on the calendar, never in elapsed hours,
 * so a clock change cannot add or remove a day.
 */
export function chargeableDays(stay: Stay): number {
  const days = daysBetween(stay.entryDate, stay.exitDate);
  const extra = minutesOf(stay.exitTime) > minutesOf(stay.entryTime) ? 1 : 0;
  return Math.max(1, days + extra);
}

/**
 * The calendar date each chargeable day is priced on (docs/product-rules.md#quotes-and-prices): the
 * i-th chargeable day is drop-off date + i. So a stay is charged for each night's start from the
 * drop-off date, and for the pick-up date only when the pick-up time is later than the drop-off time
 * (the "plus one" of `chargeableDays`); a same-day stay is its drop-off date. Always within `stayDates`.
 */
export function chargeableDates(stay: Stay): string[] {
  return Array.from({ length: chargeableDays(stay) }, (_, i) => addDays(stay.entryDate, i));
}

/** Every calendar date a stay occupies a space, drop-off date to pick-up date inclusive. */
export function stayDates(stay: Stay): string[] {
  const count = daysBetween(stay.entryDate, stay.exitDate);
  return Array.from({ length: count + 1 }, (_, i) => addDays(stay.entryDate, i));
}

/** True when pick-up comes after drop-off (same day: a later time). */
export function isPickUpAfterDropOff(stay: Stay): boolean {
  if (stay.exitDate !== stay.entryDate) return stay.exitDate > stay.entryDate;
  return minutesOf(stay.exitTime) > minutesOf(stay.entryTime);
}
