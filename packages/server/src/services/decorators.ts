import type { Accounts } from './accounts/index';
import type { Audit } from './audit/index';
import type { Catalog } from './catalog';
import type { Confirmations } from './confirmation';
import type { ServiceContext, Tuning } from './context';
import type { Fulfilment } from './fulfilment';
import type { Holds } from './holds';
import type { Idempotency } from './idempotency';
import type { JobQueue } from './jobs/queue';
import type { Links } from './links';
import type { Manage } from './manage/index';
import type { Metrics } from './metrics/index';
import type { OperatorEvents } from './operator-events/index';
import type { Partners } from './partners';
import type { PaymentGateway } from './payments/gateway';
import type { Coupons } from './pricing';
import type { Refunds } from './refunds';
import type { ReviewInvites } from './review-invites';
import type { Stats } from './stats';

// One place for the root decorators, so that whatever sees the app's type (the tests go through
// app.ts's compiled declarations) sees them all; each is set by the plugin of the same name.
declare module 'fastify' {
  interface FastifyInstance {
    /** Database, env, clock and logger every service is built with (plugin `context`). */
    ctx: ServiceContext;
    /** Cache times and test hooks, read when a service is built (plugin `context`). */
    tuning: Tuning;
    /** The pg-boss job queue; each plugin registers the handlers of its own work (plugin `jobs`). */
    jobs: JobQueue;
    /** Prometheus metrics: the families, the request histogram hook, the text for `/metrics` (plugin `metrics`). */
    metrics: Metrics;
    /** The payment provider: Stripe Checkout or the demo checkout (plugin `payments`). */
    payments: PaymentGateway;
    /** Airports and providers, cached for a few seconds (plugin `catalog`). */
    catalog: Catalog;
    /** Providers' live totalBooked / currentlyViewing figures and the search views behind them (plugin `stats`). */
    stats: Stats;
    /** Partner keys and the origins each may embed the widget on (plugin `partners`). */
    partners: Partners;
    /** Discount codes (plugin `coupons`). */
    coupons: Coupons;
    /** Signed links in emails: review, manage (plugin `links`). */
    links: Links;
    /** Bookings read back for the success page, emails and manage (plugin `confirmations`). */
    confirmations: Confirmations;
    /** Unpaid holds on spaces: release, expiry (plugin `holds`). */
    holds: Holds;
    /** Refunds of payments that came after their spaces went (plugin `refunds`). */
    refunds: Refunds;
    /** Review invitations: queued after a stay, checked when their link opens (plugin `review-invites`). */
    reviewInvites: ReviewInvites;
    /** Confirms a paid booking (Stripe webhook, demo Pay), or refunds it when its spaces went (plugin `fulfilment`). */
    fulfilment: Fulfilment;
    /** Idempotency-Key claims and stored answers (plugin `idempotency`). */
    idempotency: Idempotency;
    /** Manage my booking: access tokens, the page's view, cancellation, amendments (plugin `manage`). */
    manage: Manage;
    /** Accounts, sessions and organisations: better-auth, its handler and server API (plugin `accounts`). */
    accounts: Accounts;
    /** Operator events (new, amended, cancelled bookings) and their email and webhook delivery (plugin `operator-events`). */
    operatorEvents: OperatorEvents;
    /** The audit log's one writer: every console, staff and money action records through it (plugin `audit`). */
    audit: Audit;
  }
}
