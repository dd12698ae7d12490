import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { providers } from './providers';

/**
 * The rate calendar: spaces, price and close-out per provider per calendar day. A row appears the first
 * time a day is booked or edited (until then the provider's `spacesPerDay` and `pricePerDay` apply). The
 * CHECK is the last line of defence against overselling.
 */
export const providerDays = pgTable(
  'provider_days',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Price per vehicle for this day, in pence; null means the car park's standard `pricePerDay`. */
    pricePerDay: integer('price_per_day'),
    /** Closed by the operator: nothing new is booked on it, and a cancellation never reopens it. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.day] }),
    check('provider_days_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check('provider_days_price_positive', sql`${t.pricePerDay} IS NULL OR ${t.pricePerDay} > 0`),
  ],
);
