import { type ConsoleMe, type ConsoleOrganization, roleAtLeast } from '@parking/core';

/** One screen of the console's navigation. */
export type ConsolePage = { to: string; label: string };

const HOME: ConsolePage = { to: '/console', label: 'Home' };
const BOARD: ConsolePage = { to: '/console/board', label: 'Day board' };
const CALENDAR: ConsolePage = { to: '/console/calendar', label: 'Rate calendar' };
const CAR_PARK: ConsolePage = { to: '/console/car-park', label: 'Car park' };
const REPORTS: ConsolePage = { to: '/console/reports', label: 'Reports' };
const NOTIFICATIONS: ConsolePage = { to: '/console/notifications', label: 'Notifications' };
const KEYS: ConsolePage = { to: '/console/keys', label: 'Widget keys' };
const CONFIGURE: ConsolePage = { to: '/console/configure', label: 'Configure' };
const EARNINGS: ConsolePage = { to: '/console/earnings', label: 'Earnings' };
const FUNNEL: ConsolePage = { to: '/console/funnel', label: 'Funnel' };
const API_KEYS: ConsolePage = { to: '/console/api-keys', label: 'API keys' };
const PARTNERS: ConsolePage = { to: '/console/partners', label: 'Partners' };
const BOOKINGS: ConsolePage = { to: '/console/bookings', label: 'Bookings' };
const MESSAGES: ConsolePage = { to: '/console/messages', label: 'Messages' };
const DATA_REQUESTS: ConsolePage = { to: '/console/data-requests', label: 'Data requests' };
const OPERATORS: ConsolePage = { to: '/console/operators', label: 'Operators' };
const COUPONS: ConsolePage = { to: '/console/coupons', label: 'Coupons' };
const REVIEWS: ConsolePage = { to: '/console/reviews', label: 'Reviews' };
const MEMBERS: ConsolePage = { to: '/console/members', label: 'Members' };
const AUDIT: ConsolePage = { to: '/console/audit', label: 'Audit log' };
const ACCOUNT: ConsolePage = { to: '/console/account', label: 'Account' };

/** The lowest role that manages people (members and invitations), by kind (server: services/accounts/roles.ts). */
const MANAGES_MEMBERS = { operator: 'manager', partner: 'owner', staff: 'admin' } as const;
/** The lowest role that reads the audit log, by kind (its route: modules/console-audit). */
const READS_AUDIT = { operator: 'manager', partner: 'owner', staff: 'support' } as const;

/** Whether the member's role in `org` can invite, change roles and remove members. */
export const canManageMembers = (org: ConsoleOrganization) =>
  roleAtLeast(org.kind, org.role, MANAGES_MEMBERS[org.kind]);

/** Whether the member's role in `org` can read its audit log. */
export const canReadAudit = (org: ConsoleOrganization) => roleAtLeast(org.kind, org.role, READS_AUDIT[org.kind]);

/**
 * Staff who have not added a passkey yet: the server refuses them every staff route (403
 * PASSKEY_REQUIRED), so the console shows only their account page until they add one.
 */
export const needsPasskey = (me: ConsoleMe) => me.passkeyRequired && !me.hasPasskey;

/**
 * The screens `me` can use, in navigation order: the organisation's screens by role (none without an
 * active organisation, or for staff without a passkey), and always their account. Every operator member
 * runs the day board, reads the rate calendar and the car park settings (owners and managers change them), the reports
 * and the booking notifications' delivery log. Every partner member manages its widget keys, configures the
 * widget, reads its earnings and funnel and its reporting API keys; staff approve partners. Every member sees
 * who else is in the organisation; roles that cannot change members get the list read-only, with why.
 */
export function pagesFor(me: ConsoleMe): ConsolePage[] {
  const org = me.active;
  if (!org || needsPasskey(me)) return [ACCOUNT];
  const operator = org.kind === 'operator' ? [BOARD, CALENDAR, CAR_PARK, REPORTS, NOTIFICATIONS] : [];
  const partner = org.kind === 'partner' ? [KEYS, CONFIGURE, EARNINGS, FUNNEL, API_KEYS] : [];
  const admin = org.kind === 'staff' && roleAtLeast('staff', org.role, 'admin') ? [OPERATORS, COUPONS, REVIEWS] : [];
  const staff = org.kind === 'staff' ? [BOOKINGS, MESSAGES, DATA_REQUESTS, PARTNERS, ...admin] : [];
  return [HOME, ...operator, ...partner, ...staff, MEMBERS, ...(canReadAudit(org) ? [AUDIT] : []), ACCOUNT];
}
