import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key claims of POST /bookings: the request hash, the booking the key stands for (written in the
 * booking's own transaction, so a crash can never leave a booking without its key) and, once done, the answer.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  /** The booking this key placed; null only on claims written by versions before it (docs/architecture.md). */
  bookingId: text('booking_id'),
  /** When the key was claimed (or a lapsed claim taken over): the lease runs from here. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
