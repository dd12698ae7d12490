import {
  type ConsoleAccess,
  type ConsoleOrganization,
  type LowestRoleByKind,
  type OrganizationKind,
  type RoleOf,
  roleAtLeast,
} from './roles';

/**
 * The console's access table (docs/architecture.md, The console): every screen once, with the path the
 * console serves it at, the kind of organisation it belongs to and the lowest role that sees it. The
 * server's console routes reference a row for their access (a write may ask a higher role of the same
 * kind), and the console's navigation and home cards are derived from it, so the two cannot disagree.
 * `screen` is the folder the screen lives in on every layer: `site/console/<screen>/`,
 * `packages/server/src/modules/console/<screen>/` (where it has routes), `stories/console/<screen>/`.
 */
export const CONSOLE_SCREENS = [
  { screen: 'any/home', path: '/console', label: 'Home', access: { kind: 'any', role: 'any' }, nav: true },
  { screen: 'operator/board', path: '/console/board', label: 'Day board', access: operator('desk'), nav: true },
  {
    screen: 'operator/handover',
    path: '/console/handover/:reference',
    label: 'Handover',
    access: operator('desk'),
    nav: false,
  },
  {
    screen: 'operator/calendar',
    path: '/console/calendar',
    label: 'Rate calendar',
    access: operator('desk'),
    nav: true,
  },
  { screen: 'operator/car-park', path: '/console/car-park', label: 'Car park', access: operator('desk'), nav: true },
  { screen: 'operator/reports', path: '/console/reports', label: 'Reports', access: operator('desk'), nav: true },
  {
    screen: 'operator/notifications',
    path: '/console/notifications',
    label: 'Notifications',
    access: operator('desk'),
    nav: true,
  },
  { screen: 'partner/keys', path: '/console/keys', label: 'Widget keys', access: partner('member'), nav: true },
  { screen: 'partner/configure', path: '/console/configure', label: 'Configure', access: partner('member'), nav: true },
  { screen: 'partner/earnings', path: '/console/earnings', label: 'Earnings', access: partner('member'), nav: true },
  { screen: 'partner/funnel', path: '/console/funnel', label: 'Funnel', access: partner('member'), nav: true },
  { screen: 'partner/api-keys', path: '/console/api-keys', label: 'API keys', access: partner('member'), nav: true },
  { screen: 'staff/bookings', path: '/console/bookings', label: 'Bookings', access: staff('support'), nav: true },
  { screen: 'staff/messages', path: '/console/messages', label: 'Messages', access: staff('support'), nav: true },
  {
    screen: 'staff/data-requests',
    path: '/console/data-requests',
    label: 'Data requests',
    access: staff('support'),
    nav: true,
  },
  { screen: 'staff/partners', path: '/console/partners', label: 'Partners', access: staff('support'), nav: true },
  { screen: 'staff/operators', path: '/console/operators', label: 'Operators', access: staff('admin'), nav: true },
  { screen: 'staff/coupons', path: '/console/coupons', label: 'Coupons', access: staff('admin'), nav: true },
  { screen: 'staff/reviews', path: '/console/reviews', label: 'Reviews', access: staff('admin'), nav: true },
  {
    screen: 'any/members',
    path: '/console/members',
    label: 'Members',
    access: { kind: 'any', role: 'any' },
    nav: true,
  },
  {
    screen: 'any/audit',
    path: '/console/audit',
    label: 'Audit log',
    access: { kind: 'any', role: { operator: 'manager', partner: 'owner', staff: 'support' } },
    nav: true,
  },
  { screen: 'any/account', path: '/console/account', label: 'Account', access: 'signed-in', nav: true },
] as const satisfies readonly ConsoleScreen[];

/**
 * The lowest role, by kind, that changes members on the Members screen (invites, changes roles, removes):
 * every member reads the list (`any/members`), these roles change it (better-auth's organisation roles,
 * packages/server/src/services/accounts/roles.ts, give them the member and invitation permissions).
 */
export const MANAGES_MEMBERS = {
  operator: 'manager',
  partner: 'owner',
  staff: 'admin',
} as const satisfies LowestRoleByKind;

/** One row of the access table. */
export type ConsoleScreen = {
  /** `<audience>/<screen>`: the folder name on every layer. */
  screen: `${OrganizationKind | 'any'}/${string}`;
  /** The console path the screen is served at. */
  path: string;
  /** Its name in the navigation and on home cards. */
  label: string;
  /** Who sees it: the kind of organisation and the lowest role (routes may ask more for a write). */
  access: ConsoleAccess;
  /** Whether the navigation lists it (a screen opened from another, like one booking, is not listed). */
  nav: boolean;
};

/** A screen's id, `<audience>/<screen>`. */
export type ConsoleScreenId = (typeof CONSOLE_SCREENS)[number]['screen'];

function operator(role: 'owner' | 'manager' | 'desk') {
  return { kind: 'operator', role } as const;
}
function partner(role: 'owner' | 'member') {
  return { kind: 'partner', role } as const;
}
function staff(role: 'admin' | 'support') {
  return { kind: 'staff', role } as const;
}

/** The access table's row for `id`. */
export function consoleScreen(id: ConsoleScreenId): ConsoleScreen {
  const row = CONSOLE_SCREENS.find((s) => s.screen === id);
  if (!row) throw new Error(`No console screen ${id}`);
  return row;
}

/** The screens of one kind of organisation (not `any/…`), whose routes may ask another role of that kind. */
type KindScreen = Extract<(typeof CONSOLE_SCREENS)[number], { access: { kind: OrganizationKind } }>;
/** The ids of the screens of one kind. */
export type KindScreenId = KindScreen['screen'];
/** The kind of organisation screen `S` belongs to. */
type KindOf<S extends KindScreenId> = Extract<KindScreen, { screen: S }>['access']['kind'];

/**
 * A console route's access (`config: { console: screenAccess('operator/car-park') }`): the screen's row,
 * or another role of the same kind, e.g. a write that asks more (`screenAccess('operator/car-park',
 * 'manager')`). The role is typed to the screen's kind, so a route cannot leave the kind its screen
 * belongs to. Routes that serve no screen (who is signed in, step-up) declare their access themselves.
 */
export function screenAccess<S extends KindScreenId>(id: S, role?: RoleOf<KindOf<S>>): ConsoleAccess {
  const { access } = consoleScreen(id) as { access: { kind: OrganizationKind; role: string } };
  return { kind: access.kind, role: role ?? access.role } as ConsoleAccess;
}

/**
 * Whether a member with role `org.role` in `org` (null: signed in without an organisation) may use
 * `access`: the same test the server's tenancy hook makes before a console route's handler runs.
 */
export function allows(access: ConsoleAccess, org: ConsoleOrganization | null): boolean {
  if (access === 'signed-in') return true;
  if (!org) return false;
  if (access.kind === 'any') {
    return access.role === 'any' || roleAtLeast(org.kind, org.role, access.role[org.kind]);
  }
  return access.kind === org.kind && roleAtLeast(org.kind, org.role, access.role);
}
