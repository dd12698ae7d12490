import { boolean, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { airports } from './airports';

/** Parking providers; prices are integer pence per day, `spacesPerDay` is the default daily capacity. */
export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey(),
    airportId: text('airport_id')
      .notNull()
      .references(() => airports.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['meet-greet', 'park-ride'] }).notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    pricePerDay: integer('price_per_day').notNull(),
    originalPrice: integer('original_price'),
    features: jsonb('features').$type<string[]>().notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    imageUrl: text('image_url').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    arrivalInstructions: jsonb('arrival_instructions').$type<string[]>().notNull(),
    returnInstructions: jsonb('return_instructions').$type<string[]>().notNull(),
    spacesPerDay: integer('spaces_per_day').notNull(),
  },
  (t) => [index('providers_airport_idx').on(t.airportId)],
);
