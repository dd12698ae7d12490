import { type LondonNow, londonWallTimeExists, minutesOf } from './calendar';

/** Minutes between two time slots (docs/product-rules.md#search-rules). */
export const SLOT_MINUTES = 15;

/** The 96 slots of a day, 00:00 to 23:45. */
export const ALL_TIME_SLOTS: readonly string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) => {
  const minutes = i * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** One option of a time dropdown. */
export type TimeSlot = { value: string; disabled: boolean };

/** True for `HH:mm` on a 15-minute boundary. */
export function isSlotTime(time: string): boolean {
  return ALL_TIME_SLOTS.includes(time);
}

/** The slots that exist on a London date: a spring-forward day has no 01:00–01:45. */
export function slotsOn(date: string): string[] {
  return ALL_TIME_SLOTS.filter((t) => londonWallTimeExists(date, t));
}

/** Drop-off slots for a date; on today's date the slots already past are disabled (docs/product-rules.md#search-rules). */
export function dropOffSlots(date: string, now: LondonNow): TimeSlot[] {
  const nowMinutes = minutesOf(now.time);
  return slotsOn(date).map((value) => ({
    value,
    disabled: date < now.date || (date === now.date && minutesOf(value) <= nowMinutes),
  }));
}

/** Pick-up slots for a date; on the drop-off date only times after the drop-off time are enabled. */
export function pickUpSlots(exitDate: string, entryDate: string, entryTime: string | undefined): TimeSlot[] {
  return slotsOn(exitDate).map((value) => ({
    value,
    disabled:
      exitDate < entryDate ||
      (exitDate === entryDate && entryTime !== undefined && minutesOf(value) <= minutesOf(entryTime)),
  }));
}
