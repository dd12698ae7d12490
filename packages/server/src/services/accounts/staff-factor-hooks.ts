import { APIError, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { ServiceContext } from '../context';
import {
  type FactorRefusal,
  anyStaff,
  idleRefusal,
  passkeyChangeRefusal,
  passkeyRefusal,
  sessionFactor,
  staffOrganizations,
  stepUpRefusal,
  stepUpWindowMs,
} from './staff-factor';
import { hasPasskey } from './tenancy';

type HookContext = Parameters<typeof getSessionFromCtx>[0];
type Fields = Record<string, unknown>;

/** Adding, renaming or removing a passkey: a staff link session may only enrol the account's first one. */
const PASSKEY_CHANGES = new Set([
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
  '/passkey/update-passkey',
]);

/**
 * Organisation endpoints outside the staff gate: an invitee's own invitation (a new staff member accepts
 * before enrolling a passkey), the list of one's own organisations and switching between them.
 */
const UNGATED = new Set([
  '/organization/accept-invitation',
  '/organization/reject-invitation',
  '/organization/get-invitation',
  '/organization/list-user-invitations',
  '/organization/list',
  '/organization/set-active',
  '/organization/check-slug',
]);

/** Staff role changes: they also need a fresh passkey assertion (step-up). */
const ROLE_CHANGES = new Set([
  '/organization/invite-member',
  '/organization/update-member-role',
  '/organization/remove-member',
]);

const gated = (path: string) => PASSKEY_CHANGES.has(path) || (path.startsWith('/organization/') && !UNGATED.has(path));

const refuse = (r: FactorRefusal): never => {
  throw new APIError(r.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', { code: r.code, message: r.message });
};

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * Every organisation the call may act on: named in the body or query (by id or slug), the invitation's
 * or the member's, and the session's active one (better-auth's default when none is named).
 */
async function targetOrganizations(ctx: ServiceContext, c: HookContext, active: string | null): Promise<string[]> {
  const body = (c.body ?? {}) as Fields;
  const query = (c.query ?? {}) as Fields;
  const ids = [body.organizationId, query.organizationId, active].filter(str);
  const { db } = ctx;
  for (const slug of [body.organizationSlug, query.organizationSlug].filter(str)) {
    const rows = await db
      .select({ id: schema.organizations.id })
      .from(schema.organizations)
      .where(eq(schema.organizations.slug, slug));
    ids.push(...rows.map((r) => r.id));
  }
  if (str(body.invitationId)) {
    const rows = await db
      .select({ id: schema.organizationInvitations.organizationId })
      .from(schema.organizationInvitations)
      .where(eq(schema.organizationInvitations.id, body.invitationId));
    ids.push(...rows.map((r) => r.id));
  }
  for (const memberId of [body.memberId, body.memberIdOrEmail].filter(str)) {
    const rows = await db
      .select({ id: schema.organizationMembers.organizationId })
      .from(schema.organizationMembers)
      .where(eq(schema.organizationMembers.id, memberId));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The rules for a staff member's call; better-auth's own checks (session, membership, role) follow. */
async function gate(ctx: ServiceContext, c: HookContext): Promise<void> {
  const path = c.path ?? '';
  const session = await getSessionFromCtx(c);
  if (!session) return;
  const userId = session.user.id;
  if ((await staffOrganizations(ctx.db, userId)).length === 0) return;
  const active = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  if (!PASSKEY_CHANGES.has(path) && !(await anyStaff(ctx.db, await targetOrganizations(ctx, c, active)))) return;
  const factor = await sessionFactor(ctx.db, session.session.id);
  if (!factor) return;
  const now = ctx.clock();
  const idle = idleRefusal(factor, now);
  if (idle) {
    await ctx.db.delete(schema.authSessions).where(eq(schema.authSessions.id, session.session.id));
    refuse(idle);
  }
  const has = await hasPasskey(ctx.db, userId);
  const refusal = PASSKEY_CHANGES.has(path) ? passkeyChangeRefusal(has, factor) : passkeyRefusal(has, factor);
  if (refusal) refuse(refusal);
  const late = ROLE_CHANGES.has(path) ? stepUpRefusal(factor, now, stepUpWindowMs(ctx.env)) : null;
  if (late) refuse(late);
}

/** Marks the session a sign-in created: how it was opened and, for a passkey, its assertion time. */
async function markSession(ctx: ServiceContext, c: HookContext): Promise<void> {
  const created = c.context.newSession;
  if (!created) return;
  const byPasskey = c.path === '/passkey/verify-authentication';
  await ctx.db
    .update(schema.authSessions)
    .set(byPasskey ? { openedBy: 'passkey', passkeyVerifiedAt: ctx.clock() } : { openedBy: 'link' })
    .where(eq(schema.authSessions.id, created.session.id));
}

/**
 * The second factor on better-auth's own endpoints (docs/product-rules.md, Console security): the same
 * rules as on our staff console routes (staff-factor.ts) for a staff member's organisation calls on the
 * staff organisation and passkey changes, and the session marks the gate reads, set on sign-in.
 */
export function staffFactorHooks(ctx: ServiceContext) {
  return {
    id: 'parking-staff-factor',
    hooks: {
      before: [
        {
          matcher: (c: { path?: string }) => gated(c.path ?? ''),
          handler: createAuthMiddleware(async (c) => gate(ctx, c)),
        },
      ],
      after: [
        {
          matcher: (c: { path?: string }) =>
            c.path === '/passkey/verify-authentication' || c.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (c) => markSession(ctx, c)),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
