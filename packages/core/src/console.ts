import { z } from 'zod/mini';
import { fromNotAfterTo, rangeDay } from './api-dates';

/**
 * The console's wire shapes (issue 21): who is signed in, in which organisation and role, the home
 * page's figures per kind and the audit log. The server's console routes answer with them and the
 * console pages parse with them, so both sides agree by construction.
 */

/** What an organisation is: a car-park operator, a partner embedding the widget, or our own staff. */
export const ORGANIZATION_KINDS = ['operator', 'partner', 'staff'] as const;
export const OrganizationKindSchema = z.enum(ORGANIZATION_KINDS);
export type OrganizationKind = z.infer<typeof OrganizationKindSchema>;

/** The roles each kind of organisation has, highest first (the same list the server's access control uses). */
export const ROLES_BY_KIND = {
  operator: ['owner', 'manager', 'desk'],
  partner: ['owner', 'member'],
  staff: ['admin', 'support'],
} as const satisfies Record<OrganizationKind, readonly string[]>;

/** Any role of any kind. */
export type ConsoleRole = (typeof ROLES_BY_KIND)[OrganizationKind][number];
export const ConsoleRoleSchema = z.enum(['owner', 'manager', 'desk', 'member', 'admin', 'support']);

/** The roles of one kind of organisation. */
export type RoleOf<K extends OrganizationKind> = (typeof ROLES_BY_KIND)[K][number];

/** The lowest role allowed in each kind, for a route every kind may call with different rights. */
export type LowestRoleByKind = { [K in OrganizationKind]: RoleOf<K> };

/**
 * Who may call a console route, declared in its route config (`config: { console: … }`): one kind of
 * organisation and the lowest role of that kind allowed; every kind (`'any'`) with every role (`'any'`)
 * or with the lowest role of each kind; or `'signed-in'` for any session, member of an organisation or not.
 */
export type ConsoleAccess =
  | { [K in OrganizationKind]: { kind: K; role: RoleOf<K> } }[OrganizationKind]
  | { kind: 'any'; role: 'any' | LowestRoleByKind }
  | 'signed-in';

/**
 * True when `role` is `lowest` or above it in `kind`'s order; false for a role the kind does not have.
 * The server refuses with it (403) and the console hides the buttons a role cannot use.
 */
export function roleAtLeast(kind: OrganizationKind, role: string, lowest: string): boolean {
  const order: readonly string[] = ROLES_BY_KIND[kind];
  const at = order.indexOf(role);
  const needed = order.indexOf(lowest);
  return at !== -1 && needed !== -1 && at <= needed;
}

/** One organisation the signed-in user belongs to, with their role in it. */
export const ConsoleOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: OrganizationKindSchema,
  role: ConsoleRoleSchema,
});
export type ConsoleOrganization = z.infer<typeof ConsoleOrganizationSchema>;

/**
 * `GET /api/v1/console/me`: the user, every organisation they belong to, the active one (null when they
 * belong to none), whether they have a passkey and whether they must enrol one (staff), and what the
 * console needs for the second factor (docs/product-rules.md, Console security).
 */
export const ConsoleMeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  organizations: z.array(ConsoleOrganizationSchema),
  active: z.nullable(ConsoleOrganizationSchema),
  hasPasskey: z.boolean(),
  passkeyRequired: z.boolean(),
  /** How this session was opened: by passkey, or by an emailed sign-in link. */
  signInMethod: z.enum(['passkey', 'link']),
  /**
   * A staff member with a passkey on a link session: the staff console answers 403 PASSKEY_SIGN_IN_REQUIRED,
   * so show only "Sign in with your passkey".
   */
  passkeySignInRequired: z.boolean(),
  /**
   * Until when (ISO 8601) the session's last passkey assertion lets a step-up action through without asking
   * again; null when the session has none. Past this, such an action answers 403 STEP_UP_REQUIRED.
   */
  stepUpFreshUntil: z.nullable(z.string()),
});
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

/** An operator's home: its car parks, and today's arrivals and returns across them (London day). */
export const OperatorHomeSchema = z.object({
  kind: z.literal('operator'),
  carParks: z.array(z.object({ id: z.string(), name: z.string(), airport: z.string() })),
  arrivalsToday: z.int(),
  returnsToday: z.int(),
});

/** A partner's home: its widget keys. */
export const PartnerHomeSchema = z.object({
  kind: z.literal('partner'),
  keys: z.array(z.object({ key: z.string(), name: z.string(), active: z.boolean() })),
});

/** Our staff's home: bookings made today (London day) and how many organisations there are. */
export const StaffHomeSchema = z.object({
  kind: z.literal('staff'),
  bookingsToday: z.int(),
  organizations: z.int(),
});

/** `GET /api/v1/console/home`: the active organisation's figures, by its kind. */
export const ConsoleHomeSchema = z.discriminatedUnion('kind', [OperatorHomeSchema, PartnerHomeSchema, StaffHomeSchema]);
export type ConsoleHome = z.infer<typeof ConsoleHomeSchema>;

/** One field's change: before and after, or only `changed` for a traveller's personal field. */
export const AuditChangeSchema = z.object({
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  changed: z.optional(z.literal(true)),
});

/** One audit log entry as the console shows it; `actor.name` is the member's name when known. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['member', 'staff', 'traveller', 'system']),
    id: z.nullable(z.string()),
    name: z.nullable(z.string()),
  }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  changes: z.record(z.string(), AuditChangeSchema),
  requestId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const auditFilters = {
  action: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  actor: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  from: z.optional(rangeDay('from')),
  to: z.optional(rangeDay('to')),
  before: z.optional(z.string().check(z.regex(/^\d{1,18}$/, 'Not a page cursor'))),
};

/**
 * `GET /api/v1/console/audit` (and `audit.csv`) filters: `action` matches from the start (`member`
 * finds `member.invited`), `actor` is a user id, `from`/`to` are London days (both included), and
 * `before` is the `next` cursor of the previous page.
 */
export const AuditQuerySchema = z.object(auditFilters).check(fromNotAfterTo());
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** A page of the audit log, newest first; `next` is the `before` of the following page, null at the end. */
export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), next: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof AuditPageSchema>;
