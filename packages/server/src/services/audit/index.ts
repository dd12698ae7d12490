import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type AuditChange, auditLog } from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { currentReqId } from '../request-context';

/** Who acted: a console member or one of our staff (user and organisation), a traveller, or the system. */
export type AuditActor =
  | { kind: 'member' | 'staff'; userId: string; organizationId: string }
  | { kind: 'traveller'; reference: string }
  | { kind: 'system'; job: string };

/** One field as it was and as it is. Personal fields are recorded as changed, never with their values. */
export type AuditField = { before: unknown; after: unknown; personal?: boolean };

/** An entry to record; `organizationId` is the organisation whose log shows it (null: our own only). */
export type AuditEntry = {
  actor: AuditActor;
  organizationId: string | null;
  /** `resource.verb`, e.g. `member.invited`, `price.changed`, `booking.refunded`. */
  action: string;
  target: { type: string; id: string };
  fields?: Record<string, AuditField>;
};

/** The changes column: before/after for ordinary fields, only `changed` for personal ones; unchanged fields dropped. */
export function auditChanges(fields: Record<string, AuditField> = {}): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {};
  for (const [name, f] of Object.entries(fields)) {
    if (JSON.stringify(f.before) === JSON.stringify(f.after)) continue;
    out[name] = f.personal ? { changed: true } : { before: f.before ?? null, after: f.after ?? null };
  }
  return out;
}

function actorColumns(actor: AuditActor) {
  if (actor.kind === 'traveller') return { actorKind: actor.kind, actorId: actor.reference, actorOrganizationId: null };
  if (actor.kind === 'system') return { actorKind: actor.kind, actorId: actor.job, actorOrganizationId: null };
  return { actorKind: actor.kind, actorId: actor.userId, actorOrganizationId: actor.organizationId };
}

/**
 * The one writer of the audit log (docs/architecture.md): append-only, the request id from the request
 * (or job) it runs in. Pass `tx` to record in the same transaction as the change itself.
 */
export function createAudit(ctx: ServiceContext) {
  return {
    record: async (entry: AuditEntry, tx: Pick<Db, 'insert'> = ctx.db): Promise<void> => {
      await tx.insert(auditLog).values({
        at: ctx.clock(),
        organizationId: entry.organizationId,
        ...actorColumns(entry.actor),
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        changes: auditChanges(entry.fields),
        requestId: currentReqId() ?? null,
      });
    },
  };
}

/** The audit log's writer, as `app.audit`. */
export type Audit = ReturnType<typeof createAudit>;

/** The audit log's one writer, as `app.audit` (plugin `audit`). */
export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', createAudit(app.ctx));
  },
  { name: 'audit', dependencies: ['context'] },
);
