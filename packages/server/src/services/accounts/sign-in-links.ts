import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth';
import { and, eq, gt } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';

/** A sign-in link works once, for this long. */
export const LINK_MINUTES = 10;

/** Whether a pending, unexpired invitation is waiting for this address (its owner may sign in to accept it). */
async function hasPendingInvitation(ctx: ServiceContext, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: schema.organizationInvitations.id })
    .from(schema.organizationInvitations)
    .where(
      and(
        eq(schema.organizationInvitations.email, email.toLowerCase()),
        eq(schema.organizationInvitations.status, 'pending'),
        gt(schema.organizationInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether an address may be sent a sign-in link: it has an account, or an invitation waits for it. */
async function mayReceiveLink(ctx: ServiceContext, email: string): Promise<boolean> {
  const [user] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return Boolean(user) || hasPendingInvitation(ctx, email);
}

/**
 * Queues the sign-in email, only for an address that has an account or a pending invitation: accounts
 * come from invitations and the seed, and the answer to the request is the same either way.
 */
export async function queueSignInLink(ctx: ServiceContext, jobs: JobQueue, email: string, link: string) {
  if (!(await mayReceiveLink(ctx, email))) return;
  const id = randomUUID();
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + LINK_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(schema.accountEmails).values({ id, kind: 'sign-in-link', email, link, expiresAt, createdAt: now });
    await jobs.send(QUEUES.accountEmail, { bookingId: id, reference: 'sign-in-link' }, tx);
  });
}

/**
 * better-auth's `user.create.before` hook: an account is created only for an invitee (signing in by the
 * link their invitation sent them to); the seed and `create-admin` write users directly.
 */
export async function onlyInvitees(ctx: ServiceContext, user: { email: string }): Promise<void> {
  if (!(await hasPendingInvitation(ctx, user.email)))
    throw new APIError('FORBIDDEN', { code: 'SIGN_UP_DISABLED', message: 'Accounts are created by invitation only' });
}
