import { z } from 'zod/mini';
import { fromNotAfterTo, rangeDay } from '../../api-dates';

/** The audit log as the console reads it (issue 21), every organisation its own; staff read all. */

/** One field's change: before and after, or only `changed` for a traveller's personal field. */
export const AuditChangeSchema = z.object({
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  changed: z.optional(z.literal(true)),
});

/** One audit log entry as the console shows it; `actor.name` is the member's name when known. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['member', 'staff', 'traveller', 'system']),
    id: z.nullable(z.string()),
    name: z.nullable(z.string()),
  }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }),
  changes: z.record(z.string(), AuditChangeSchema),
  requestId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const auditFilters = {
  action: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  actor: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  from: z.optional(rangeDay('from')),
  to: z.optional(rangeDay('to')),
  before: z.optional(z.string().check(z.regex(/^\d{1,18}$/, 'Not a page cursor'))),
};

/**
 * `GET /api/v1/console/audit` (and `audit.csv`) filters: `action` matches from the start (`member`
 * finds `member.invited`), `actor` is a user id, `from`/`to` are London days (both included), and
 * `before` is the `next` cursor of the previous page.
 */
export const AuditQuerySchema = z.object(auditFilters).check(fromNotAfterTo());
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** A page of the audit log, newest first; `next` is the `before` of the following page, null at the end. */
export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), next: z.nullable(z.string()) });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/**
 * The audit log's filters with our staff's two more: `organization` (an organisation id) and `target` (what
 * an entry is about, e.g. a booking reference). Staff read every organisation's entries; everyone else
 * only their own, whatever they ask for.
 */
export const StaffAuditQuerySchema = z
  .object({
    ...AuditQuerySchema.def.shape,
    organization: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    target: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  })
  .check(fromNotAfterTo());
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>;
