import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { accountsPlugin } from './accounts/index';
import { tenancyPlugin } from './accounts/tenancy';
import { auditPlugin } from './audit/index';
import { catalogPlugin } from './catalog';
import { confirmationsPlugin } from './confirmation';
import { type ServiceContext, type Tuning, contextPlugin } from './context';
import { emailsPlugin } from './email/index';
import type { Mailer } from './email/transport';
import { fulfilmentPlugin } from './fulfilment';
import { holdsPlugin } from './holds';
import { idempotencyPlugin } from './idempotency';
import { jobsPlugin } from './jobs/queue';
import { linksPlugin } from './links';
import { managePlugin } from './manage/index';
import { metricsPlugin } from './metrics/index';
import { type WebhookTestHooks, operatorEventsPlugin } from './operator-events/index';
import { partnersPlugin } from './partners';
import { paymentsPlugin } from './payments/from-env';
import type { PaymentGateway } from './payments/gateway';
import { couponsPlugin } from './pricing';
import { refundsPlugin } from './refunds';
import { reviewInvitesPlugin } from './review-invites';
import { statsPlugin } from './stats';

/** What the shared services are built from; the gateway and mailer default to the env's. */
export type SharedServicesOptions = {
  ctx: ServiceContext;
  tuning: Tuning;
  database: Database;
  /** `false`: the queue's supervisor stays off (tests drain jobs with sweepOnce). */
  workers: boolean;
  payments?: PaymentGateway | undefined;
  mailer?: Mailer | undefined;
  /** Webhook delivery test hooks (a resolver, private test receivers, a CA); never set in production. */
  webhookHooks?: WebhookTestHooks | undefined;
};

/**
 * The building blocks several resources share, each a named plugin that decorates the root instance
 * (`app.catalog`, `app.jobs`, `app.holds`…) and declares what it needs. Registered in dependency
 * order; Fastify refuses to boot if a declared dependency is missing.
 */
export const sharedServices = fp(
  async (app, opts: SharedServicesOptions) => {
    await app.register(contextPlugin, { ctx: opts.ctx, tuning: opts.tuning });
    await app.register(auditPlugin);
    await app.register(jobsPlugin, { database: opts.database, workers: opts.workers });
    await app.register(metricsPlugin, { database: opts.database });
    await app.register(paymentsPlugin, { gateway: opts.payments });
    for (const plugin of [catalogPlugin, statsPlugin, partnersPlugin, couponsPlugin, linksPlugin]) {
      await app.register(plugin);
    }
    await app.register(confirmationsPlugin);
    await app.register(holdsPlugin);
    await app.register(emailsPlugin, { mailer: opts.mailer });
    await app.register(reviewInvitesPlugin);
    await app.register(refundsPlugin);
    await app.register(operatorEventsPlugin, { mailer: opts.mailer, hooks: opts.webhookHooks });
    await app.register(fulfilmentPlugin);
    await app.register(idempotencyPlugin);
    await app.register(managePlugin);
    await app.register(accountsPlugin);
    await app.register(tenancyPlugin);
  },
  { name: 'shared-services' },
);
