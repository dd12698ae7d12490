import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { navigationActivity } from '../loader/navigation-activity';

/** Counts a route navigation (lazy page loading) in the global loader while it runs. */
export function useNavigationActivity(): void {
  const { state } = useNavigation();
  useEffect(() => (state === 'idle' ? undefined : navigationActivity.begin()), [state]);
}

/**
 * Every navigation starts at the top of the new page. Not the first render: a pre-rendered page may
 * have been scrolled before the app hydrated it, and the browser already placed the page it loaded.
 */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
}
