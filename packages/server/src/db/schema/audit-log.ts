import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did something: a console member, one of our staff, a traveller (by booking), or the system. */
const AUDIT_ACTOR_KINDS = ['member', 'staff', 'traveller', 'system'] as const;

/**
 * One field's change: before and after for a non-personal field; only `changed` for a traveller's
 * personal field, so erasing the traveller's data later leaves the log whole.
 */
export type AuditChange = { before?: unknown; after?: unknown; changed?: true };

/**
 * What was done, by whom, to what, when: append-only. No code path updates or deletes a row, and on
 * PostgreSQL (and PGlite) a trigger refuses UPDATE and DELETE (migration 0009).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The organisation whose log shows the entry (the one the target belongs to); null for ours only. */
    organizationId: text('organization_id'),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The user (member or staff), the booking reference (traveller), or the job (system). */
    actorId: text('actor_id'),
    /** The organisation the actor acted for (a member's or staff's), if any. */
    actorOrganizationId: text('actor_organization_id'),
    /** What happened, as `resource.verb`: `member.invited`, `price.changed`, `booking.refunded`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull().default({}),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organizationId, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
