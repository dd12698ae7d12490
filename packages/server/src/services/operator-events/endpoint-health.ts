import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { accountEmails, organizationMembers, providers, providerWebhooks, users } from '../../db/schema/index';
import type { Tx } from '../availability';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';

/** How long the "your webhook is failing" email may wait to be sent before it is stale and dropped. */
const NOTICE_DAYS = 7;

/** The console page the notice links to: the car park's delivery log, where failed deliveries are redelivered. */
const failingNoticeLink = (publicUrl: string, providerId: string) =>
  new URL(`/console/notifications?carPark=${encodeURIComponent(providerId)}`, publicUrl).toString();

/** The addresses of the owners of the organisation running the car park, sorted. */
async function ownersOf(tx: Tx, providerId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(providers)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, providers.organizationId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(providers.id, providerId), eq(organizationMembers.role, 'owner')));
  return rows.map((r) => r.email).sort();
}

/**
 * A webhook delivery gave up: the first give-up since the endpoint last worked marks the webhook
 * (`failing_notified_at`) and queues one `webhook-failing` account email per owner, all in `tx`, the
 * transaction that marks the delivery failed, so a crash leaves both or neither. Later give-ups find
 * the mark and email nobody. Returns how many owners were emailed.
 */
export async function webhookGaveUp(ctx: ServiceContext, jobs: JobQueue, tx: Tx, providerId: string): Promise<number> {
  const now = ctx.clock();
  const marked = await tx
    .update(providerWebhooks)
    .set({ failingNotifiedAt: now })
    .where(and(eq(providerWebhooks.providerId, providerId), isNull(providerWebhooks.failingNotifiedAt)))
    .returning({ providerId: providerWebhooks.providerId });
  if (marked.length === 0) return 0;
  const owners = await ownersOf(tx, providerId);
  const link = failingNoticeLink(ctx.env.PUBLIC_URL, providerId);
  const expiresAt = new Date(now.getTime() + NOTICE_DAYS * 86_400_000);
  for (const email of owners) {
    const id = randomUUID();
    await tx.insert(accountEmails).values({ id, kind: 'webhook-failing', email, link, expiresAt, createdAt: now });
    await jobs.send(QUEUES.accountEmail, { bookingId: id, reference: 'webhook-failing' }, tx);
  }
  return owners.length;
}

/** A webhook delivery succeeded: the endpoint works again, so its next give-up emails the owners again. */
export async function webhookDelivered(tx: Tx, providerId: string): Promise<void> {
  await tx
    .update(providerWebhooks)
    .set({ failingNotifiedAt: null })
    .where(and(eq(providerWebhooks.providerId, providerId), isNotNull(providerWebhooks.failingNotifiedAt)));
}
