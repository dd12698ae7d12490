/** How pg-boss retries a failed job (its job options, in seconds): the wait doubles from `retryDelay` up to `retryDelayMax`. */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: true; retryDelayMax: number };

/** Every job but a webhook delivery: from about 2 s to at most 10 min between attempts, about 27 min in all. */
export const RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 };

/**
 * An operator's webhook delivery: an endpoint can be down for a night, so from a few seconds (a blip, or our
 * own node restarting mid-delivery, is over at once) doubling to hourly, for at least 24 hours in all
 * (docs/product-rules.md, Operators); then the delivery has failed.
 */
export const WEBHOOK_RETRY: RetryPolicy = { retryLimit: 34, retryDelay: 2, retryBackoff: true, retryDelayMax: 3600 };

/** How a job retries: an operator's webhook delivery (`operator-notify` on its webhook channel) for a day, every other job `RETRY`. */
export const retryPolicyOf = (queue: string, channel: string | undefined): RetryPolicy =>
  queue === 'operator-notify' && channel === 'webhook' ? WEBHOOK_RETRY : RETRY;

/** The shortest and longest wait before one retry, in seconds. */
type Wait = { min: number; max: number };

/**
 * The waits pg-boss leaves before each retry of a job with `policy`: after the n-th failed run (n from 0),
 * `retryDelay × 2ⁿ × (1 + a random fraction)`, the power capped at 2¹⁵, the wait at `retryDelayMax` (its
 * `failJobs` plan). One entry per retry, `retryLimit` in all.
 */
export function retryWaits(policy: RetryPolicy): Wait[] {
  return Array.from({ length: policy.retryLimit }, (_, n) => {
    const base = Math.max(policy.retryDelay, 1) * 2 ** Math.min(15, n);
    return { min: Math.min(policy.retryDelayMax, base), max: Math.min(policy.retryDelayMax, 2 * base) };
  });
}
