import type { BetterAuthPlugin } from 'better-auth';
import { organization } from 'better-auth/plugins';
import type { ServiceContext } from '../context';
import type { JobQueue } from '../jobs/queue';
import { INVITATION_DAYS, expiredInvitationHook, queueInvitationEmail } from './invitations';
import { assertNotLastTop, endSessionsOf, lastOwnerHook } from './owner-rules';
import { accessControl, assertRoleOfKind, roles } from './roles';

/** The organisation's kind, to check a role against it. */
const kindOf = (org: Record<string, unknown>) => org.kind;

/**
 * better-auth's organization plugin: roles per kind, invitations emailed through the durable jobs and
 * lasting 7 days, the last owner (admin for staff) kept, a removed member's sessions ended at once.
 */
export function organizations(ctx: ServiceContext, jobs: JobQueue) {
  return organization({
    allowUserToCreateOrganization: false,
    ac: accessControl,
    roles,
    invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
    cancelPendingInvitationsOnReInvite: true,
    sendInvitationEmail: ({ invitation }) => queueInvitationEmail(ctx, jobs, invitation),
    schema: { organization: { additionalFields: { kind: { type: 'string', required: true, input: false } } } },
    organizationHooks: {
      beforeAddMember: async ({ member, organization: org }) => assertRoleOfKind(kindOf(org), member.role),
      beforeUpdateMemberRole: async ({ newRole, member, organization: org }) => {
        assertRoleOfKind(kindOf(org), newRole);
        await assertNotLastTop(ctx, { kind: kindOf(org), organizationId: org.id, role: member.role, newRole });
      },
      beforeRemoveMember: async ({ member, organization: org }) =>
        assertNotLastTop(ctx, { kind: kindOf(org), organizationId: org.id, role: member.role }),
      afterRemoveMember: async ({ member }) => endSessionsOf(ctx, member.userId),
      beforeCreateInvitation: async ({ invitation, organization: org }) =>
        assertRoleOfKind(kindOf(org), invitation.role),
    },
  });
}

/** Our own checks, before better-auth's endpoints run: an expired invitation (410), the last owner leaving or demoting themselves. */
export function membershipRules(ctx: ServiceContext) {
  return {
    id: 'parking-membership-rules',
    hooks: { before: [expiredInvitationHook(ctx), lastOwnerHook(ctx)] },
  } satisfies BetterAuthPlugin;
}
