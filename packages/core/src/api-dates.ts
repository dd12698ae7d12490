import { z } from 'zod/mini';
import { addDays, isIsoDate } from './calendar';

/**
 * The years any date the API takes may fall in (docs/product-rules.md#limits-and-rates): wide enough for every
 * route's own range (stays a year ahead, reports and retention years back), and narrow enough that date
 * arithmetic never writes a year it cannot read back (`9999-12-31` plus a day is `+010000-01-01`).
 */
export const FIRST_API_YEAR = 2000;
export const LAST_API_YEAR = 2100;

// The year bounds live in the pattern, so the OpenAPI document shows them; the calendar check (no 30
// February) does not fit a pattern and is a refinement beside it.
const DAY_PATTERN = /^(?:20\d\d|2100)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const DAY_MESSAGE = 'Use a real date written YYYY-MM-DD, for example 2026-11-01';
const YEARS_MESSAGE = `Use a date from ${FIRST_API_YEAR} to ${LAST_API_YEAR}`;

/** The message for a day refused by the pattern: the years when only they are wrong, else `message`. */
const dayError = (message: string) => (issue: { input?: unknown }) => {
  const year = /^(\d{4})-\d\d-\d\d$/.exec(String(issue.input))?.[1];
  return year && (Number(year) < FIRST_API_YEAR || Number(year) > LAST_API_YEAR) ? YEARS_MESSAGE : message;
};

/**
 * A London day as the API takes it: a real calendar date written `YYYY-MM-DD`, in the years 2000 to 2100
 * (`format: date` and the pattern in the OpenAPI document). `message` names the field for the form that
 * shows it. Each route keeps its own range rule on top (a report's 366 days, search's horizon).
 */
export const isoDay = (message = DAY_MESSAGE) =>
  z.stringFormat('date', DAY_PATTERN, { error: dayError(message) }).check(z.refine(isIsoDate, message));

/** One end of a `from`/`to` range of days, its message naming which. */
export const rangeDay = (what: 'from' | 'to') => isoDay(`Enter the ${what} date as YYYY-MM-DD, for example 2026-11-01`);

/** {@link isoDay} with its standard message. */
export const IsoDaySchema = isoDay();

/**
 * An instant as the API takes it: ISO 8601 with its offset (`Z` or `+01:00`), a four-digit year from 2000
 * to 2100, so an expanded year (`+020260-01-01`) or a year no database column holds is a 400.
 */
export const isoInstant = (message = 'Enter a date and time') =>
  z.iso
    .datetime({ offset: true, error: message })
    .check(
      z.refine((s) => Number(s.slice(0, 4)) >= FIRST_API_YEAR && Number(s.slice(0, 4)) <= LAST_API_YEAR, YEARS_MESSAGE),
    );

/**
 * A range's `to` on or after its `from` when both are given: a reversed range is a 400 naming `to`, not
 * an empty answer.
 */
export const fromNotAfterTo = (message = 'The to date must be on or after the from date') =>
  z.refine<{ from?: string | undefined; to?: string | undefined }>((q) => !q.from || !q.to || q.from <= q.to, {
    message,
    path: ['to'],
  });

/** How many London days a report's range covers when its query leaves both ends out: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The London days a `from`/`to` query covers (each end a {@link rangeDay}, in order by {@link fromNotAfterTo}):
 * both ends as given; one end and the `days` days from or up to it; neither, the `days` days up to `today`.
 * The console's reports, earnings and funnel read their ranges through it.
 */
export function dayRange(
  q: { from?: string | undefined; to?: string | undefined },
  today: string,
  days = DEFAULT_RANGE_DAYS,
): { from: string; to: string } {
  const to = q.to ?? (q.from ? addDays(q.from, days - 1) : today);
  return { from: q.from ?? addDays(to, -(days - 1)), to };
}
