import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { providers } from './providers';
import { bytea } from './bytea';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A vehicle handed to the operator (check-in) or back to the traveller (check-out), or a booking marked
 * no-show (`registration` is '' then): the record that settles a lost key, added mileage or a damage
 * claim. One of each kind per vehicle. `emailSentAt` is set once the transport accepted the traveller's email.
 */
export const handovers = pgTable(
  'handovers',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    kind: text('kind', { enum: ['check-in', 'check-out', 'no-show'] }).notNull(),
    registration: text('registration').notNull(),
    at: ts('at').notNull(),
    /** The console member who recorded it (their user id and the name shown then). */
    staffUserId: text('staff_user_id').notNull(),
    staffName: text('staff_name').notNull(),
    mileage: integer('mileage'),
    fuel: text('fuel', { enum: ['empty', 'quarter', 'half', 'three-quarters', 'full'] }),
    keyTag: text('key_tag'),
    bay: text('bay'),
    notes: text('notes'),
    createdAt: ts('created_at').notNull(),
    emailSentAt: ts('email_sent_at'),
  },
  (t) => [
    uniqueIndex('handovers_one_per_vehicle_idx').on(t.bookingId, t.kind, t.registration),
    index('handovers_provider_at_idx').on(t.providerId, t.at),
  ],
);

/** Up to 8 photos a handover: re-encoded, metadata stripped, at most 2,000 px; served only to the operator and staff. */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    id: text('id').primaryKey(),
    handoverId: text('handover_id')
      .notNull()
      .references(() => handovers.id),
    position: integer('position').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('handover_photos_handover_idx').on(t.handoverId, t.position)],
);

/** The car park's listing photos, as travellers see them (public), processed like handover photos. */
export const providerPhotos = pgTable(
  'provider_photos',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    position: integer('position').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    data: bytea('data').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('provider_photos_provider_idx').on(t.providerId, t.position)],
);
