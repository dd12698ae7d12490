import { pgTable, text } from 'drizzle-orm/pg-core';

/** Airports we sell parking at; `id` is the slug used in URLs ('luton'). */
export const airports = pgTable('airports', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  city: text('city').notNull(),
  country: text('country').notNull(),
});
