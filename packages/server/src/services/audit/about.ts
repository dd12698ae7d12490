import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** One audit entry about a target, as the booking page's timeline reads it. */
export type AuditAbout = {
  at: Date;
  actorKind: 'member' | 'staff' | 'traveller' | 'system';
  actorId: string | null;
  action: string;
};

/**
 * Every entry about one target (`booking` and its reference, say), oldest first: the read side of the
 * one writer, on `audit_log_target_idx`. Only what a timeline needs: never the changes themselves.
 */
export async function auditAbout(db: Pick<Db, 'select'>, target: { type: string; id: string }): Promise<AuditAbout[]> {
  return db
    .select({ at: auditLog.at, actorKind: auditLog.actorKind, actorId: auditLog.actorId, action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)))
    .orderBy(asc(auditLog.id));
}
