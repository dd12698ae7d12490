import type { AuditEntry } from '../audit/index';

/** An entry without its actor; `organizationId` null: the actor's own organisation (passkeys, sessions). */
type PartialEntry = Omit<AuditEntry, 'actor'>;

type Row = { id?: string; organizationId?: string; role?: string; email?: string; userId?: string };

const rowOf = (value: unknown): Row => (value && typeof value === 'object' ? (value as Row) : {});

const invitationEntry = (action: string, invitation: Row): PartialEntry => ({
  organizationId: invitation.organizationId ?? null,
  action,
  target: { type: 'invitation', id: String(invitation.id) },
  fields: {
    role: { before: null, after: invitation.role ?? null },
    email: { before: null, after: invitation.email ?? null, personal: true },
  },
});

const memberEntry = (action: string, member: Row, fields?: AuditEntry['fields']): PartialEntry => ({
  organizationId: member.organizationId ?? null,
  action,
  target: { type: 'member', id: String(member.id) },
  ...(fields ? { fields } : {}),
});

/**
 * The audit entry for a successful better-auth call, from what it returned and what it was sent;
 * undefined for a path that changes nothing worth recording.
 */
export function auditEntryFor(
  path: string,
  returned: unknown,
  body: unknown,
  seen: { userId: string; previousRole?: string },
): PartialEntry | undefined {
  const r = returned as { invitation?: unknown; member?: unknown };
  const sent = rowOf(body) as Row & { token?: string };
  switch (path) {
    case '/organization/invite-member':
      return invitationEntry('member.invited', rowOf(returned));
    case '/organization/accept-invitation':
      return invitationEntry('invitation.accepted', rowOf(r.invitation));
    case '/organization/reject-invitation':
      return invitationEntry('invitation.rejected', rowOf(r.invitation));
    case '/organization/cancel-invitation':
      return invitationEntry('invitation.cancelled', rowOf(returned));
    case '/organization/update-member-role': {
      const member = rowOf(returned);
      return memberEntry('member.role-changed', member, {
        role: { before: seen.previousRole ?? null, after: member.role ?? null },
      });
    }
    case '/organization/remove-member':
      return memberEntry('member.removed', rowOf(r.member), { role: { before: rowOf(r.member).role, after: null } });
    case '/organization/leave':
      return memberEntry('member.left', rowOf(returned), { role: { before: rowOf(returned).role, after: null } });
    case '/passkey/verify-registration':
      return {
        organizationId: null,
        action: 'passkey.added',
        target: { type: 'passkey', id: String(rowOf(returned).id) },
      };
    case '/passkey/delete-passkey':
      return { organizationId: null, action: 'passkey.removed', target: { type: 'passkey', id: String(sent.id) } };
    case '/revoke-session':
    case '/revoke-sessions':
    case '/revoke-other-sessions':
      return { organizationId: null, action: 'sessions.revoked', target: { type: 'user', id: seen.userId } };
    default:
      return undefined;
  }
}
