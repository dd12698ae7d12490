import { TZDate } from '@date-fns/tz';

/** The time zone every date and time in the product is read in (docs/product-rules.md#search-rules: London wall clock). */
export const LONDON_TZ = 'Europe/London';

/** A moment as a London wall clock: `date` is `yyyy-MM-dd`, `time` is `HH:mm`. */
export type LondonNow = { date: string; time: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written `yyyy-MM-dd` (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d;
}

/** True for a 24-hour `HH:mm` time. */
export function isHhMm(value: string): boolean {
  return HH_MM.test(value);
}

// Calendar arithmetic runs on UTC epoch days so the host's own zone and DST can never shift a date.
function epochDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDay(date) + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** Minutes since midnight of an `HH:mm` time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

// Intl already knows London's offsets; a formatting library would add ~5 KB to the partner bundle. The
// formatter is made on first use, so loading core costs no Intl start-up.
let londonClock: Intl.DateTimeFormat | undefined;

/** The London wall clock at an instant. The instant is injected so rules never read the system clock. */
export function londonNow(instant: Date): LondonNow {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  londonClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const { type, value } of londonClock.formatToParts(instant)) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** True when the London wall-clock time exists on that date (01:00–01:59 does not on a spring-forward day). */
export function londonWallTimeExists(date: string, time: string): boolean {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const tz = new TZDate(y, mo - 1, d, h, mi, LONDON_TZ);
  return tz.getHours() === h && tz.getMinutes() === mi && tz.getDate() === d;
}

/** The instant a London wall-clock date and time stands for. */
export function londonInstant(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, LONDON_TZ).getTime());
}

/** `yyyy-MM-dd` → `dd-mm-yyyy`, the format the UI shows (docs/product-rules.md#routes-and-screens). */
export function toDisplayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A London wall-clock date (and time) in words, with the weekday: "Tue 1 Dec 2026" or "Tue 1 Dec 2026,
 * 06:30". Summaries, emails and deadlines all use it, so a traveller reads one style everywhere.
 */
export function toLongDate(date: string, time?: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  const day = `${weekday} ${d} ${MONTHS[m - 1]!} ${y}`;
  return time === undefined ? day : `${day}, ${time}`;
}

/** An instant as London wall-clock words with the weekday, e.g. a deadline: "Sun 29 Nov 2026, 06:30". */
export function toLongLondonTime(instant: Date): string {
  const { date, time } = londonNow(instant);
  return toLongDate(date, time);
}
