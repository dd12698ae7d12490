import type { StaffPasskeyReset } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, organizationMembers, organizations, passkeys, users } from '../../db/schema/index';
import type { Audit, AuditActor } from '../audit/index';
import { type NoticeDeps, queueAccountNotice } from './account-notices';

/** A staff member whose passkeys are reset: their membership of the staff organisation and their address. */
export type StaffMemberRef = { memberId: string; userId: string; organizationId: string; email: string };

/** What a reset needs: the database, the audit log's writer, and what queueing the notice needs. */
export type PasskeyResetDeps = NoticeDeps & { db: Db; audit: Audit };

const memberColumns = {
  memberId: organizationMembers.id,
  userId: organizationMembers.userId,
  organizationId: organizationMembers.organizationId,
  email: users.email,
};

/** The member `memberId` of the staff organisation `organizationId`, or undefined. */
export async function staffMemberById(db: Db, organizationId: string, memberId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.id, memberId), eq(organizationMembers.organizationId, organizationId)));
  return row satisfies StaffMemberRef | undefined;
}

/** The staff member whose account has this address (lower-cased, as sign-in compares it), or undefined. */
export async function staffMemberByEmail(db: Db, email: string) {
  const [row] = await db
    .select(memberColumns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(users.email, email), eq(organizations.kind, 'staff')));
  return row satisfies StaffMemberRef | undefined;
}

/**
 * Resets a staff member's passkeys, for one who lost them all: every passkey is deleted and every session
 * ended (a thief holding one is out too), so they sign in again by link and enrol a new first passkey.
 * Audited as `member.passkeys-reset` in the staff organisation's log and emailed to the account holder,
 * both in the reset's own transaction. `actor` is the staff admin who did it, or the server's shell.
 */
export async function resetPasskeys(
  deps: PasskeyResetDeps,
  member: StaffMemberRef,
  actor: AuditActor,
  reason: string,
): Promise<StaffPasskeyReset> {
  return deps.db.transaction(async (tx) => {
    const removed = await tx.delete(passkeys).where(eq(passkeys.userId, member.userId)).returning({ id: passkeys.id });
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, member.userId))
      .returning({ id: authSessions.id });
    await deps.audit.record(
      {
        actor,
        organizationId: member.organizationId,
        action: 'member.passkeys-reset',
        target: { type: 'member', id: member.memberId },
        fields: {
          passkeys: { before: removed.length, after: 0 },
          sessions: { before: ended.length, after: 0 },
          reason: { before: null, after: reason },
        },
      },
      tx,
    );
    await queueAccountNotice(deps, tx, { kind: 'passkeys-reset', email: member.email });
    return { passkeysRemoved: removed.length, sessionsEnded: ended.length };
  });
}
