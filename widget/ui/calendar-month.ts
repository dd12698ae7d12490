import { addDays } from '@parking/core';

/** Calendar arithmetic on `yyyy-MM-dd` strings: the wall date is all a date field needs, so no zone can shift it. */

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

/** Days in the month of `yyyy`/`month` (1-12). */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `iso` moved by whole months, the day clamped to the target month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** `yyyy-MM` of a date, for comparing months. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** 0 for Monday … 6 for Sunday (British weeks start on Monday). */
export function weekdayIndex(iso: string): number {
  const [y, m, d] = parts(iso);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The weeks of the month containing `iso`, Monday first; days of other months are null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const [y, m] = parts(iso);
  const first = `${y}-${pad(m)}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < daysInMonth(y, m); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The date clamped into `[min, max]`. */
export const clampDate = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);

const utc = (iso: string) => {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d));
};
// Made when a calendar first opens, not when the widget loads (Intl's start-up is costly on a phone).
let dayLabel: Intl.DateTimeFormat | undefined;
let monthLabel: Intl.DateTimeFormat | undefined;

/** "Thursday 10 December 2026": the day button's name, which contains its visible number. */
export function formatDayLabel(iso: string): string {
  dayLabel ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayLabel.format(utc(iso));
}

/** "December 2026". */
export function formatMonthLabel(iso: string): string {
  monthLabel ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthLabel.format(utc(iso));
}

/** Weekday column headers, Monday first: short text, full name for assistive technology. */
export const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;
