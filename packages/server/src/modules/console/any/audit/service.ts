import type { AuditEntry, AuditPage, StaffAuditQuery } from '@parking/core';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import { type AuditScope, readAuditLog } from '../../../../services/audit/read';
import type { ServiceContext } from '../../../../services/context';
import { type CsvColumn, toCsv } from '../../../../services/csv';

/** A page of the log. */
const PAGE = 50;
/** The most rows one CSV export holds; narrow the dates for more. */
const CSV_MAX_ROWS = 10_000;

/** The member's organisation's log; our staff see the whole product's (every organisation's and our own). */
const scopeOf = (member: ConsoleMember): AuditScope => ({
  organizationId: member.organizationId,
  includeUnowned: member.kind === 'staff',
  everything: member.kind === 'staff',
});

/** One page of the member's organisation's log, newest first, and the cursor of the next. */
export async function auditPage(ctx: ServiceContext, member: ConsoleMember, q: StaffAuditQuery): Promise<AuditPage> {
  const rows = await readAuditLog(ctx.db, scopeOf(member), q, PAGE + 1);
  const entries = rows.slice(0, PAGE);
  return { entries, next: rows.length > PAGE ? entries[entries.length - 1]!.id : null };
}

/** A change as words: `field: before → after`, or `field: changed` for a personal field. */
function describeChanges(changes: AuditEntry['changes']): string {
  return Object.entries(changes)
    .map(([name, c]) =>
      c.changed
        ? `${name}: changed`
        : `${name}: ${JSON.stringify(c.before ?? null)} → ${JSON.stringify(c.after ?? null)}`,
    )
    .join('; ');
}

const COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: 'Time (UTC)', value: (e) => e.at },
  { header: 'Actor kind', value: (e) => e.actor.kind },
  { header: 'Actor', value: (e) => e.actor.id },
  { header: 'Actor name', value: (e) => e.actor.name },
  { header: 'Action', value: (e) => e.action },
  { header: 'Target type', value: (e) => e.target.type },
  { header: 'Target', value: (e) => e.target.id },
  { header: 'Changes', value: (e) => describeChanges(e.changes) },
  { header: 'Request id', value: (e) => e.requestId },
];

/** The member's organisation's log as CSV (same filters, newest first, at most CSV_MAX_ROWS rows). */
export async function auditCsv(ctx: ServiceContext, member: ConsoleMember, q: StaffAuditQuery): Promise<string> {
  return toCsv(COLUMNS, await readAuditLog(ctx.db, scopeOf(member), q, CSV_MAX_ROWS), { bom: true });
}
