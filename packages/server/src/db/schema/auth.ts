import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The tables better-auth reads and writes through its Drizzle adapter (services/accounts), with the
// fields its core and its organization plugin expect; the JS property names are the field names it uses.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person who signs in to the console: an operator's, a partner's or one of our staff. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A signed-in browser; its token is the session cookie's value. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The organisation the console shows, switched by the member. */
    activeOrganizationId: text('active_organization_id'),
    /** The last console request on this session: staff sessions end after 12 hours without one. */
    lastSeenAt: at('last_seen_at'),
    /** How the session was opened: `passkey` or `link` (null: before migration 0021, treated as `link`). */
    openedBy: text('opened_by', { enum: ['passkey', 'link'] }),
    /** The session's last passkey assertion (its passkey sign-in or a step-up): staff money and data actions need it fresh. */
    passkeyVerifiedAt: at('passkey_verified_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** How a user signs in (better-auth's "account": one row per provider; passkeys come later). */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

/** One-time values: a magic link's token (stored hashed), kept until used or expired. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** What an organisation is: a car-park operator, a partner embedding the widget, or our own staff. */
const ORGANIZATION_KINDS = ['operator', 'partner', 'staff'] as const;

/** An operator, a partner or our staff; members see and change only their own organisation's things. */
export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  kind: text('kind', { enum: ORGANIZATION_KINDS }).notNull(),
  createdAt: at('created_at').notNull(),
});

/** A user's membership of an organisation, with one role of that organisation's kind. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('organization_members_org_user_idx').on(t.organizationId, t.userId)],
);

/** An emailed invitation to join an organisation with a role: pending, accepted, rejected or canceled. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('pending'),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('organization_invitations_org_idx').on(t.organizationId)],
);

/**
 * Account emails waiting for the durable email job: sign-in links, invitations, an owner's notice that a
 * webhook is failing, a partner sign-up to confirm, and the security notices (a passkey added, every passkey
 * reset) whose link opens the console. The link is kept only until the message is sent, then cleared, so a
 * backup taken later holds no usable link.
 */
export const accountEmails = pgTable('account_emails', {
  id: text('id').primaryKey(),
  kind: text('kind', {
    enum: ['sign-in-link', 'invitation', 'webhook-failing', 'partner-confirmation', 'passkey-added', 'passkeys-reset'],
  }).notNull(),
  email: text('email').notNull(),
  link: text('link'),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
  sentAt: at('sent_at'),
});
