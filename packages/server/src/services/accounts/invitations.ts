import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';

/** An invitation can be accepted for this long (the email says so). */
export const INVITATION_DAYS = 7;

/** The console page an invitation's email links to; it asks the invitee to sign in, then to accept or decline. */
const invitationLink = (publicUrl: string, invitationId: string) =>
  new URL(`/console/invitation/${encodeURIComponent(invitationId)}`, publicUrl).toString();

/**
 * better-auth's `sendInvitationEmail`: the email is queued as a durable `account-email` job in the same
 * transaction as its row, like a sign-in link, so it is sent once even if this node dies.
 */
export async function queueInvitationEmail(
  ctx: ServiceContext,
  jobs: JobQueue,
  invitation: { id: string; email: string; expiresAt: Date },
): Promise<void> {
  const id = randomUUID();
  const link = invitationLink(ctx.env.PUBLIC_URL, invitation.id);
  const row = { id, kind: 'invitation' as const, email: invitation.email, link, expiresAt: invitation.expiresAt };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(schema.accountEmails).values({ ...row, createdAt: ctx.clock() });
    await jobs.send(QUEUES.accountEmail, { bookingId: id, reference: 'invitation' }, tx);
  });
}

/** The invitation a request names: accept and reject carry `invitationId`, get-invitation `?id=`. */
const invitationIdOf = (ctx: { body?: unknown; query?: unknown }): string | undefined => {
  const body = (ctx.body ?? {}) as { invitationId?: unknown };
  const query = (ctx.query ?? {}) as { id?: unknown };
  const id = body.invitationId ?? query.id;
  return typeof id === 'string' ? id : undefined;
};

const INVITATION_PATHS = new Set([
  '/organization/accept-invitation',
  '/organization/reject-invitation',
  '/organization/get-invitation',
]);

/**
 * Refuses an expired invitation with 410 INVITATION_EXPIRED before better-auth looks at it (it would
 * answer "not found", which does not tell the invitee to ask again); nothing changes.
 */
export function expiredInvitationHook(ctx: ServiceContext) {
  return {
    matcher: (c: { path?: string }) => INVITATION_PATHS.has(c.path ?? ''),
    handler: createAuthMiddleware(async (c) => {
      const id = invitationIdOf(c);
      if (!id) return;
      const [row] = await ctx.db
        .select({ status: schema.organizationInvitations.status, expiresAt: schema.organizationInvitations.expiresAt })
        .from(schema.organizationInvitations)
        .where(eq(schema.organizationInvitations.id, id));
      if (row?.status === 'pending' && row.expiresAt <= new Date())
        throw new APIError('GONE', {
          code: 'INVITATION_EXPIRED',
          message: `This invitation has expired (they last ${INVITATION_DAYS} days). Ask for a new one.`,
        });
    }),
  };
}
