import { randomUUID } from 'node:crypto';
import type { NewOperator, StaffCarPark, StaffOperators } from '@parking/core';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { organizationInvitations, organizationMembers, organizations, providers } from '../../../../db/schema/index';
import { INVITATION_DAYS, queueInvitationEmail } from '../../../../services/accounts/invitations';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Tx } from '../../../../services/availability';
import type { Db } from '../../../../db/client';
import { type AdminDeps, recordStaffChange } from '../../../../services/console/staff-changes';

const carParkColumns = {
  id: providers.id,
  name: providers.name,
  airportId: providers.airportId,
  type: providers.type,
  active: providers.active,
  organizationId: providers.organizationId,
};

/** Rows of a count grouped by organisation, as a map. */
async function countsBy(db: Db, ids: string[], table: 'members' | 'invitations') {
  const t = table === 'members' ? organizationMembers : organizationInvitations;
  const where =
    table === 'members'
      ? inArray(t.organizationId, ids)
      : and(inArray(t.organizationId, ids), eq(organizationInvitations.status, 'pending'));
  const rows = await db.select({ id: t.organizationId, n: count() }).from(t).where(where).groupBy(t.organizationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const toCarPark = ({ organizationId: _org, ...c }: StaffCarPark & { organizationId: string | null }) => c;

/** Every operator organisation by name with its car parks and members, and the car parks no operator runs. */
export async function listOperators({ ctx }: AdminDeps): Promise<StaffOperators> {
  const orgs = await ctx.db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.kind, 'operator'))
    .orderBy(asc(organizations.name), asc(organizations.id));
  const ids = orgs.map((o) => o.id);
  const parks = await ctx.db.select(carParkColumns).from(providers).orderBy(asc(providers.name));
  const [members, invitations] =
    ids.length === 0
      ? [new Map<string, number>(), new Map<string, number>()]
      : await Promise.all([countsBy(ctx.db, ids, 'members'), countsBy(ctx.db, ids, 'invitations')]);
  return {
    operators: orgs.map((o) => ({
      organizationId: o.id,
      name: o.name,
      createdAt: o.createdAt.toISOString(),
      members: members.get(o.id) ?? 0,
      pendingInvitations: invitations.get(o.id) ?? 0,
      carParks: parks.filter((p) => p.organizationId === o.id).map(toCarPark),
    })),
    unlinked: parks.filter((p) => p.organizationId === null || !ids.includes(p.organizationId)).map(toCarPark),
  };
}

/** Lower-case words of a name joined by dashes (at most 48 characters). */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`…: the first slug no organisation has. */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
    if (!taken) return slug;
  }
}

/**
 * Creates the operator organisation and invites its owner (the same invitation, link and 7 days as a
 * member's invitation from the Members page), audited in its log (staff read every log).
 */
export async function createOperator(deps: AdminDeps, member: ConsoleMember, body: NewOperator) {
  const email = body.ownerEmail.toLowerCase();
  const now = deps.ctx.clock();
  const organizationId = randomUUID();
  const invitation = { id: randomUUID(), email, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) };
  await deps.ctx.db.transaction(async (tx) => {
    const slug = await freeSlug(tx, slugOf(body.name, 'operator'));
    await tx
      .insert(organizations)
      .values({ id: organizationId, name: body.name, slug, kind: 'operator', createdAt: now });
    await tx.insert(organizationInvitations).values({
      ...invitation,
      organizationId,
      role: 'owner',
      status: 'pending',
      inviterId: member.userId,
      createdAt: now,
    });
    await recordStaffChange(deps, tx, member, {
      action: 'operator.created',
      target: { type: 'organization', id: organizationId },
      fields: { name: { before: null, after: body.name }, owner: { before: null, after: email, personal: true } },
      alsoIn: [organizationId],
    });
  });
  await queueInvitationEmail(deps.ctx, deps.jobs, invitation);
  return { organizationId, name: body.name };
}

/** The operator organisation `id`, or undefined (not an operator, or none). */
export async function operatorNamed(db: Db | Tx, id: string) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.kind, 'operator')));
  return org;
}
