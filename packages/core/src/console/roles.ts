import { z } from 'zod/mini';

/**
 * Who is who in the console (issue 21): the kinds of organisation, their roles in order, and how a route
 * or screen says who may use it. The server's access checks and the console's navigation read these.
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
