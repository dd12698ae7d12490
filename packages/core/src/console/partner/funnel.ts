import { z } from 'zod/mini';
import { fromNotAfterTo, rangeDay } from '../../api-dates';
import { daysBetween } from '../../calendar';

/**
 * The widget's funnel (issue 23). The widget reports each step once per page view with
 * `navigator.sendBeacon('<api>/partner/events', JSON.stringify({ k, s }))`: a CORS-simple text/plain POST
 * (no preflight, no cookie), so the server also learns of an origin the key does not allow. The server
 * counts per London day, key and origin; it keeps no IP address beyond the rate limiter. Paid bookings
 * are counted from the bookings themselves, not reported by the widget.
 */
export const FUNNEL_STEPS = ['loaded', 'searched', 'results', 'step1'] as const;
export const FunnelStepSchema = z.enum(FUNNEL_STEPS);
export type FunnelStep = z.infer<typeof FunnelStepSchema>;

/** The body of `POST /api/v1/partner/events`: the public widget key and the step. Nothing else is accepted. */
export const FunnelEventSchema = z.strictObject({
  k: z.string().check(z.minLength(1), z.maxLength(100)),
  s: FunnelStepSchema,
});
export type FunnelEvent = z.infer<typeof FunnelEventSchema>;

/** The longest range one funnel view covers (a leap year, both ends included). */
export const MAX_FUNNEL_DAYS = 366;

/**
 * `GET /api/v1/console/partner/funnel` query: London days `from` to `to` (both included; the last 30 days
 * when left out), one key (its id; every key of the mode when left out) and the mode: live keys and live
 * bookings, or test keys and test bookings (never mixed).
 */
export const FunnelQuerySchema = z
  .object({
    from: z.optional(rangeDay('from')),
    to: z.optional(rangeDay('to')),
    key: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    mode: z._default(z.enum(['live', 'test']), 'live'),
  })
  .check(
    fromNotAfterTo(),
    z.refine((q) => !q.from || !q.to || q.from > q.to || daysBetween(q.from, q.to) < MAX_FUNNEL_DAYS, {
      message: `The funnel covers at most ${MAX_FUNNEL_DAYS} days`,
      path: ['to'],
    }),
  );
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;

/** The five steps' counts: four reported by the widget, and bookings paid (counted from the bookings). */
export const FunnelCountsSchema = z.object({
  loaded: z.int(),
  searched: z.int(),
  results: z.int(),
  step1: z.int(),
  paid: z.int(),
});
export type FunnelCounts = z.infer<typeof FunnelCountsSchema>;

/** The steps in order, paid last. */
export const FUNNEL_VIEW_STEPS = [...FUNNEL_STEPS, 'paid'] as const;

/** One London day's counts on one embedding page origin. */
export const FunnelDaySchema = z.extend(FunnelCountsSchema, { day: z.string() });
export type FunnelDay = z.infer<typeof FunnelDaySchema>;

/**
 * Each step as a percentage of the step before it (searched of loaded, …, paid of step 1), one decimal;
 * null where the step before counted nothing.
 */
export const FunnelConversionSchema = z.object({
  searched: z.nullable(z.number()),
  results: z.nullable(z.number()),
  step1: z.nullable(z.number()),
  paid: z.nullable(z.number()),
});
export type FunnelConversion = z.infer<typeof FunnelConversionSchema>;

/** One origin's days (those with any count), its totals and its conversion. */
export const FunnelOriginSchema = z.object({
  origin: z.string(),
  days: z.array(FunnelDaySchema),
  totals: FunnelCountsSchema,
  conversion: FunnelConversionSchema,
});
export type FunnelOrigin = z.infer<typeof FunnelOriginSchema>;

/** The answer: the range and mode, the keys of that mode to choose from, each origin, and the totals. */
export const FunnelViewSchema = z.object({
  from: z.string(),
  to: z.string(),
  mode: z.enum(['live', 'test']),
  /** The key shown (its id), or null for every key of the mode. */
  key: z.nullable(z.string()),
  keys: z.array(z.object({ id: z.string(), name: z.string() })),
  origins: z.array(FunnelOriginSchema),
  totals: FunnelCountsSchema,
  conversion: FunnelConversionSchema,
});
export type FunnelView = z.infer<typeof FunnelViewSchema>;

const percentOf = (n: number, of: number): number | null => (of === 0 ? null : Math.round((n / of) * 1000) / 10);

/** Each step as a percentage of the one before it. */
export function funnelConversion(c: FunnelCounts): FunnelConversion {
  return {
    searched: percentOf(c.searched, c.loaded),
    results: percentOf(c.results, c.searched),
    step1: percentOf(c.step1, c.results),
    paid: percentOf(c.paid, c.step1),
  };
}
