import type { Catalog } from '../catalog';
import type { Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';
import type { Links } from '../links';
import type { OperatorEvents } from '../operator-events/index';
import type { PaymentGateway } from '../payments/gateway';
import { createManageAccess } from './access';
import { createAmendments } from './amend';
import { createAmendPricing } from './amend-price';
import { createCancellation } from './cancel';
import { createMoneyEvents } from './money-events';
import { createManageView } from './view';
import fp from 'fastify-plugin';

/** Manage my booking (docs/product-rules.md#amend-and-cancel): access, the page's view, cancel, amend. */
function createManage(
  ctx: ServiceContext,
  deps: {
    catalog: Catalog;
    confirmations: Confirmations;
    links: Links;
    payments: PaymentGateway;
    jobs: JobQueue;
    operatorEvents: OperatorEvents;
  },
) {
  const money = createMoneyEvents(ctx, deps.jobs, deps.payments);
  const pricing = createAmendPricing(ctx, deps.catalog);
  const amendments = createAmendments(ctx, { ...deps, pricing, money });
  const cancellation = createCancellation(ctx, money, amendments, deps.operatorEvents);
  deps.jobs.handle(QUEUES.changeRefund, money.refundOne);
  deps.jobs.handle(QUEUES.amendmentExpiry, async ({ eventId }) => {
    if (!eventId) return false;
    const [pending] = await amendments.pendingSession(eventId);
    // A session that was paid at the last second keeps its hold: its payment applies the change.
    if (pending?.sessionId && !(await deps.payments.expireCheckoutSession(pending.sessionId))) return false;
    return amendments.expire(eventId);
  });
  return {
    access: createManageAccess(ctx, deps.links),
    view: createManageView(ctx, deps.confirmations),
    amendments,
    cancellation,
    /** The money ledger's writer (support's refunds and retries use it too). */
    money,
    /** The operator's event log: a staff refund on a confirmed booking tells the operator in its transaction. */
    operatorEvents: deps.operatorEvents,
  };
}

export type Manage = ReturnType<typeof createManage>;

/** Decorates `app.manage` and runs the `change-refund` and `amendment-expiry` jobs. */
export const managePlugin = fp(
  async (app) => {
    const { catalog, confirmations, links, payments, jobs, operatorEvents } = app;
    app.decorate('manage', createManage(app.ctx, { catalog, confirmations, links, payments, jobs, operatorEvents }));
  },
  {
    name: 'manage',
    dependencies: ['context', 'catalog', 'confirmations', 'links', 'payments', 'jobs', 'operator-events'],
  },
);
