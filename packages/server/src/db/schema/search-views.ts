import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per provider shown by a search; `viewer` hashes the criteria and client IP. */
export const searchViews = pgTable(
  'search_views',
  {
    id: serial('id').primaryKey(),
    providerId: text('provider_id').notNull(),
    viewer: text('viewer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('search_views_provider_time_idx').on(t.providerId, t.createdAt)],
);
