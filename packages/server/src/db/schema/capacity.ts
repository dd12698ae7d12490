import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { providers } from './providers';

/**
 * Spaces per provider per calendar day. A row appears the first time a day is booked (until then the
 * provider's `spacesPerDay` applies). The CHECK is the last line of defence against overselling.
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
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.day] }),
    check('provider_days_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);
