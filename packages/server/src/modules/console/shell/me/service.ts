import type { ConsoleMe } from '@parking/core';
import { eq } from 'drizzle-orm';
import { authSessions } from '../../../../db/schema/index';
import { type ConsoleUser, activeMembership, hasPasskey, membershipsOf } from '../../../../services/accounts/tenancy';
import { sessionFactor, stepUpFreshUntil, stepUpWindowMs } from '../../../../services/accounts/staff-factor';
import type { ServiceContext } from '../../../../services/context';

/** Who is signed in, their organisations and the active one (falling back to the first they still belong to). */
export async function consoleMe(ctx: ServiceContext, user: ConsoleUser): Promise<ConsoleMe> {
  const [session] = await ctx.db
    .select({ activeOrganizationId: authSessions.activeOrganizationId })
    .from(authSessions)
    .where(eq(authSessions.id, user.sessionId));
  const activeOrganizationId = session?.activeOrganizationId ?? null;
  const memberships = await membershipsOf(ctx.db, user.userId);
  const current = memberships.some((m) => m.organizationId === activeOrganizationId) ? activeOrganizationId : null;
  const active = await activeMembership(ctx.db, { id: user.sessionId, activeOrganizationId: current }, memberships);
  const organizations = memberships.map((m) => ({ id: m.organizationId, name: m.name, kind: m.kind, role: m.role }));
  const has = await hasPasskey(ctx.db, user.userId);
  const staff = memberships.some((m) => m.kind === 'staff');
  const factor = await sessionFactor(ctx.db, user.sessionId);
  const freshUntil = factor && stepUpFreshUntil(factor, stepUpWindowMs(ctx.env));
  return {
    user: { id: user.userId, name: user.name, email: user.email },
    organizations,
    active: active && { id: active.organizationId, name: active.name, kind: active.kind, role: active.role },
    hasPasskey: has,
    passkeyRequired: staff,
    signInMethod: factor?.openedBy === 'passkey' ? 'passkey' : 'link',
    passkeySignInRequired: staff && has && factor?.openedBy !== 'passkey',
    stepUpFreshUntil: freshUntil ? freshUntil.toISOString() : null,
  };
}
