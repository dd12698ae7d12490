import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import type { HydrationState, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';
import { INFO_PAGE_PATHS } from './content/info-page-paths';

/** A route whose page module loads on demand; `pick` names the module's component export. */
function page<M>(path: string, load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

/** The route table of docs/product-rules.md#routes-and-screens; every page loads on demand and any other path redirects to "/". */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }) },
      page(
        'search',
        () => import('./routes/search-page'),
        (m) => m.SearchPage,
      ),
      page(
        'airport/:name',
        () => import('./routes/airport-page'),
        (m) => m.AirportPage,
      ),
      page(
        'faq',
        () => import('./routes/faq-page'),
        (m) => m.FaqPage,
      ),
      page(
        'contact',
        () => import('./routes/contact-page'),
        (m) => m.ContactPage,
      ),
      page(
        'about',
        () => import('./routes/about-page'),
        (m) => m.AboutPage,
      ),
      page(
        'partners',
        () => import('./routes/partners-page'),
        (m) => m.PartnersPage,
      ),
      page(
        'reviews',
        () => import('./routes/reviews-page'),
        (m) => m.ReviewsPage,
      ),
      ...INFO_PAGE_PATHS.map((path) =>
        page(
          path.slice(1),
          () => import('./routes/info-page'),
          (m) => m.InfoPage,
        ),
      ),
      page(
        'amend-booking',
        () => import('./routes/amend-booking-page'),
        (m) => m.AmendBookingPage,
      ),
      page(
        'booking-details',
        () => import('./routes/booking-details-page'),
        (m) => m.BookingDetailsPage,
      ),
      page(
        'booking/success',
        () => import('./routes/booking-success-page'),
        (m) => m.BookingSuccessPage,
      ),
      page(
        'booking/cancel',
        () => import('./routes/booking-cancel-page'),
        (m) => m.BookingCancelPage,
      ),
      page(
        'blogs',
        () => import('./routes/blogs-page'),
        (m) => m.BlogsPage,
      ),
      page(
        'blogs/:id',
        () => import('./routes/blog-page'),
        (m) => m.BlogPage,
      ),
      { path: '*', loader: () => redirect('/') },
    ],
  },
];

/** Loads the lazy page modules `location` matches, so hydration renders what the pre-render rendered. */
export async function resolveLazyRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The console (/console, issue 21) is its own route group in its own chunk, added to the table on the
 * first visit to one of its paths: no public page ships or parses any of it.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path === '/console' || path.startsWith('/console/'))
    patch(null, [await import('./console/routes').then((m) => m.consoleRoutes)]);
};

export function createSiteRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { ...(hydrationData ? { hydrationData } : {}), patchRoutesOnNavigation });
}
