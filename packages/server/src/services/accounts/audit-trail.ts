import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { asc, eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Audit, AuditEntry } from '../audit/index';
import type { ServiceContext } from '../context';
import { auditEntryFor } from './audit-entries';

/** What the before hook saw: who asks (their session) and, for a role change, the role it replaces. */
type Seen = { userId: string; activeOrganizationId: string | null; previousRole?: string };

/** better-auth endpoints whose success is a membership, invitation, passkey or session change. */
const AUDITED = new Set([
  '/organization/invite-member',
  '/organization/accept-invitation',
  '/organization/reject-invitation',
  '/organization/cancel-invitation',
  '/organization/update-member-role',
  '/organization/remove-member',
  '/organization/leave',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

type HookContext = { path?: string; request?: Request; headers?: Headers; body?: unknown };

// Before and after hooks of one call share its Request (or, called from the server, its Headers).
const keyOf = (c: HookContext): object | undefined => c.request ?? c.headers;

async function roleOf(ctx: ServiceContext, memberId: unknown): Promise<string | undefined> {
  if (typeof memberId !== 'string') return undefined;
  const [row] = await ctx.db
    .select({ role: schema.organizationMembers.role })
    .from(schema.organizationMembers)
    .where(eq(schema.organizationMembers.id, memberId));
  return row?.role;
}

/** The organisation an action without one of its own (passkeys, sessions) is logged under. */
async function organizationOf(ctx: ServiceContext, seen: Seen): Promise<string | null> {
  if (seen.activeOrganizationId) return seen.activeOrganizationId;
  const [row] = await ctx.db
    .select({ id: schema.organizationMembers.organizationId })
    .from(schema.organizationMembers)
    .where(eq(schema.organizationMembers.userId, seen.userId))
    .orderBy(asc(schema.organizationMembers.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function kindOf(ctx: ServiceContext, organizationId: string): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ kind: schema.organizations.kind })
    .from(schema.organizations)
    .where(eq(schema.organizations.id, organizationId));
  return row?.kind;
}

/** Records a successful change: the actor is the signed-in user in the organisation the change is in. */
async function record(ctx: ServiceContext, audit: Audit, c: HookContext, seen: Seen, returned: unknown) {
  const partial = auditEntryFor(c.path ?? '', returned, c.body, seen);
  if (!partial) return;
  const organizationId = partial.organizationId ?? (await organizationOf(ctx, seen));
  if (!organizationId) return;
  const kind = (await kindOf(ctx, organizationId)) === 'staff' ? 'staff' : 'member';
  const entry: AuditEntry = {
    ...partial,
    organizationId,
    actor: { kind, userId: seen.userId, organizationId },
  };
  await audit.record(entry);
}

/**
 * Every membership, invitation, passkey and session change made through better-auth's endpoints goes
 * into the audit log (app.audit.record), naming the signed-in user and the organisation.
 */
export function auditTrail(ctx: ServiceContext, audit: Audit) {
  const seen = new WeakMap<object, Seen>();
  const matcher = (c: HookContext) => AUDITED.has(c.path ?? '');
  return {
    id: 'parking-audit-trail',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (c) => {
            const key = keyOf(c);
            const session = key ? await getSessionFromCtx(c) : null;
            if (!key || !session) return;
            const body = (c.body ?? {}) as { memberId?: unknown };
            const previousRole =
              c.path === '/organization/update-member-role' ? await roleOf(ctx, body.memberId) : undefined;
            const activeOrganizationId =
              (session.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
            seen.set(key, { userId: session.user.id, activeOrganizationId, previousRole });
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (c) => {
            const key = keyOf(c);
            const who = key && seen.get(key);
            const returned: unknown = c.context.returned;
            if (!who || returned instanceof Error || !returned || typeof returned !== 'object') return;
            await record(ctx, audit, c, who, returned);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
