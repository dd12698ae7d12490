import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from './auth';

/** Partners embedding the widget: a public key and the origins allowed to call the API with it. */
export const partners = pgTable('partners', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** Origin patterns; a trailing `:*` allows any port (`http://localhost:*`). */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  /** The partner organisation that owns the key (null only for a key not yet claimed). */
  organizationId: text('organization_id').references(() => organizations.id),
});
