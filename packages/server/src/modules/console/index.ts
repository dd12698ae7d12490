import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { anyAuditModule } from './any/audit/index';
import { anyHomeModule } from './any/home/index';
import { anyMembersModule } from './any/members/index';
import { operatorBoardModule } from './operator/board/index';
import { operatorCalendarModule } from './operator/calendar/index';
import { operatorCarParkModule } from './operator/car-park/index';
import { operatorHandoverModule } from './operator/handover/index';
import { operatorNotificationsModule } from './operator/notifications/index';
import { operatorReportsModule } from './operator/reports/index';
import { partnerApiKeysModule } from './partner/api-keys/index';
import { partnerEarningsModule } from './partner/earnings/index';
import { partnerFunnelModule } from './partner/funnel/index';
import { partnerKeysModule } from './partner/keys/index';
import { consolePlugin } from './plugin';
import { shellMeModule } from './shell/me/index';
import { shellStepUpModule } from './shell/step-up/index';
import { staffBookingActionsModule } from './staff/bookings/actions/index';
import { staffBookingsModule } from './staff/bookings/index';
import { staffCouponsModule } from './staff/coupons/index';
import { staffDataRequestsModule } from './staff/data-requests/index';
import { staffMessagesModule } from './staff/messages/index';
import { staffOperatorsModule } from './staff/operators/index';
import { staffPartnersModule } from './staff/partners/index';
import { staffReviewsModule } from './staff/reviews/index';

/**
 * The console's screens, each served from `console/<audience>/<screen>/` (the screen ids of core's
 * access table, `CONSOLE_SCREENS`), and the shell's own routes (who is signed in, step-up). A new screen
 * is a new folder and one line here.
 */
const consoleScreens: FastifyPluginAsync[] = [
  shellMeModule,
  anyHomeModule,
  shellStepUpModule,
  anyAuditModule,
  operatorBoardModule,
  operatorNotificationsModule,
  operatorCalendarModule,
  operatorHandoverModule,
  operatorCarParkModule,
  operatorReportsModule,
  partnerKeysModule,
  partnerEarningsModule,
  partnerApiKeysModule,
  staffBookingsModule,
  staffBookingActionsModule,
  staffMessagesModule,
  staffDataRequestsModule,
  staffOperatorsModule,
  staffPartnersModule,
  staffCouponsModule,
  staffReviewsModule,
  anyMembersModule,
  partnerFunnelModule,
];

/**
 * Everything under `/api/v1/console`: the console plugin first (access required, no-store, documented
 * refusals), then every screen inside its context, so no console route is registered outside it.
 */
export const consoleModule = fp(
  async (app) => {
    await app.register(consolePlugin);
    for (const screen of consoleScreens) await app.register(screen);
  },
  { name: 'resource:console', dependencies: ['context', 'tenancy'], encapsulate: true },
);
