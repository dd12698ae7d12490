import { BookingRequestSchema, type LondonNow, searchCriteriaSchemaAt } from '@parking/core';
import { z } from 'zod';

/** The booking body with the date rules of a search made at `now` (no bookings in the past). */
export function bookingRequestAt(now: LondonNow) {
  return BookingRequestSchema.superRefine((b, ctx) => {
    const dated = searchCriteriaSchemaAt(now).safeParse(b.criteria);
    if (dated.success) return;
    for (const issue of dated.error.issues)
      ctx.addIssue({ code: 'custom', path: ['criteria', ...issue.path], message: issue.message });
  });
}

/** Headers of POST /bookings. */
export const BookingHeadersSchema = z.object({
  /** Required: a UUID chosen by the client; the same key returns the same booking. */
  'idempotency-key': z.string().optional(),
  /** The partner's public key when the booking comes through an embedded widget. */
  'x-partner-key': z.string().optional(),
});

/** A usable Idempotency-Key: a UUID or similar opaque token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
