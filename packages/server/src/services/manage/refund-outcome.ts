/**
 * Whether a provider's error is a refusal (the refund will not happen however often it is asked: Stripe's
 * 4xx, e.g. a charge already refunded or disputed) rather than an outage or a timeout, which the job retries.
 * A refusal is recorded `failed` and shown; support retries it by hand (docs/product-rules.md#amend-and-cancel).
 */
export function isRefusal(err: unknown): boolean {
  const status = err && typeof err === 'object' && 'statusCode' in err ? Number(err.statusCode) : NaN;
  // 409 (an idempotent request still running) and 429 (rate limited) pass with time: retried.
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/**
 * The idempotency key of a refund event's next attempt. The first attempts are `refund-<event id>` (a crash
 * or a timeout asks again with the same key, so the provider refunds once); after a refusal, support's retry
 * numbers the key (`refund-<event id>-r<n>`), because the provider replays a refused key's refusal, and a
 * refused refund moved no money.
 */
export function refundKeyOf(eventId: string, refundId: string | null): string {
  const retry = refundId?.startsWith('failed-') ? Number(refundId.slice('failed-'.length)) : 0;
  return retry > 0 ? `refund-${eventId}-r${retry}` : `refund-${eventId}`;
}

/** What a refusal leaves on the event's `refund_id` until it is done: how many refusals so far. */
export function refusedMarker(refundId: string | null): string {
  const before = refundId?.startsWith('failed-') ? Number(refundId.slice('failed-'.length)) : 0;
  return `failed-${before + 1}`;
}
