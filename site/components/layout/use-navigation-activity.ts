import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { siteActivity } from '../loader/fetch-tracker';

/** Counts a route navigation (lazy page loading) in the global loader while it runs. */
export function useNavigationActivity(): void {
  const { state } = useNavigation();
  useEffect(() => (state === 'idle' ? undefined : siteActivity.begin()), [state]);
}

/** Every navigation starts at the top of the new page (spec §2). */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
}
