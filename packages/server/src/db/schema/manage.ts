import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { type BookingDetailsColumn, bookings } from './bookings';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A booking's history and its money (docs/product-rules.md#amend-and-cancel): one row per event the
 * traveller sees. `amount` is money taken (+) or given back (−) in pence; a refund row is `pending`
 * until the payment provider accepted it, and carries the idempotency key it is asked with. An event
 * with an email records when the transport accepted it (one email per event, even across crashes).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    at: ts('at').notNull(),
    /** Insertion order (events written in one instant keep their order). */
    seq: serial('seq').notNull(),
    kind: text('kind', { enum: ['amended', 'amend-pending', 'cancelled', 'refunded', 'payment'] }).notNull(),
    /** Plain words for the history ("Dates changed: …"); never contact details. */
    summary: text('summary').notNull(),
    amount: integer('amount'),
    /** What a payment or refund was for. */
    cause: text('cause', { enum: ['amendment', 'cancellation'] }),
    /** For a payment: the checkout session it came from; for a refund: the session it goes back to. */
    sessionId: text('session_id'),
    /** `failed` after the provider refused it (shown, retried by staff); never reported as done. */
    refundStatus: text('refund_status', { enum: ['pending', 'done', 'failed'] }),
    refundId: text('refund_id'),
    emailSentAt: ts('email_sent_at'),
    /** Who did it: `traveller`, `staff`, `operator` or `system` (null on rows written before issue 24: the traveller). */
    actorKind: text('actor_kind'),
    /** The console user id when a staff member or operator did it. */
    actorId: text('actor_id'),
    /** Why, for a staff action: the fixed reason and the free text (`reason: text`). */
    reason: text('reason'),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

/** The stay and details an amendment moves a booking to. */
export type AmendedStay = {
  entryDate: string;
  entryTime: string;
  exitDate: string;
  exitTime: string;
  noOfVehicles: number;
  days: number;
  subtotal: number;
  discount: number;
  amount: number;
  details: BookingDetailsColumn;
};

/**
 * An amendment that costs more waits here for its payment: the extra spaces are held meanwhile
 * (`pending`), then it is `applied` when paid or `expired` (spaces given back) when its checkout ends.
 */
export const bookingAmendments = pgTable(
  'booking_amendments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status', { enum: ['pending', 'applied', 'expired'] }).notNull(),
    stay: jsonb('stay').$type<AmendedStay>().notNull(),
    /** Per-day change in spaces held for this amendment (positive days are held while pending). */
    deltas: jsonb('deltas').$type<Record<string, number>>().notNull(),
    difference: integer('difference').notNull(),
    sessionId: text('session_id').unique(),
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: ts('hold_expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The booking's version it was priced against: applying it fails if another change came first. */
    baseVersion: integer('base_version').notNull(),
  },
  (t) => [
    index('booking_amendments_status_idx').on(t.status, t.holdExpiresAt),
    // Support's booking page reads a booking's amendments by its id (issue 24).
    index('booking_amendments_booking_idx').on(t.bookingId),
  ],
);

/** Failed look-ups by reference and client (docs/product-rules.md#amend-and-cancel): they slow that client down. */
export const lookupFailures = pgTable(
  'lookup_failures',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    /** A hash of the client's address (never the address itself). */
    client: text('client').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('lookup_failures_ref_idx').on(t.reference, t.at),
    index('lookup_failures_client_idx').on(t.client, t.at),
  ],
);
