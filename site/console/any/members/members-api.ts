import { type StaffPasskeyReset, StaffPasskeyResetSchema } from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';

/*
 * The members page talks to better-auth's own organization endpoints (decision 0015) through the one API
 * client, with the console's options (useConsoleApi): same origin with the session cookie; the browser
 * adds the Origin header the auth route checks on every POST.
 */

/** One invitation as better-auth's `list-invitations` answers; every status, pending or not. */
const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** `GET /auth/organization/list-invitations`. */
const InvitationListSchema = z.array(InvitationSchema);

/** The cache key (the request path under the API base, as every read of the one client). */
export const invitationsKey = (organizationId: string) =>
  `/auth/organization/list-invitations?organizationId=${encodeURIComponent(organizationId)}`;

// The changes answer with better-auth's own shapes; the page reads the lists again instead.
const Anything = z.unknown();

const post = (client: ApiClientOptions, path: string, body: unknown) =>
  apiRequest(client, `/auth/organization/${path}`, { method: 'POST', body, schema: Anything });

/** What the members page sends: each change names the organisation, never relying on the session's active one. */
export type MemberActions = {
  invite: (organizationId: string, email: string, role: string) => Promise<unknown>;
  changeRole: (organizationId: string, memberId: string, role: string) => Promise<unknown>;
  remove: (organizationId: string, memberId: string) => Promise<unknown>;
  cancelInvitation: (invitationId: string) => Promise<unknown>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function memberActions(client: ApiClientOptions): MemberActions {
  return {
    invite: (organizationId, email, role) => post(client, 'invite-member', { organizationId, email, role }),
    changeRole: (organizationId, memberId, role) =>
      post(client, 'update-member-role', { organizationId, memberId, role }),
    remove: (organizationId, memberId) => post(client, 'remove-member', { organizationId, memberIdOrEmail: memberId }),
    cancelInvitation: (invitationId) => post(client, 'cancel-invitation', { invitationId }),
  };
}

/** Reads the invitations of an organisation (every status). */
export const loadInvitations = (client: ApiClientOptions, organizationId: string) =>
  apiRequest(client, invitationsKey(organizationId), { schema: InvitationListSchema });

/**
 * Resets a staff member's passkeys (`memberId`: their membership of the staff organisation), with the
 * reason the audit log keeps; staff admins, after a fresh passkey confirmation (step-up).
 */
export const resetPasskeys = (client: ApiClientOptions, memberId: string, reason: string): Promise<StaffPasskeyReset> =>
  apiRequest(client, `/console/staff/members/${encodeURIComponent(memberId)}/reset-passkeys`, {
    method: 'POST',
    body: { reason },
    schema: StaffPasskeyResetSchema,
  });
