import { z } from 'zod/mini';
import type { ApiFailure } from '../../api';
import { randomUuid } from '../../lib/uuid';
import { readStored, writeStored } from '../../shadow/storage';
import { ATTEMPT_KEY } from './booking-store';

const AttemptSchema = z.object({
  /** The request body as sent: the same body must go with the same key. */
  body: z.string(),
  key: z.string(),
  /** An earlier key whose pending booking the server releases when this one books. */
  replaces: z.optional(z.string()),
  /**
   * `sent`: no answer yet, or none we trust (network failure, proxy error): a booking may exist.
   * `created`: the server booked and holds spaces until `holdExpiresAt`.
   * `refused`: the server answered no and freed the key: no booking exists under it.
   */
  outcome: z.enum(['sent', 'created', 'refused']),
  holdExpiresAt: z.optional(z.string()),
});

/** One Place Booking request and what came of it: kept in this tab so a reload or Back cannot lose it. */
export type BookingAttempt = z.infer<typeof AttemptSchema>;

/** The last attempt of this tab, if any. */
export function loadAttempt(): BookingAttempt | undefined {
  const parsed = z.safeParse(AttemptSchema, readStored('session', ATTEMPT_KEY));
  return parsed.success ? parsed.data : undefined;
}

/** Keeps the attempt for this tab, replacing the last one: one booking is pending at a time. */
export function saveAttempt(attempt: BookingAttempt): void {
  writeStored('session', ATTEMPT_KEY, attempt);
}

const expired = (a: BookingAttempt, now: number) =>
  a.outcome === 'created' && a.holdExpiresAt !== undefined && Date.parse(a.holdExpiresAt) <= now;

/** The key whose booking may still hold spaces after `previous`, so the next booking can release it. */
function heldKey(previous: BookingAttempt, now: number): string | undefined {
  if (previous.outcome === 'refused') return previous.replaces;
  // The hold ran out: the server has freed its spaces (and the one it replaced went when it booked).
  if (expired(previous, now)) return undefined;
  return previous.key;
}

/**
 * The attempt for `body`: the same body reuses the stored key, so the server replays the same booking
 * and reference instead of holding spaces twice; a changed body gets a new key that replaces the key
 * still holding spaces. A refused key is not reused (nothing depends on it, and the server may refuse
 * it again), nor is a booking whose hold has ended: it could not be paid. `now` is real time in ms, as
 * the server's `holdExpiresAt` is (the payment step's countdown reads the same clock).
 */
export function nextAttempt(previous: BookingAttempt | undefined, body: string, now = Date.now()): BookingAttempt {
  if (previous && previous.body === body && previous.outcome !== 'refused' && !expired(previous, now)) return previous;
  const replaces = previous ? heldKey(previous, now) : undefined;
  return { body, key: randomUuid(), outcome: 'sent', ...(replaces ? { replaces } : {}) };
}

/**
 * The server answered and did not book: the key holds nothing. A 409 CONFLICT (the same key still in
 * progress) and a 5xx (possibly a proxy, after the server booked) leave it unknown.
 */
export function isRefusal(failure: ApiFailure): boolean {
  return failure.status >= 400 && failure.status < 500 && failure.code !== 'CONFLICT';
}
