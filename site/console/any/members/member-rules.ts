import { type ConsoleOrganization, type OrganizationKind, ROLES_BY_KIND } from '@parking/core';
import { ApiFailure } from '@parking/client';
import { failureMessage } from '../../kit/console-api';

/** Each role's name as people read it. */
const ROLE_LABELS: Record<string, string> = {
  owner: 'Owner',
  manager: 'Manager',
  desk: 'Desk',
  member: 'Member',
  admin: 'Admin',
  support: 'Support',
};

/** A role's label; an unknown role shows as sent. */
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

/** Why a role sees the members read-only, per kind. */
export function readOnlyReason(kind: OrganizationKind): string {
  if (kind === 'operator') return 'Only owners and managers can invite or change members.';
  if (kind === 'partner') return 'Only owners can invite or change members.';
  return 'Only admins can invite or change members.';
}

/**
 * The roles this member may give: every role of the kind for the top role; a manager everything but
 * owner (better-auth lets only an owner make or change an owner).
 */
export function assignableRoles(org: Pick<ConsoleOrganization, 'kind' | 'role'>): readonly string[] {
  const roles: readonly string[] = ROLES_BY_KIND[org.kind];
  return org.role === roles[0] ? roles : roles.slice(1);
}

/**
 * What to say when a change failed: the server's own message (modules/auth gives better-auth's
 * refusals our `{ error }` shape too), our role rule for a 403 (but a passkey confirmation that was not
 * given says so), and `refused` for a 400 without one.
 */
export function failureText(failure: unknown, kind: OrganizationKind, refused: string): string {
  if (!(failure instanceof ApiFailure)) return failureMessage(failure);
  // Not confirmed with the passkey (step-up): the role is not the reason.
  if (failure.code === 'STEP_UP_REQUIRED') return failure.message;
  if (failure.status === 403) return `The server refused: ${readOnlyReason(kind)}`;
  if (failure.status === 401) return 'You are not allowed to do this, or your session has ended: sign in again.';
  return failureMessage(failure, failure.status === 400 ? refused : undefined);
}
