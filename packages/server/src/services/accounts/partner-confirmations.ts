import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, like, lte } from 'drizzle-orm';
import { accountEmails, authVerifications } from '../../db/schema/index';
import type { Tx } from '../availability';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';

/** A confirmation link works once, for this long (the email says so). */
export const CONFIRM_HOURS = 24;

/** Rows of `auth_verifications` that are partner sign-ups waiting for their owner, apart from better-auth's own. */
const PREFIX = 'partner-sign-up:';

/**
 * A partner sign-up asked for an address that already has an account, kept until that person confirms:
 * what the form said, and the test key the sign-up answered (made with the organisation on confirmation).
 */
export type PendingSignUp = {
  organisationName: string;
  website: string;
  name: string;
  email: string;
  key: { id: string; key: string; allowedOrigins: string[] };
};

/** The row's identifier: only the token's SHA-256 is stored, so a copy of the database confirms nothing. */
const identifierOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('hex')}`;

/** The confirmation page: the partners page, the token in the fragment so no server or log ever sees it. */
const confirmationLink = (publicUrl: string, token: string) =>
  new URL(`/partners#confirm=${token}`, publicUrl).toString();

/**
 * Keeps `pending` for `CONFIRM_HOURS` under a new token and queues the confirmation email (an
 * `account-email` job) in the same transaction; sign-ups that ran out are deleted on the way.
 */
export async function askToConfirm(ctx: ServiceContext, jobs: JobQueue, pending: PendingSignUp): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + CONFIRM_HOURS * 3_600_000);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(authVerifications)
      .where(and(like(authVerifications.identifier, `${PREFIX}%`), lte(authVerifications.expiresAt, now)));
    const value = JSON.stringify(pending);
    const identifier = identifierOf(token);
    await tx
      .insert(authVerifications)
      .values({ id: randomUUID(), identifier, value, expiresAt, createdAt: now, updatedAt: now });
    const id = randomUUID();
    const link = confirmationLink(ctx.env.PUBLIC_URL, token);
    const email = { id, kind: 'partner-confirmation' as const, email: pending.email, link, expiresAt, createdAt: now };
    await tx.insert(accountEmails).values(email);
    await jobs.send(QUEUES.accountEmail, { bookingId: id, reference: 'partner-confirmation' }, tx);
  });
}

/** The sign-up a confirmation link (as emailed) waits to confirm, or undefined once used or run out. */
export async function pendingOfLink(ctx: ServiceContext, link: string): Promise<PendingSignUp | undefined> {
  const token = new URL(link).hash.replace(/^#confirm=/, '');
  const [row] = await ctx.db
    .select({ value: authVerifications.value })
    .from(authVerifications)
    .where(and(eq(authVerifications.identifier, identifierOf(token)), gt(authVerifications.expiresAt, ctx.clock())));
  return row ? (JSON.parse(row.value) as PendingSignUp) : undefined;
}

/** Where a token stands: waiting (`pending`), run out (`expired`), or unknown or used already (`invalid`). */
export async function confirmationState(
  ctx: ServiceContext,
  token: string,
): Promise<'pending' | 'expired' | 'invalid'> {
  const [row] = await ctx.db
    .select({ expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, identifierOf(token)));
  if (!row) return 'invalid';
  if (row.expiresAt > ctx.clock()) return 'pending';
  await ctx.db.delete(authVerifications).where(eq(authVerifications.identifier, identifierOf(token)));
  return 'expired';
}

/**
 * Uses the token up in `tx`: deletes its row and returns the sign-up, or undefined when it is unknown, used
 * or run out. Two confirmations at once: the second waits for the first's delete and finds nothing.
 */
export async function takePending(tx: Tx, token: string, now: Date): Promise<PendingSignUp | undefined> {
  const [row] = await tx
    .delete(authVerifications)
    .where(and(eq(authVerifications.identifier, identifierOf(token)), gt(authVerifications.expiresAt, now)))
    .returning({ value: authVerifications.value });
  return row ? (JSON.parse(row.value) as PendingSignUp) : undefined;
}
