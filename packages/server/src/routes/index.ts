import type { FastifyPluginAsync } from 'fastify';
import { airportRoutes } from './airports/index';
import { assetRoutes } from './assets/index';
import { blogRoutes } from './blogs/index';
import { bookingRoutes } from './bookings/index';
import { checkoutRoutes } from './checkout/index';
import { contactRoutes } from './contact/index';
import { couponRoutes } from './coupons/index';
import { demoCheckoutRoutes } from './demo-checkout/index';
import { healthRoutes } from './health/index';
import { manageRoutes } from './manage/index';
import { providerRoutes } from './providers/index';
import { reviewRoutes } from './reviews/index';
import { searchRoutes } from './search/index';
import { stripeWebhookRoutes } from './stripe-webhook/index';
import { supportRoutes } from './support/index';

/**
 * Route plugins mounted under /api/v1, each encapsulated. A new resource is a new folder and one
 * line here.
 */
export const apiRoutes: FastifyPluginAsync[] = [
  healthRoutes,
  airportRoutes,
  searchRoutes,
  providerRoutes,
  assetRoutes,
  couponRoutes,
  bookingRoutes,
  checkoutRoutes,
  demoCheckoutRoutes,
  stripeWebhookRoutes,
  blogRoutes,
  reviewRoutes,
  contactRoutes,
  supportRoutes,
  manageRoutes,
];
