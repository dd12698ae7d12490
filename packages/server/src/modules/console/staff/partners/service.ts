import { type StaffPartner, bpsToPercent } from '@parking/core';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { bookings, organizations, partnerAccounts, partners, users } from '../../../../db/schema/index';
import type { Db } from '../../../../db/client';
import type { ServiceContext } from '../../../../services/context';

/** The rate a partner without a `partner_accounts` row earns (the column's default). */
export const DEFAULT_COMMISSION_BPS = 800;

const count = sql<number>`count(*)`.mapWith(Number);

/** Active widget keys per organisation and mode. */
async function keyCounts(db: Db, ids: string[]) {
  const rows = await db
    .select({ organizationId: partners.organizationId, mode: partners.mode, n: count })
    .from(partners)
    .where(and(inArray(partners.organizationId, ids), eq(partners.active, true)))
    .groupBy(partners.organizationId, partners.mode);
  const out = new Map<string, { test: number; live: number }>();
  for (const r of rows) {
    const entry = out.get(r.organizationId!) ?? { test: 0, live: 0 };
    entry[r.mode] = r.n;
    out.set(r.organizationId!, entry);
  }
  return out;
}

/** Confirmed live bookings per partner organisation (test bookings are not business). */
async function confirmedCounts(db: Db, ids: string[]) {
  const rows = await db
    .select({ organizationId: bookings.partnerOrgId, n: count })
    .from(bookings)
    .where(
      and(
        inArray(bookings.partnerOrgId, ids),
        eq(bookings.status, 'confirmed'),
        eq(bookings.test, false),
        isNotNull(bookings.confirmedAt),
      ),
    )
    .groupBy(bookings.partnerOrgId);
  return new Map(rows.map((r) => [r.organizationId!, r.n]));
}

/** The partner organisations (all, or the one `organizationId` names), with their terms and figures. */
export async function listPartners(ctx: ServiceContext, organizationId?: string): Promise<StaffPartner[]> {
  const rows = await ctx.db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      createdAt: organizations.createdAt,
      website: partnerAccounts.website,
      commissionBps: partnerAccounts.commissionBps,
      liveRequestedAt: partnerAccounts.liveRequestedAt,
      liveApprovedAt: partnerAccounts.liveApprovedAt,
      approver: users.name,
    })
    .from(organizations)
    .leftJoin(partnerAccounts, eq(partnerAccounts.organizationId, organizations.id))
    .leftJoin(users, eq(users.id, partnerAccounts.liveApprovedBy))
    .where(
      and(
        eq(organizations.kind, 'partner'),
        organizationId === undefined ? undefined : eq(organizations.id, organizationId),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.organizationId);
  const [keys, confirmed] = await Promise.all([keyCounts(ctx.db, ids), confirmedCounts(ctx.db, ids)]);
  return rows.map((r) => {
    const bps = r.commissionBps ?? DEFAULT_COMMISSION_BPS;
    return {
      organizationId: r.organizationId,
      name: r.name,
      website: r.website,
      createdAt: r.createdAt.toISOString(),
      liveRequestedAt: r.liveRequestedAt?.toISOString() ?? null,
      liveApproved: r.liveApprovedAt ? { at: r.liveApprovedAt.toISOString(), by: r.approver } : null,
      commissionPercent: bpsToPercent(bps),
      commissionBps: bps,
      keys: keys.get(r.organizationId) ?? { test: 0, live: 0 },
      confirmedBookings: confirmed.get(r.organizationId) ?? 0,
    };
  });
}
