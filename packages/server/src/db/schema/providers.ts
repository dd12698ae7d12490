import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { airports } from './airports';
import { organizations } from './auth';

/**
 * Parking providers; prices are integer pence per day, `spacesPerDay` is the default daily capacity.
 * Ratings are not stored here: they are computed from verified reviews (services/catalog.ts).
 */
export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey(),
    airportId: text('airport_id')
      .notNull()
      .references(() => airports.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['meet-greet', 'park-ride'] }).notNull(),
    pricePerDay: integer('price_per_day').notNull(),
    /** The provider's published drive-up price per day (pence): the only basis for a comparison price. */
    gatePricePerDay: integer('gate_price_per_day'),
    airportCharge: text('airport_charge', { enum: ['included', 'extra', 'none'] })
      .notNull()
      .default('none'),
    transferMinutes: integer('transfer_minutes').notNull().default(0),
    keepsKeys: boolean('keeps_keys').notNull().default(false),
    features: jsonb('features').$type<string[]>().notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    imageUrl: text('image_url').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    arrivalInstructions: jsonb('arrival_instructions').$type<string[]>().notNull(),
    returnInstructions: jsonb('return_instructions').$type<string[]>().notNull(),
    spacesPerDay: integer('spaces_per_day').notNull(),
    /** Where new, amended and cancelled bookings are emailed to the operator; null: the owners' addresses. */
    bookingsEmail: text('bookings_email'),
    /** The operator organisation that runs the car park; its members see its bookings and set its prices. */
    organizationId: text('organization_id').references(() => organizations.id),
    /** False once our staff deactivate the car park: gone from search, its bookings untouched. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('providers_airport_idx').on(t.airportId), index('providers_organization_idx').on(t.organizationId)],
);
