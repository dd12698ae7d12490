import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Idempotency-Key claims of POST /bookings: the request hash and, once done, the answer to replay. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response'),
  /** When the key was claimed (or a lapsed claim taken over): the lease runs from here. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
