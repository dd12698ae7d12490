import type { StaffKey } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import { organizations, partners } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { ServiceContext } from '../../../../services/context';
import { type AdminDeps, recordStaffChange } from '../../../../services/console/staff-changes';

/** Every partner key (never the key itself), by organisation name then key name. */
export async function listKeys(ctx: ServiceContext, id?: string): Promise<StaffKey[]> {
  const rows = await ctx.db
    .select({ key: partners, organizationName: organizations.name })
    .from(partners)
    .leftJoin(organizations, eq(organizations.id, partners.organizationId))
    .where(id === undefined ? undefined : eq(partners.id, id))
    .orderBy(asc(organizations.name), asc(partners.name), asc(partners.id));
  return rows.map(({ key, organizationName }) => ({
    id: key.id,
    name: key.name,
    mode: key.mode,
    organizationId: key.organizationId,
    organizationName,
    active: key.active,
    suspendedAt: key.suspendedAt?.toISOString() ?? null,
  }));
}

/**
 * Suspends a partner key (refused like a revoked one: widget requests and bookings) or lifts the
 * suspension. Dropped from this node's key cache at once; other nodes follow within its few seconds, and
 * a booking checks the row itself. Audited in the partner's log (staff read every log); asking twice changes nothing.
 */
export async function setKeySuspended(deps: AdminDeps, member: ConsoleMember, id: string, suspended: boolean) {
  await deps.ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!row) throw notFound('Key');
    if (Boolean(row.suspendedAt) === suspended) return;
    const now = deps.ctx.clock();
    await tx
      .update(partners)
      .set({ suspendedAt: suspended ? now : null })
      .where(eq(partners.id, id));
    await recordStaffChange(deps, tx, member, {
      action: suspended ? 'partner-key.suspended' : 'partner-key.unsuspended',
      target: { type: 'partner-key', id },
      fields: {
        suspendedAt: { before: row.suspendedAt?.toISOString() ?? null, after: suspended ? now.toISOString() : null },
      },
      alsoIn: [row.organizationId],
    });
  });
  deps.partners.invalidate();
  const [key] = await listKeys(deps.ctx, id);
  return key!;
}
