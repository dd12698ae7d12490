import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { providers } from './providers';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What an operator is told about a booking: one row per new, amended or cancelled booking, written in the
 * same transaction as the change, so no change goes untold. `id` is the stable event id every delivery
 * carries (a receiver drops a repeat by it). `payload` is exactly what the operator receives.
 */
export const operatorEvents = pgTable(
  'operator_events',
  {
    id: text('id').primaryKey(),
    /** Insertion order: the live board and the delivery log read events after a known one. */
    seq: serial('seq').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    // The list is TypeScript's only (a text column, no CHECK): a new type needs no migration.
    type: text('type', {
      enum: ['booking.created', 'booking.amended', 'booking.cancelled', 'booking.refunded'],
    }).notNull(),
    createdAt: ts('created_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  // By car park for the live board and the delivery log; by booking for the staff booking page's emails.
  (t) => [
    index('operator_events_provider_seq_idx').on(t.providerId, t.seq),
    index('operator_events_booking_idx').on(t.bookingId),
  ],
);

/**
 * Each attempt to deliver an event on one channel: the delivery log the operator reads (status, the
 * receiver's response code, a short error) and the record that stops a second send after success. A failed
 * attempt is `retrying` while its job will try again, `failed` when none follows (services/operator-events).
 * Never a body: the body is the event's payload.
 */
export const operatorDeliveries = pgTable(
  'operator_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => operatorEvents.id),
    channel: text('channel', { enum: ['email', 'webhook'] }).notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: ['sending', 'delivered', 'retrying', 'failed'] }).notNull(),
    responseCode: integer('response_code'),
    error: text('error'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    /** The console member who asked for a redelivery; null for the automatic ones. */
    requestedBy: text('requested_by'),
  },
  (t) => [index('operator_deliveries_event_idx').on(t.eventId, t.channel, t.attempt)],
);

/**
 * A car park's webhook: an https URL to a public address, and the signing secret (HMAC-SHA256; shown to
 * the operator once, when made or rotated).
 */
export const providerWebhooks = pgTable('provider_webhooks', {
  providerId: text('provider_id')
    .primaryKey()
    .references(() => providers.id),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull(),
  rotatedAt: ts('rotated_at'),
  /** When the car park's owner was emailed that deliveries to this endpoint gave up; cleared by the next delivery. */
  failingNotifiedAt: ts('failing_notified_at'),
});
