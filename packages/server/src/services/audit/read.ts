import { type AuditEntry, type AuditQuery, addDays, londonInstant } from '@parking/core';
import { type SQL, and, desc, eq, gte, inArray, isNull, like, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

/**
 * Whose log to read: an organisation's (for our staff also the entries that belong to no organisation),
 * or, for our staff, the whole product's (`everything`).
 */
export type AuditScope = { organizationId: string; includeUnowned: boolean; everything?: boolean };

/** The filters of a read: the console's, with our staff's organisation and target (e.g. a booking reference). */
export type AuditFilters = AuditQuery & { organization?: string | undefined; target?: string | undefined };

/** `%`, `_` and `\` match literally in a LIKE prefix. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a log read: always the scope, then each filter given. */
function conditions(scope: AuditScope, q: AuditFilters): SQL[] {
  const own = eq(auditLog.organizationId, scope.organizationId);
  const where: SQL[] = [];
  if (!scope.everything) where.push(scope.includeUnowned ? or(own, isNull(auditLog.organizationId))! : own);
  if (q.organization) where.push(eq(auditLog.organizationId, q.organization));
  // Booking references are upper-case; a reference typed in lower case still finds its entries.
  if (q.target) where.push(or(eq(auditLog.targetId, q.target), eq(auditLog.targetId, q.target.toUpperCase()))!);
  if (q.action) where.push(like(auditLog.action, likePrefix(q.action)));
  if (q.actor) where.push(eq(auditLog.actorId, q.actor));
  if (q.from) where.push(gte(auditLog.at, londonInstant(q.from, '00:00')));
  if (q.to) where.push(lt(auditLog.at, londonInstant(addDays(q.to, 1), '00:00')));
  if (q.before) where.push(lt(auditLog.id, Number(q.before)));
  return where;
}

/**
 * Entries of one organisation's log, newest first, at most `limit`: the read side of the one writer.
 * The actor's name comes from their account while it exists; personal fields only ever say `changed`.
 */
export async function readAuditLog(db: Db, scope: AuditScope, q: AuditFilters, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.actorId), inArray(auditLog.actorKind, ['member', 'staff'])))
    .where(and(...conditions(scope, q)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry: e, actorName }) => ({
    id: String(e.id),
    at: e.at.toISOString(),
    actor: { kind: e.actorKind, id: e.actorId, name: actorName },
    action: e.action,
    target: { type: e.targetType, id: e.targetId },
    changes: e.changes,
    requestId: e.requestId,
  }));
}
