import { describe, expect, it } from 'vitest';
import { auditEntryFor } from './audit-entries';

const seen = { userId: 'u-1', previousRole: 'manager' };
const invitation = { id: 'i-1', organizationId: 'o-1', role: 'desk', email: 'someone@example.com' };

describe('auditEntryFor', () => {
  it('records an invitation with its role, and its address only as personal', () => {
    expect(auditEntryFor('/organization/invite-member', invitation, {}, seen)).toEqual({
      organizationId: 'o-1',
      action: 'member.invited',
      target: { type: 'invitation', id: 'i-1' },
      fields: {
        role: { before: null, after: 'desk' },
        email: { before: null, after: 'someone@example.com', personal: true },
      },
    });
  });

  it('takes accepted and declined invitations from what better-auth returned', () => {
    const returned = { invitation, member: null };
    expect(auditEntryFor('/organization/accept-invitation', returned, {}, seen)?.action).toBe('invitation.accepted');
    expect(auditEntryFor('/organization/reject-invitation', returned, {}, seen)?.target).toEqual({
      type: 'invitation',
      id: 'i-1',
    });
  });

  it('records a role change with the role before and after', () => {
    const member = { id: 'm-1', organizationId: 'o-1', role: 'desk' };
    expect(auditEntryFor('/organization/update-member-role', member, {}, seen)?.fields).toEqual({
      role: { before: 'manager', after: 'desk' },
    });
  });

  it("logs passkeys and sessions under the actor's own organisation (null here), the passkey by its id", () => {
    expect(auditEntryFor('/passkey/delete-passkey', { status: true }, { id: 'p-1' }, seen)).toEqual({
      organizationId: null,
      action: 'passkey.removed',
      target: { type: 'passkey', id: 'p-1' },
    });
    expect(auditEntryFor('/revoke-sessions', { status: true }, {}, seen)?.target).toEqual({ type: 'user', id: 'u-1' });
  });

  it('records nothing for a path that changes no membership', () => {
    expect(auditEntryFor('/get-session', {}, {}, seen)).toBeUndefined();
  });
});
