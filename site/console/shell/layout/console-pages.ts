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

/** Whether the member's role in `org` can invite, change roles and remove members (core's `MANAGES_MEMBERS`). */
export const canManageMembers = (org: ConsoleOrganization) => allows({ kind: 'any', role: MANAGES_MEMBERS }, org);

/**
 * Staff who have not added a passkey yet: the server refuses them every staff route (403
 * PASSKEY_REQUIRED), so the console shows only their account page until they add one.
 */
export const needsPasskey = (me: ConsoleMe) => me.passkeyRequired && !me.hasPasskey;

/**
 * The screens `me` can use, in the access table's order (packages/core/src/console/screens.ts): the rows
 * the navigation lists whose kind and lowest role the active organisation meets, the test the server makes
 * before each route; none but their account without an active organisation, or for staff without a passkey.
 */
export function screensFor(me: ConsoleMe): ConsoleScreen[] {
  const org = me.active;
  if (!org || needsPasskey(me)) return [consoleScreen('any/account')];
  return CONSOLE_SCREENS.filter((screen) => screen.nav && allows(screen.access, org));
}

/** The navigation's entries for `me`: {@link screensFor} as links. */
export function pagesFor(me: ConsoleMe): ConsolePage[] {
  return screensFor(me).map((screen) => ({ to: screen.path, label: screen.label }));
}
