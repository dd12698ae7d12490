/**
 * The moments a keyed booking can crash between (docs/architecture.md#one-booking-per-key): inside its
 * transaction, just after the commit, before its answer is stored, after. Tests stop a request at each one.
 */
export const IDEMPOTENCY_POINTS = ['before-commit', 'after-commit', 'before-answer', 'after-answer'] as const;
export type IdempotencyPoint = (typeof IDEMPOTENCY_POINTS)[number];
/** Called at each point; the real app passes none (a local test server may pause there to be killed). */
export type IdempotencyFault = (point: IdempotencyPoint) => Promise<void>;
