import type { FastifyPluginAsync } from 'fastify';
import { airportsModule } from './airports/index';
import { assetsModule } from './assets/index';
import { authModule } from './auth/index';
import { blogsModule } from './blogs/index';
import { bookingsModule } from './bookings/index';
import { checkoutModule } from './checkout/index';
import { consoleModule } from './console/index';
import { partnerSignupModule } from './partner-signup/index';
import { partnerApiModule } from './partner-api/index';
import { partnerEventsModule } from './partner-events/index';
import { contactModule } from './contact/index';
import { couponsModule } from './coupons/index';
import { demoCheckoutModule } from './demo-checkout/index';
import { healthModule } from './health/index';
import { manageModule } from './manage/index';
import { providersModule } from './providers/index';
import { reviewsModule } from './reviews/index';
import { searchModule } from './search/index';
import { stripeWebhookModule } from './stripe-webhook/index';
import { supportModule } from './support/index';

/**
 * The resources mounted under /api/v1, each an encapsulated plugin owning its routes, schemas and
 * service, and naming the shared plugins it needs. A new resource is a new folder and one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  healthModule,
  airportsModule,
  searchModule,
  providersModule,
  assetsModule,
  couponsModule,
  bookingsModule,
  checkoutModule,
  demoCheckoutModule,
  stripeWebhookModule,
  blogsModule,
  reviewsModule,
  contactModule,
  supportModule,
  manageModule,
  authModule,
  consoleModule,
  partnerSignupModule,
  partnerApiModule,
  partnerEventsModule,
];
