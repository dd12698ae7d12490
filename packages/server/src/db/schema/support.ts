import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What support staff search bookings by, out of the booking's JSON: one row per normalised term
 * (reference, email, phone digits, name words and full name, registration without spaces). Kept by a
 * trigger on `bookings` (migration 0014), so every write path keeps it, and erasure empties it.
 */
export const bookingSearchTerms = pgTable(
  'booking_search_terms',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** `reference`, `email`, `phone`, `name` or `registration`. */
    kind: text('kind').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind, t.term] }),
    index('booking_search_terms_term_idx').on(t.term, t.kind),
  ],
);

/** Internal notes on a booking by our staff (never shown to the traveller). */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);
