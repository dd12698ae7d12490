import { type StaffPartner, bpsToPercent, percentToBps } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { organizations, partnerAccounts } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { Tx } from '../../../../services/availability';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit, AuditField } from '../../../../services/audit/index';
import type { ServiceContext } from '../../../../services/context';
import { DEFAULT_COMMISSION_BPS, listPartners } from './service';

/** What a staff change needs besides the database: the audit log's writer. */
export type StaffDeps = { ctx: ServiceContext; audit: Audit };

/**
 * The partner organisation's account row, locked for the change; created with the defaults for a partner
 * made before accounts existed. Any other organisation (or none) is a 404.
 */
async function lockedAccount(tx: Tx, organizationId: string) {
  const [org] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, 'partner')));
  if (!org) throw notFound('Partner');
  await tx.insert(partnerAccounts).values({ organizationId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(partnerAccounts)
    .where(eq(partnerAccounts.organizationId, organizationId))
    .for('update');
  return account!;
}

/**
 * Records a staff change twice in the same transaction: in the partner's own log (so it sees what our
 * staff changed about it) and in ours (staff read entries without an organisation).
 */
async function audit(
  deps: StaffDeps,
  tx: Tx,
  member: ConsoleMember,
  partnerId: string,
  action: string,
  fields: Record<string, AuditField>,
) {
  const actor = { kind: 'staff' as const, userId: member.userId, organizationId: member.organizationId };
  for (const organizationId of [partnerId, null])
    await deps.audit.record({ actor, organizationId, action, target: { type: 'partner', id: partnerId }, fields }, tx);
}

async function one(ctx: ServiceContext, organizationId: string): Promise<StaffPartner> {
  const [partner] = await listPartners(ctx, organizationId);
  if (!partner) throw notFound('Partner');
  return partner;
}

/**
 * Approves the partner for live keys (its keys page then lets it create them). Approving twice keeps the
 * first approval and records nothing more.
 */
export async function approveLive(deps: StaffDeps, member: ConsoleMember, organizationId: string) {
  await deps.ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, organizationId);
    if (account.liveApprovedAt) return;
    const now = deps.ctx.clock();
    await tx
      .update(partnerAccounts)
      .set({ liveApprovedAt: now, liveApprovedBy: member.userId })
      .where(eq(partnerAccounts.organizationId, organizationId));
    await audit(deps, tx, member, organizationId, 'partner.live-approved', {
      liveApprovedAt: { before: null, after: now.toISOString() },
    });
  });
  return one(deps.ctx, organizationId);
}

/**
 * Sets the partner's commission rate. Each booking keeps the rate it was made at (`bookings.commission_bps`,
 * written when it is made), so the new rate applies to bookings made from now on.
 */
export async function changeCommission(
  deps: StaffDeps,
  member: ConsoleMember,
  organizationId: string,
  percent: number,
) {
  const bps = percentToBps(percent);
  await deps.ctx.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, organizationId);
    const before = account.commissionBps ?? DEFAULT_COMMISSION_BPS;
    if (before === bps) return;
    await tx
      .update(partnerAccounts)
      .set({ commissionBps: bps })
      .where(eq(partnerAccounts.organizationId, organizationId));
    await audit(deps, tx, member, organizationId, 'partner.commission-changed', {
      commissionPercent: { before: bpsToPercent(before), after: bpsToPercent(bps) },
    });
  });
  return one(deps.ctx, organizationId);
}
