import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Widget keys (the table keeps its old name): the public key a partner page sends as X-Partner-Key and
 * the origins allowed to send it. Bookings reference `id`, never the key string, so a rotation (a new
 * `key`, the old one kept as `previous_key` until `previous_key_until`) keeps their attribution.
 */
export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** Origin patterns (docs/product-rules.md#partner-keys): exact, `https://*.example.com`, `http://localhost:*`. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
  /** False once revoked (`revoked_at` says when). */
  active: boolean('active').notNull().default(true),
  /** The partner organisation that owns the key (null only for a key not yet claimed). */
  organizationId: text('organization_id').references(() => organizations.id),
  /** `test` bookings are marked TEST, pay through the demo checkout, hold no capacity, reach no operator. */
  mode: text('mode', { enum: ['test', 'live'] })
    .notNull()
    .default('live'),
  createdAt: at('created_at').notNull().defaultNow(),
  /** The key string before the last rotation, still accepted until `previous_key_until`. */
  previousKey: text('previous_key').unique(),
  previousKeyUntil: at('previous_key_until'),
  revokedAt: at('revoked_at'),
  /** Suspended by our staff: refused like a revoked key until lifted (unlike revocation, reversible). */
  suspendedAt: at('suspended_at'),
});

/** A partner organisation's terms: commission rate and whether staff approved it for live keys. */
export const partnerAccounts = pgTable('partner_accounts', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Commission in basis points of what the traveller paid, net of refunds (800 = 8%). */
  commissionBps: integer('commission_bps').notNull().default(800),
  /** The site the partner signed up with (shown to staff approving it). */
  website: text('website'),
  liveRequestedAt: at('live_requested_at'),
  liveApprovedAt: at('live_approved_at'),
  /** The staff user who approved live keys. */
  liveApprovedBy: text('live_approved_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A month's statement of approved commissions, frozen with its lines when staff mark it paid. */
export const partnerStatements = pgTable(
  'partner_statements',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`: the London month in which the stays ended. */
    month: text('month').notNull(),
    totalPence: integer('total_pence').notNull(),
    paidAt: at('paid_at').notNull(),
    paidBy: text('paid_by').notNull(),
  },
  (t) => [index('partner_statements_org_month_idx').on(t.organizationId, t.month)],
);

/** One booking's commission on a paid statement (a booking is paid on one statement at most). */
export const partnerStatementItems = pgTable('partner_statement_items', {
  bookingId: text('booking_id').primaryKey(),
  statementId: text('statement_id')
    .notNull()
    .references(() => partnerStatements.id, { onDelete: 'cascade' }),
  amountPence: integer('amount_pence').notNull(),
});

/** The widget's funnel, counted per London day, key, embedding page origin and step: no IP, no cookie. */
export const partnerFunnel = pgTable(
  'partner_funnel',
  {
    day: date('day', { mode: 'string' }).notNull(),
    keyId: text('key_id').notNull(),
    origin: text('origin').notNull(),
    /** `loaded`, `searched`, `results`, `step1` (paid is counted from bookings). */
    step: text('step').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.keyId, t.origin, t.step] })],
);

/** Origins refused for a key, so the partner sees why its page shows nothing. */
export const partnerRefusals = pgTable(
  'partner_refusals',
  {
    keyId: text('key_id').notNull(),
    origin: text('origin').notNull(),
    count: integer('count').notNull().default(0),
    firstSeen: at('first_seen').notNull(),
    lastSeen: at('last_seen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.origin] })],
);

/** Secret server keys for the reporting API: shown once, stored as a SHA-256 hash. */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the secret, to tell keys apart on the page. */
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    createdBy: text('created_by').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('partner_api_keys_org_idx').on(t.organizationId)],
);
