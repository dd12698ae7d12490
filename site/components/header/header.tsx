import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { useBookingStep } from '../../lib/booking-step-store';
import { useWindowWidth } from '../../lib/use-window-width';
import { headerMode } from './header-mode';
import { HeaderView } from './header-view';

// Loaded only on search routes: it brings the widget's search form (and zod) with it.
const HeaderSearch = lazy(() => import('../booking/header-search').then((m) => ({ default: m.HeaderSearch })));

/**
 * The site header, its look chosen from the route and window width (headerMode). The mobile menu
 * belongs to the location it was opened on, so any navigation collapses it.
 */
export function Header() {
  const location = useLocation();
  const width = useWindowWidth();
  const mode = headerMode(location.pathname, width);
  const step = useBookingStep();
  const [menu, setMenu] = useState({ open: false, key: location.key });
  const menuOpen = menu.open && menu.key === location.key;
  return (
    <HeaderView
      mode={mode}
      menuOpen={menuOpen}
      onToggleMenu={() => setMenu({ open: !menuOpen, key: location.key })}
      step={step}
      search={
        mode.kind === 'search' ? (
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        ) : undefined
      }
    />
  );
}
