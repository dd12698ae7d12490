import { type ConsoleRole, type OrganizationKind, ROLES_BY_KIND } from '@parking/core';
import { APIError } from 'better-auth';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';

/**
 * The permissions better-auth's organization endpoints check (members, invitations, the organisation
 * itself); console routes add their own statements here as they come.
 */
export const accessControl = createAccessControl(defaultStatements);

// Who may manage members: owners and admins everything, managers people but not the organisation,
// everyone else nothing (they only read what their organisation owns).
const everything = accessControl.newRole(ownerAc.statements);
const people = accessControl.newRole({ member: adminAc.statements.member, invitation: adminAc.statements.invitation });
const nothing = accessControl.newRole(memberAc.statements);

/**
 * Every role, by name; a role name means the same permissions in every kind that has it. Which kind has
 * which roles is core's `ROLES_BY_KIND`, the list the console's access table reads too.
 */
export const roles = {
  owner: everything,
  manager: people,
  desk: nothing,
  member: nothing,
  admin: everything,
  support: nothing,
} satisfies Record<ConsoleRole, unknown>;

/** Refuses (400) a role the organisation's kind does not have, e.g. `desk` in a partner organisation. */
export function assertRoleOfKind(kind: unknown, role: string): void {
  const allowed = ROLES_BY_KIND[kind as OrganizationKind] as readonly string[] | undefined;
  for (const r of role.split(',')) {
    if (!allowed?.includes(r.trim()))
      throw new APIError('BAD_REQUEST', {
        message: `Role ${r.trim()} does not exist in ${String(kind)} organisations`,
      });
  }
}
