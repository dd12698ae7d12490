import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Tx } from '../availability';
import type { Clock, ServiceContext } from '../context';
import type { AccountNoticeKind } from '../email/compose-account-notice';
import { type JobQueue, QUEUES } from '../jobs/queue';

/** A notice not sent within this long (the mail server down for days) is no longer sent. */
const NOTICE_DAYS = 7;

/** The console page each notice's button opens: the passkeys on the account page, or signing in again. */
const PAGE: Record<AccountNoticeKind, string> = {
  'passkey-added': '/console/account',
  'passkeys-reset': '/console/sign-in',
};

/** What queueing a notice needs: the job queue, the clock, and where the console is. */
export type NoticeDeps = { jobs: JobQueue; clock: Clock; publicUrl: string };

/**
 * Queues a security notice to the account holder as a durable `account-email` job, in `tx`: the
 * transaction of the change it tells of, so the notice goes if and only if the change is kept.
 */
export async function queueAccountNotice(
  deps: NoticeDeps,
  tx: Tx,
  notice: { kind: AccountNoticeKind; email: string },
): Promise<void> {
  const id = randomUUID();
  const now = deps.clock();
  const link = new URL(PAGE[notice.kind], deps.publicUrl).toString();
  const expiresAt = new Date(now.getTime() + NOTICE_DAYS * 86_400_000);
  await tx
    .insert(schema.accountEmails)
    .values({ id, kind: notice.kind, email: notice.email, link, expiresAt, createdAt: now });
  await deps.jobs.send(QUEUES.accountEmail, { bookingId: id, reference: notice.kind }, tx);
}

/**
 * Every passkey added through better-auth's registration emails its account holder ("A passkey was added
 * to your account"), so a passkey added by someone else (with a stolen session) does not go unseen. The
 * audit entry is the audit trail's (`passkey.added`).
 */
export function passkeyNotices(ctx: ServiceContext, jobs: JobQueue) {
  const deps: NoticeDeps = { jobs, clock: ctx.clock, publicUrl: ctx.env.PUBLIC_URL };
  return {
    id: 'parking-passkey-notices',
    hooks: {
      after: [
        {
          matcher: (c: { path?: string }) => c.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (c) => {
            const returned: unknown = c.context.returned;
            if (!returned || returned instanceof Error || typeof returned !== 'object') return;
            const userId = (returned as { userId?: unknown }).userId;
            if (typeof userId !== 'string') return;
            await ctx.db.transaction(async (tx) => {
              const [user] = await tx
                .select({ email: schema.users.email })
                .from(schema.users)
                .where(eq(schema.users.id, userId));
              if (user) await queueAccountNotice(deps, tx, { kind: 'passkey-added', email: user.email });
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
