import { createBookings } from './bookings';
import { createCatalog } from './catalog';
import { createConfirmations } from './confirmation';
import { createContent } from './content';
import type { ServiceContext } from './context';
import { createConfirmationEmail } from './email/index';
import type { Mailer } from './email/transport';
import { createFulfilment } from './fulfilment';
import { createHolds } from './holds';
import { createIdempotency } from './idempotency';
import { createPartners } from './partners';
import type { PaymentGateway } from './payments/gateway';
import { createCoupons } from './pricing';
import { createSearch } from './search';
import { createStats } from './stats';
import { createStripeEvents } from './payments/stripe-events';

/** Tuning of the in-memory caches (tests set 0 to read the database every time). */
export type CacheOptions = { catalogMs?: number; statsMs?: number; partnersMs?: number; availabilityMs?: number };

/** The outside world the services talk to. */
export type ServiceDeps = { payments: PaymentGateway; mailer: Mailer; newReference?: () => string };

/** Every service of the app, built once per app and shared by the routes. */
export function createServices(ctx: ServiceContext, deps: ServiceDeps, cache: CacheOptions = {}) {
  const catalog = createCatalog(ctx, cache.catalogMs);
  const stats = createStats(ctx, cache.statsMs);
  const partners = createPartners(ctx, cache.partnersMs);
  const coupons = createCoupons(ctx);
  const search = createSearch(ctx, catalog, stats, cache.availabilityMs);
  const holds = createHolds(ctx, deps.payments);
  const confirmations = createConfirmations(ctx, catalog);
  const fulfilment = createFulfilment(ctx, catalog, createConfirmationEmail(ctx, confirmations, deps.mailer));
  const bookings = createBookings(ctx, { catalog, coupons, holds, payments: deps.payments }, deps.newReference);
  const idempotency = createIdempotency(ctx);
  const stripeEvents = createStripeEvents(ctx, fulfilment, holds);
  const content = createContent(ctx);
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
    fulfilment,
    bookings,
    idempotency,
    stripeEvents,
    content,
  };
}
export type Services = ReturnType<typeof createServices>;
