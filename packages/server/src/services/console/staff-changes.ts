import { z } from 'zod';
import type { Tx } from '../availability';
import type { ConsoleMember } from '../accounts/tenancy';
import { type TenantIdKind, tenantId } from '../accounts/tenant-ids';
import type { Audit, AuditField } from '../audit/index';
import type { Catalog } from '../catalog';
import type { ServiceContext } from '../context';
import type { JobQueue } from '../jobs/queue';
import type { Partners } from '../partners';

/** The path's `:id`, marked as what it names (a car park, a key, a review, a membership). */
export const idParams = (kind: TenantIdKind) => z.object({ id: tenantId(kind, z.string().min(1).max(100)) });

/** What the administration services need from the app. */
export type AdminDeps = {
  ctx: ServiceContext;
  audit: Audit;
  jobs: JobQueue;
  catalog: Catalog;
  partners: Partners;
};

/**
 * One staff change to record: in the log of each organisation it is about (`alsoIn`), or in ours (no
 * organisation) when it is about none. Staff read every organisation's log, so one entry per
 * organisation is enough: recording it in ours too would show it twice.
 */
export type StaffChange = {
  action: string;
  target: { type: string; id: string };
  fields: Record<string, AuditField>;
  /** The organisations it is about (an operator, a partner): their own logs show it. */
  alsoIn?: (string | null | undefined)[];
};

/** Records a staff change in the same transaction as the change itself. */
export async function recordStaffChange(deps: AdminDeps, tx: Tx, member: ConsoleMember, change: StaffChange) {
  const actor = { kind: 'staff' as const, userId: member.userId, organizationId: member.organizationId };
  const owners = [...new Set((change.alsoIn ?? []).filter((o): o is string => Boolean(o)))];
  const logs = owners.length > 0 ? owners : [null];
  for (const organizationId of logs)
    await deps.audit.record(
      { actor, organizationId, action: change.action, target: change.target, fields: change.fields },
      tx,
    );
}
