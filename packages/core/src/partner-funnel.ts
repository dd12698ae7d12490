import { z } from 'zod/mini';

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
