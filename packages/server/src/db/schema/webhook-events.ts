import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Payment-provider events already handled, so a redelivery is ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});
