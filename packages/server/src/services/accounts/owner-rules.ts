import { APIError } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { ServiceContext } from '../context';

/** The role an organisation cannot be without: its owner (operators, partners) or admin (staff). */
const TOP_ROLE: Record<string, string> = { operator: 'owner', partner: 'owner', staff: 'admin' };

const hasRole = (roles: string, role: string) => roles.split(',').some((r) => r.trim() === role);

/** Members holding the organisation's top role. */
async function topMembers(ctx: ServiceContext, organizationId: string, top: string): Promise<number> {
  const rows = await ctx.db
    .select({ role: schema.organizationMembers.role })
    .from(schema.organizationMembers)
    .where(eq(schema.organizationMembers.organizationId, organizationId));
  return rows.filter((r) => hasRole(r.role, top)).length;
}

/**
 * Refuses (400 LAST_OWNER) to remove, demote or let go the organisation's last owner (last admin for
 * staff): nobody would be left to manage its members. `newRole` undefined means the member goes.
 */
export async function assertNotLastTop(
  ctx: ServiceContext,
  o: { kind: unknown; organizationId: string; role: string; newRole?: string },
): Promise<void> {
  const top = TOP_ROLE[String(o.kind)];
  if (!top || !hasRole(o.role, top)) return;
  if (o.newRole !== undefined && hasRole(o.newRole, top)) return;
  if ((await topMembers(ctx, o.organizationId, top)) > 1) return;
  throw new APIError('BAD_REQUEST', {
    code: 'LAST_OWNER',
    message: `This is the organisation's only ${top}: make another member ${top} first`,
  });
}

/** Ends every session of a removed member at once: their next request is signed out. */
export async function endSessionsOf(ctx: ServiceContext, userId: string): Promise<void> {
  await ctx.db.delete(schema.authSessions).where(eq(schema.authSessions.userId, userId));
}

/** The caller's membership (role, organisation kind) in an organisation, if any. */
async function membershipOf(ctx: ServiceContext, userId: string, organizationId: string) {
  const [row] = await ctx.db
    .select({
      id: schema.organizationMembers.id,
      role: schema.organizationMembers.role,
      kind: schema.organizations.kind,
    })
    .from(schema.organizationMembers)
    .innerJoin(schema.organizations, eq(schema.organizations.id, schema.organizationMembers.organizationId))
    .where(
      and(eq(schema.organizationMembers.organizationId, organizationId), eq(schema.organizationMembers.userId, userId)),
    );
  return row;
}

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** Leaving: better-auth's /organization/leave has no member hooks. */
async function checkLeave(ctx: ServiceContext, c: HookContext, userId: string) {
  const organizationId = (c.body as { organizationId?: unknown } | undefined)?.organizationId;
  if (typeof organizationId !== 'string') return;
  const mine = await membershipOf(ctx, userId, organizationId);
  if (mine) await assertNotLastTop(ctx, { kind: mine.kind, organizationId, role: mine.role });
}

/**
 * Demoting oneself: better-auth refuses an operator's or partner's only owner with a message about
 * leaving; this says what to do, and covers staff admins. Only a member of that organisation is told.
 */
async function checkSelfDemotion(ctx: ServiceContext, c: HookContext, userId: string) {
  const body = (c.body ?? {}) as { memberId?: unknown; role?: unknown; organizationId?: unknown };
  const newRole = Array.isArray(body.role) ? body.role.join(',') : body.role;
  if (typeof body.organizationId !== 'string' || typeof newRole !== 'string') return;
  const mine = await membershipOf(ctx, userId, body.organizationId);
  if (!mine || mine.id !== body.memberId) return;
  await assertNotLastTop(ctx, { kind: mine.kind, organizationId: body.organizationId, role: mine.role, newRole });
}

/** The last-owner rule before better-auth's own checks: leaving, and demoting oneself. */
export function lastOwnerHook(ctx: ServiceContext) {
  return {
    matcher: (c: { path?: string }) =>
      c.path === '/organization/leave' || c.path === '/organization/update-member-role',
    handler: createAuthMiddleware(async (c) => {
      const session = await getSessionFromCtx(c);
      if (!session) return;
      if (c.path === '/organization/leave') await checkLeave(ctx, c, session.user.id);
      else await checkSelfDemotion(ctx, c, session.user.id);
    }),
  };
}
