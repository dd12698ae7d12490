import { randomUUID } from 'node:crypto';
import type { OperatorEventPayload } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import {
  operatorDeliveries,
  operatorEvents,
  organizationMembers,
  providers,
  providerWebhooks,
  users,
} from '../../db/schema/index';
import type { ServiceContext } from '../context';
import type { Mailer } from '../email/transport';
import type { JobAttempt, JobData, JobQueue } from '../jobs/queue';
import { type GuardOptions, UnsafeWebhookError, checkWebhookUrl } from './address-guard';
import { composeOperatorEmail } from './compose-email';
import { webhookDelivered, webhookGaveUp } from './endpoint-health';
import { type PostOutcome, postWebhook, signatureHeader } from './webhook';

/**
 * What delivery needs besides the context: the mail transport, the address guard's options, the job queue
 * (the owners' email when a webhook gives up), a test CA.
 */
export type DeliveryDeps = { mailer: Mailer; guard: GuardOptions; jobs: JobQueue; ca?: string | undefined };

type Channel = 'email' | 'webhook';
// Nothing to deliver to: recorded as failed, not retried (the operator adds an address, then redelivers).
const NO_ADDRESS = 'no address to email';
const NO_WEBHOOK = 'no webhook set';
type EventRow = typeof operatorEvents.$inferSelect;

/** The car park's bookings address, else its organisation's owners' addresses. */
async function recipients(ctx: ServiceContext, providerId: string): Promise<string[]> {
  const [p] = await ctx.db
    .select({ email: providers.bookingsEmail, org: providers.organizationId })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (p?.email) return [p.email];
  if (!p?.org) return [];
  const owners = await ctx.db
    .select({ email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, p.org), eq(organizationMembers.role, 'owner')));
  return owners.map((o) => o.email).sort();
}

async function sendEmail(ctx: ServiceContext, deps: DeliveryDeps, event: EventRow): Promise<PostOutcome> {
  const to = await recipients(ctx, event.providerId);
  if (to.length === 0) return { ok: false, status: null, error: NO_ADDRESS };
  const host = new URL(ctx.env.PUBLIC_URL).hostname;
  const messageId = `<operator.${event.id}@${host}>`;
  const support = { email: ctx.env.SUPPORT_EMAIL, phone: ctx.env.SUPPORT_PHONE, address: ctx.env.SUPPORT_ADDRESS };
  const payload = event.payload as OperatorEventPayload;
  const message = composeOperatorEmail(payload, to, ctx.env.MAIL_FROM, support, messageId);
  await deps.mailer.send(message, messageId.slice(1, -1));
  return { ok: true, status: null, error: null };
}

async function sendWebhook(ctx: ServiceContext, deps: DeliveryDeps, event: EventRow): Promise<PostOutcome> {
  const [hook] = await ctx.db.select().from(providerWebhooks).where(eq(providerWebhooks.providerId, event.providerId));
  if (!hook) return { ok: false, status: null, error: NO_WEBHOOK };
  let target;
  try {
    // Checked again now: the host may point somewhere else than when the URL was saved.
    target = await checkWebhookUrl(hook.url, deps.guard);
  } catch (e) {
    if (e instanceof UnsafeWebhookError) return { ok: false, status: null, error: e.message.slice(0, 200) };
    throw e;
  }
  const body = JSON.stringify(event.payload);
  const headers = {
    'Parking-Event-Id': event.id,
    'Parking-Signature': signatureHeader(hook.secret, body, ctx.clock()),
  };
  return postWebhook(target, body, headers, { ca: deps.ca });
}

/** Thrown for a failed attempt, so pg-boss retries it (back-off per services/jobs/retry-policy.ts). */
class DeliveryFailedError extends Error {
  override name = 'DeliveryFailedError';
}

/** An attempt's row once it is over: delivered; retrying (a later attempt follows); failed for good. */
type Finished = 'delivered' | 'retrying' | 'failed';

/**
 * Writes how the attempt ended. In the same transaction: a webhook delivered clears its endpoint's failing
 * mark; a webhook failed for good (its last attempt) emails the car park's owners once (endpoint-health.ts).
 */
async function finish(
  ctx: ServiceContext,
  deps: DeliveryDeps,
  row: { id: string; providerId: string; channel: Channel },
  outcome: PostOutcome,
  status: Finished,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(operatorDeliveries)
      .set({ status, responseCode: outcome.status, error: outcome.error, finishedAt: ctx.clock() })
      .where(eq(operatorDeliveries.id, row.id));
    if (row.channel !== 'webhook') return;
    if (status === 'delivered') await webhookDelivered(tx, row.providerId);
    else if (status === 'failed' && outcome.error !== NO_WEBHOOK)
      await webhookGaveUp(ctx, deps.jobs, tx, row.providerId);
  });
}

/** How an attempt's row ends: nowhere to send is final at once; any other failure retries until the last attempt. */
function statusOf(outcome: PostOutcome, attempt: JobAttempt): Finished {
  if (outcome.ok) return 'delivered';
  const nowhere = outcome.error === NO_ADDRESS || outcome.error === NO_WEBHOOK;
  return nowhere || attempt.last ? 'failed' : 'retrying';
}

/**
 * The `operator-notify` job: one attempt to deliver an event on one channel. Nothing is sent once the
 * channel is delivered (for a redelivery: delivered since it was asked for). Each attempt is a
 * `operator_deliveries` row, `sending` before the send: a crash mid-send leaves it so, and pg-boss's
 * retry sends again, with the same event id. A failed attempt is `retrying` while another follows and
 * `failed` on the job's last (`attempt.last`). Never a body or traveller data in the row or the log.
 */
export async function deliverOnce(
  ctx: ServiceContext,
  deps: DeliveryDeps,
  data: JobData,
  jobAttempt: JobAttempt = { last: false },
): Promise<boolean> {
  const { eventId, channel } = data;
  if (!eventId || !channel) return false;
  const [event] = await ctx.db.select().from(operatorEvents).where(eq(operatorEvents.id, eventId));
  if (!event) return false;
  const since = data.requestedAt ? new Date(data.requestedAt) : new Date(0);
  const rows = await ctx.db
    .select()
    .from(operatorDeliveries)
    .where(and(eq(operatorDeliveries.eventId, eventId), eq(operatorDeliveries.channel, channel)));
  // A redelivery is done by its own attempts (asked by that member since it was asked), not the earlier ones.
  const done = (r: (typeof rows)[number]) =>
    r.status === 'delivered' && (!data.requestedBy || (r.requestedBy === data.requestedBy && r.startedAt >= since));
  if (rows.some(done)) return false;
  const attempt = rows.reduce((n, r) => Math.max(n, r.attempt), 0) + 1;
  const id = randomUUID();
  await ctx.db.insert(operatorDeliveries).values({
    id,
    eventId,
    channel,
    attempt,
    status: 'sending',
    startedAt: ctx.clock(),
    requestedBy: data.requestedBy ?? null,
  });
  const outcome = await send(ctx, deps, event, channel).catch((e: unknown): PostOutcome => ({
    ok: false,
    status: null,
    error: (e instanceof Error ? e.name : 'Error').slice(0, 120),
  }));
  const status = statusOf(outcome, jobAttempt);
  await finish(ctx, deps, { id, providerId: event.providerId, channel }, outcome, status);
  const log = { reference: data.reference, eventId, channel, attempt, status: outcome.status };
  if (outcome.ok) ctx.log.info(log, 'operator notified');
  else if (outcome.error === NO_ADDRESS || outcome.error === NO_WEBHOOK)
    ctx.log.warn(log, 'operator not notified: nowhere to send');
  else throw new DeliveryFailedError(`${channel} delivery failed: ${outcome.error ?? 'error'}`);
  return true;
}

const send = (ctx: ServiceContext, deps: DeliveryDeps, event: EventRow, channel: Channel) =>
  channel === 'email' ? sendEmail(ctx, deps, event) : sendWebhook(ctx, deps, event);
