import { BookingRequestSchema } from '@parking/core';
import { z } from 'zod';
import { REQUIRED_HEADER } from '../../plugins/openapi-conventions';
import { withDatedCriteria } from '../../plugins/validation';

/** The booking body with the date rules of a search made at `now` (no bookings in the past). */
export const bookingRequestAt = withDatedCriteria(BookingRequestSchema);

/** Headers of POST /bookings. */
export const BookingHeadersSchema = z.object({
  /**
   * Required: a UUID chosen by the client; the same key returns the same booking. Optional to zod, so a
   * request without it gets the handler's `IDEMPOTENCY_KEY_REQUIRED`; required in the document.
   */
  'idempotency-key': z
    .string()
    .optional()
    .meta({ [REQUIRED_HEADER]: true }),
  /** Optional: the Idempotency-Key of an earlier attempt with a different draft; its unpaid hold is released. */
  'replaces-idempotency-key': z.string().optional(),
  /** The partner's public key when the booking comes through an embedded widget. */
  'x-partner-key': z.string().optional(),
});

/** A usable Idempotency-Key: a UUID or similar opaque token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
