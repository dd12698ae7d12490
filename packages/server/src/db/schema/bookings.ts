import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { airports } from './airports';
import { providers } from './providers';

/** Who is travelling and with what: the validated booking form, minus the stay itself. */
export type BookingDetailsColumn = {
  title?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicles: { registration: string; make: string; model: string; colour: string }[];
  outboundTerminal?: string;
  outboundFlight?: string;
  returnFlight?: string;
  passengers: number;
  marketingOptIn: boolean;
};

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Bookings: pending (spaces held) → confirmed, or expired/cancelled (spaces released); a payment that
 * lands after a release with the spaces gone → refunded.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'expired', 'cancelled', 'refunded'] }).notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    airportId: text('airport_id')
      .notNull()
      .references(() => airports.id),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    entryTime: text('entry_time').notNull(),
    exitDate: date('exit_date', { mode: 'string' }).notNull(),
    exitTime: text('exit_time').notNull(),
    // One name for the count everywhere (`noOfVehicles`, the criteria field); the column keeps its old name.
    noOfVehicles: integer('vehicle_count').notNull(),
    days: integer('days').notNull(),
    details: jsonb('details').$type<BookingDetailsColumn>().notNull(),
    email: text('email').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    amount: integer('amount').notNull(),
    couponCode: text('coupon_code'),
    /** The widget key the booking came through (its id: a rotation keeps the attribution). */
    partnerKeyId: text('partner_key_id'),
    /** The partner organisation that owned that key when the booking was made. */
    partnerOrgId: text('partner_org_id'),
    /** The embedding page's origin, for the partner's funnel (no path, no query). */
    partnerOrigin: text('partner_origin'),
    /** The partner's commission rate when the booking was made, in basis points (null: no commission). */
    commissionBps: integer('commission_bps'),
    /** Made through a test key: demo checkout only, no capacity, no operator, no commission. */
    test: boolean('test').notNull().default(false),
    paymentProvider: text('payment_provider').notNull(),
    sessionId: text('session_id').unique(),
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: ts('hold_expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    releasedAt: ts('released_at'),
    /** Set only after the mail transport accepted the confirmation (a crash before that resends it). */
    emailSentAt: ts('email_sent_at'),
    /** When the payment provider reported the payment (Stripe webhook or demo Pay). */
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
    /** The provider's refund id (Stripe `re_…`; the demo checkout records its own). */
    refundId: text('refund_id'),
    refundEmailSentAt: ts('refund_email_sent_at'),
    /** Set once the transport accepted the invitation to review the stay (sent after pick-up). */
    reviewInviteSentAt: ts('review_invite_sent_at'),
    /** Bumped by every amendment and cancellation: a change priced on an older version is refused. */
    version: integer('version').notNull().default(0),
    /** Demo data written by the seed (past completed stays and their reviews), never a real traveller. */
    seeded: boolean('seeded').notNull().default(false),
    /** Set when the traveller's personal fields were erased (on request, or by the retention job). */
    anonymisedAt: ts('anonymised_at'),
  },
  (t) => [
    index('bookings_status_hold_idx').on(t.status, t.holdExpiresAt),
    index('bookings_provider_status_idx').on(t.providerId, t.status),
    // The operator's day board and home figures: a car park's arrivals or returns on one day.
    index('bookings_provider_entry_idx').on(t.providerId, t.entryDate),
    index('bookings_provider_exit_idx').on(t.providerId, t.exitDate),
    // A partner's report: its bookings by creation time.
    index('bookings_partner_org_created_idx').on(t.partnerOrgId, t.createdAt),
    // Support's booking search without search text: newest first, keyset pages (issue 24).
    index('bookings_created_id_idx').on(t.createdAt, t.id),
    // A capped coupon's uses are counted in the booking transaction (issue 24): only bookings with a code.
    index('bookings_coupon_code_idx')
      .on(t.couponCode)
      .where(sql`${t.couponCode} is not null`),
    // The sweeper's review-invite check, every minute on every node: only the few bookings still due.
    index('bookings_review_due_idx')
      .on(t.exitDate)
      .where(
        sql`${t.status} = 'confirmed' and ${t.seeded} = false and ${t.test} = false and ${t.reviewInviteSentAt} is null`,
      ),
  ],
);
