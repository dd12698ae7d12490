import {
  CONSOLE_SCREENS,
  type ConsoleMe,
  type ConsoleOrganization,
  type ConsoleScreen,
  MANAGES_MEMBERS,
  allows,
  consoleScreen,
} from '@parking/core';

/** One screen of the console's navigation. */
export type ConsolePage = { to: string; label: string };

const pageOf = (screen: ConsoleScreen): ConsolePage => ({ to: screen.path, label: screen.label });
const ACCOUNT = pageOf(consoleScreen('any/account'));

/** Whether the member's role in `org` can invite, change roles and remove members (core's `MANAGES_MEMBERS`). */
export const canManageMembers = (org: ConsoleOrganization) => allows({ kind: 'any', role: MANAGES_MEMBERS }, org);

/** Whether the member's role in `org` can read its audit log (the access table's `any/audit` row). */
export const canReadAudit = (org: ConsoleOrganization) => allows(consoleScreen('any/audit').access, org);

/**
 * Staff who have not added a passkey yet: the server refuses them every staff route (403
 * PASSKEY_REQUIRED), so the console shows only their account page until they add one.
 */
export const needsPasskey = (me: ConsoleMe) => me.passkeyRequired && !me.hasPasskey;

/**
 * The screens `me` can use, in navigation order: the access table's navigation rows (core's
 * `CONSOLE_SCREENS`, the same rows the server's routes reference) that the active organisation's kind and
 * the member's role allow; none without an active organisation, or for staff without a passkey, but always
 * their account. Every member sees who else is in the organisation; roles that cannot change members get
 * the list read-only, with why.
 */
export function pagesFor(me: ConsoleMe): ConsolePage[] {
  const org = me.active;
  if (!org || needsPasskey(me)) return [ACCOUNT];
  return CONSOLE_SCREENS.filter((screen) => screen.nav && allows(screen.access, org)).map(pageOf);
}
