import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { GlobalLoader } from '../loader/global-loader';
import { CouponPopup } from '../popup/coupon-popup';
import { SiteProviders } from './site-providers';
import { useNavigationActivity, useScrollToTop } from './use-navigation-activity';

/** The frame of every page: loader, header, the route's content, footer and the coupon popup. */
export function RootLayout() {
  useScrollToTop();
  useNavigationActivity();
  // Marks the moment the app owns the page (after hydration of a pre-rendered page): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteProviders>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <GlobalLoader />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <CouponPopup />
    </SiteProviders>
  );
}
