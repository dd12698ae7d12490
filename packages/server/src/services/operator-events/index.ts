import { randomUUID } from 'node:crypto';
import type { OperatorEventType } from '@parking/core';
import { eq } from 'drizzle-orm';
import { operatorEvents, providerWebhooks } from '../../db/schema/index';
import { isDemo } from '../../deployment';
import type { Tx } from '../availability';
import type { ServiceContext } from '../context';
import { labelAsDemo } from '../email/layout';
import { type Mailer, mailerFromEnv } from '../email/transport';
import { type JobQueue, QUEUES } from '../jobs/queue';
import { type GuardOptions, checkWebhookUrl } from './address-guard';
import { type DeliveryDeps, deliverOnce } from './deliver';
import { eventPayload } from './payload';
import fp from 'fastify-plugin';

/** Test hooks for webhook delivery: a resolver (no network), receivers allowed on private addresses, a CA. */
export type WebhookTestHooks = { resolve?: GuardOptions['resolve']; allow?: string[]; ca?: string };

/**
 * The operator's event log: `record` writes one event inside the transaction of the booking change it
 * tells of (so no change goes untold) with one `operator-notify` job per channel, email always and the
 * webhook when the car park has one; the jobs deliver it (deliver.ts).
 */
function createOperatorEvents(ctx: ServiceContext, jobs: JobQueue, guard: GuardOptions) {
  return {
    /**
     * Records the event of `bookingId`'s change in `tx` (after the change); returns the event id, or
     * null for a test booking, which never reaches the operator (no event, email, webhook or board row).
     */
    async record(tx: Tx, bookingId: string, type: OperatorEventType): Promise<string | null> {
      const id = randomUUID();
      const created = ctx.clock();
      const event = await eventPayload(tx, { id, type, created, bookingId });
      if (!event) return null;
      const { payload, providerId, reference } = event;
      await tx.insert(operatorEvents).values({ id, providerId, bookingId, type, createdAt: created, payload });
      const [hook] = await tx
        .select({ url: providerWebhooks.url })
        .from(providerWebhooks)
        .where(eq(providerWebhooks.providerId, providerId));
      for (const channel of hook ? (['email', 'webhook'] as const) : (['email'] as const))
        await jobs.send(QUEUES.operatorNotify, { bookingId, reference, eventId: id, channel }, tx);
      return id;
    },
    /** Queues another delivery of an event on a channel, asked for by a console member. */
    async redeliver(
      event: { id: string; bookingId: string; reference: string },
      channel: 'email' | 'webhook',
      by: string,
    ) {
      const requestedAt = ctx.clock().toISOString();
      await jobs.send(QUEUES.operatorNotify, {
        bookingId: event.bookingId,
        reference: event.reference,
        eventId: event.id,
        channel,
        requestedBy: by,
        requestedAt,
      });
    },
    /** Checks a webhook URL as delivery will (https, public addresses only); throws UnsafeWebhookError. */
    checkUrl: (url: string) => checkWebhookUrl(url, guard),
  };
}
export type OperatorEvents = ReturnType<typeof createOperatorEvents>;

/** The test receivers OPERATOR_WEBHOOK_ALLOW_PRIVATE_FOR_TESTS names (env.ts refuses it on a live deployment). */
const allowedFromEnv = (ctx: ServiceContext) =>
  (ctx.env.OPERATOR_WEBHOOK_ALLOW_PRIVATE_FOR_TESTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Decorates `app.operatorEvents` and runs the `operator-notify` jobs. */
export const operatorEventsPlugin = fp(
  async (app, opts: { mailer?: Mailer | undefined; hooks?: WebhookTestHooks | undefined }) => {
    const chosen = opts.mailer ?? mailerFromEnv(app.ctx.env);
    // A demo deployment labels every message, as the traveller emails (services/email).
    const mailer: Mailer = isDemo(app.ctx.env)
      ? { send: (message, name) => chosen.send(labelAsDemo(message), name) }
      : chosen;
    const allow = [...allowedFromEnv(app.ctx), ...(opts.hooks?.allow ?? [])];
    const guard: GuardOptions = { allow, ...(opts.hooks?.resolve ? { resolve: opts.hooks.resolve } : {}) };
    const deps: DeliveryDeps = { mailer, guard, jobs: app.jobs, ca: opts.hooks?.ca };
    app.jobs.handle(QUEUES.operatorNotify, (data, attempt) => deliverOnce(app.ctx, deps, data, attempt));
    app.decorate('operatorEvents', createOperatorEvents(app.ctx, app.jobs, guard));
  },
  { name: 'operator-events', dependencies: ['context', 'jobs'] },
);
