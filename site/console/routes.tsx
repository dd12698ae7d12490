import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ConsoleError, ConsoleNotFound, ConsoleRoot } from './shell/console-root';
import { SignedInLayout } from './shell/layout/signed-in-layout';

/** A console screen whose module loads on demand; `pick` names its component export. */
function screen<M>(path: string | undefined, load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/**
 * The console (issue 21): one route group under /console, in its own chunk, added to the site's router
 * on the first visit to one of its paths (site/router.tsx). Sign-in and invitations are open to anyone;
 * every other screen sends signed-out visitors to the sign-in page and back. Each screen loads on demand.
 */
export const consoleRoutes: RouteObject = {
  path: '/console',
  Component: ConsoleRoot,
  errorElement: <ConsoleError />,
  HydrateFallback: () => null,
  children: [
    screen(
      'sign-in',
      () => import('./shell/sign-in/sign-in-page'),
      (m) => m.SignInPage,
    ),
    screen(
      'invitation/:id',
      () => import('./shell/invitation/invitation-page'),
      (m) => m.InvitationPage,
    ),
    {
      Component: SignedInLayout,
      children: [
        screen(
          undefined,
          () => import('./any/home/console-home-page'),
          (m) => m.ConsoleHomePage,
        ),
        screen(
          'account',
          () => import('./any/account/account-page'),
          (m) => m.AccountPage,
        ),
        screen(
          'members',
          () => import('./any/members/members-page'),
          (m) => m.MembersPage,
        ),
        screen(
          'board',
          () => import('./operator/board/board-page'),
          (m) => m.BoardPage,
        ),
        screen(
          'handover/:reference',
          () => import('./operator/handover/handover-page'),
          (m) => m.HandoverPage,
        ),
        screen(
          'calendar',
          () => import('./operator/calendar/calendar-page'),
          (m) => m.CalendarPage,
        ),
        screen(
          'car-park',
          () => import('./operator/car-park/car-park-page'),
          (m) => m.CarParkPage,
        ),
        screen(
          'notifications',
          () => import('./operator/notifications/notifications-page'),
          (m) => m.NotificationsPage,
        ),
        screen(
          'reports',
          () => import('./operator/reports/reports-page'),
          (m) => m.ReportsPage,
        ),
        screen(
          'audit',
          () => import('./any/audit/audit-log-page'),
          (m) => m.AuditLogPage,
        ),
        screen(
          'keys',
          () => import('./partner/keys/keys-page'),
          (m) => m.KeysPage,
        ),
        screen(
          'configure',
          () => import('./partner/configure/configure-page'),
          (m) => m.ConfigurePage,
        ),
        screen(
          'earnings',
          () => import('./partner/earnings/earnings-page'),
          (m) => m.EarningsPage,
        ),
        screen(
          'funnel',
          () => import('./partner/funnel/funnel-page'),
          (m) => m.FunnelPage,
        ),
        screen(
          'api-keys',
          () => import('./partner/api-keys/api-keys-page'),
          (m) => m.ApiKeysPage,
        ),
        screen(
          'partners',
          () => import('./staff/partners/partners-page'),
          (m) => m.PartnersPage,
        ),
        screen(
          'bookings',
          () => import('./staff/bookings/bookings-page'),
          (m) => m.BookingsPage,
        ),
        screen(
          'bookings/:reference',
          () => import('./staff/bookings/booking-page'),
          (m) => m.BookingPage,
        ),
        screen(
          'messages',
          () => import('./staff/messages/messages-page'),
          (m) => m.MessagesPage,
        ),
        screen(
          'data-requests',
          () => import('./staff/data-requests/data-requests-page'),
          (m) => m.DataRequestsPage,
        ),
        screen(
          'operators',
          () => import('./staff/operators/operators-page'),
          (m) => m.OperatorsPage,
        ),
        screen(
          'coupons',
          () => import('./staff/coupons/coupons-page'),
          (m) => m.CouponsPage,
        ),
        screen(
          'reviews',
          () => import('./staff/reviews/reviews-page'),
          (m) => m.ReviewsPage,
        ),
        { path: '*', Component: ConsoleNotFound },
      ],
    },
  ],
};
