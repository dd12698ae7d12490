import { createBookings } from './bookings';
import { createCatalog } from './catalog';
import { createConfirmations } from './confirmation';
import { createContent } from './content';
import { createLinks } from './links';
import { createManage } from './manage/index';
import { createReviewInvites } from './review-invites';
import type { ServiceContext } from './context';
import { createBookingEmails } from './email/index';
import type { Mailer } from './email/transport';
import { createFulfilment } from './fulfilment';
import { createHolds } from './holds';
import { createIdempotency } from './idempotency';
import { type JobQueue, QUEUES } from './jobs/queue';
import { createPartners } from './partners';
import type { PaymentGateway } from './payments/gateway';
import { createCoupons } from './pricing';
import { createSearch } from './search';
import { createStats } from './stats';
import { createStripeEvents } from './payments/stripe-events';
import { createRefunds } from './refunds';

/** Tuning of the in-memory caches (tests set 0 to read the database every time). */
export type CacheOptions = { catalogMs?: number; statsMs?: number; partnersMs?: number; availabilityMs?: number };

/** The outside world the services talk to. */
export type ServiceDeps = {
  payments: PaymentGateway;
  mailer: Mailer;
  jobs: JobQueue;
  newReference?: () => string;
};

/** Every service of the app, built once per app and shared by the routes. */
export function createServices(ctx: ServiceContext, deps: ServiceDeps, cache: CacheOptions = {}) {
  const catalog = createCatalog(ctx, cache.catalogMs);
  const stats = createStats(ctx, cache.statsMs);
  const partners = createPartners(ctx, cache.partnersMs);
  const coupons = createCoupons(ctx);
  const search = createSearch(ctx, catalog, stats, cache.availabilityMs);
  const { jobs } = deps;
  const holds = createHolds(ctx, deps.payments, jobs);
  const confirmations = createConfirmations(ctx, catalog);
  const links = createLinks(ctx);
  const emails = createBookingEmails(ctx, confirmations, deps.mailer, links);
  const reviewInvites = createReviewInvites(ctx, jobs, links);
  const refunds = createRefunds(ctx, deps.payments, jobs);
  const fulfilment = createFulfilment(ctx, catalog, jobs, refunds);
  jobs.handle(QUEUES.holdExpiry, holds.expireOne);
  jobs.handle(QUEUES.email, emails.sendOnce);
  jobs.handle(QUEUES.refund, (data) => refunds.refundOne(data.bookingId));
  const bookings = createBookings(ctx, { catalog, coupons, holds, payments: deps.payments }, deps.newReference);
  const idempotency = createIdempotency(ctx);
  const manage = createManage(ctx, { catalog, confirmations, links, payments: deps.payments, jobs });
  const stripeEvents = createStripeEvents(ctx, fulfilment, holds, manage.amendments);
  const content = createContent(ctx, links);
  return {
    ctx,
    payments: deps.payments,
    catalog,
    stats,
    partners,
    coupons,
    search,
    holds,
    confirmations,
    emails,
    refunds,
    jobs,
    fulfilment,
    bookings,
    idempotency,
    stripeEvents,
    content,
    links,
    reviewInvites,
    manage,
  };
}
export type Services = ReturnType<typeof createServices>;
