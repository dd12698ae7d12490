import type { FastifyPluginAsync } from 'fastify';
import { airportsModule } from './airports/index';
import { assetsModule } from './assets/index';
import { authModule } from './auth/index';
import { blogsModule } from './blogs/index';
import { bookingsModule } from './bookings/index';
import { checkoutModule } from './checkout/index';
import { consoleAuditModule } from './console-audit/index';
import { consoleBoardModule } from './console-board/index';
import { consoleCalendarModule } from './console-calendar/index';
import { consoleHandoversModule } from './console-handovers/index';
import { consoleCarParkModule } from './console-car-park/index';
import { consoleMeModule } from './console-me/index';
import { consoleStepUpModule } from './console-step-up/index';
import { consoleNotificationsModule } from './console-notifications/index';
import { consoleReportsModule } from './console-reports/index';
import { consolePartnerKeysModule } from './console-partner-keys/index';
import { partnerSignupModule } from './partner-signup/index';
import { consolePartnerEarningsModule } from './console-partner-earnings/index';
import { partnerApiModule } from './partner-api/index';
import { consoleStaffPartnersModule } from './console-staff-partners/index';
import { partnerEventsModule } from './partner-events/index';
import { consoleStaffBookingsModule } from './console-staff-bookings/index';
import { consoleStaffActionsModule } from './console-staff-actions/index';
import { consoleStaffMessagesModule } from './console-staff-messages/index';
import { consoleStaffPrivacyModule } from './console-staff-privacy/index';
import { consoleStaffAdminModule } from './console-staff-admin/index';
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
  consoleMeModule,
  consoleStepUpModule,
  consoleAuditModule,
  consoleBoardModule,
  consoleNotificationsModule,
  consoleCalendarModule,
  consoleHandoversModule,
  consoleCarParkModule,
  consoleReportsModule,
  consolePartnerKeysModule,
  partnerSignupModule,
  consolePartnerEarningsModule,
  consoleStaffBookingsModule,
  consoleStaffActionsModule,
  consoleStaffMessagesModule,
  consoleStaffPrivacyModule,
  consoleStaffAdminModule,
  partnerApiModule,
  consoleStaffPartnersModule,
  partnerEventsModule,
];
