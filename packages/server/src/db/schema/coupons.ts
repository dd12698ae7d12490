import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Discount codes (stored upper-case; visitors' codes are matched case-insensitively). */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  /** Percent off in basis points (7.5% = 750) so the arithmetic stays in integers. */
  percentBasisPoints: integer('percent_basis_points').notNull(),
  activeFrom: timestamp('active_from', { withTimezone: true, mode: 'date' }).notNull(),
  /** Null: no end date. */
  activeUntil: timestamp('active_until', { withTimezone: true, mode: 'date' }),
  /** At most this many bookings (pending or paid, not expired or cancelled) may use it; null: no cap. */
  maxUses: integer('max_uses'),
});
