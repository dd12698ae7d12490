import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { useBookingStep } from '../../lib/booking-step-store';
import { useWindowWidth } from '../../lib/use-window-width';
import { usePrerenderShell } from '../../seo/shell-context';
import { headerMode } from './header-mode';
import { HeaderView } from './header-view';

// Loaded only on search routes: it brings the widget's search form (and zod) with it.
const HeaderSearch = lazy(() => import('../booking/header-search').then((m) => ({ default: m.HeaderSearch })));

/** Holds the header form's place (same height) while its code loads, so the page below does not move. */
const searchBarPlaceholder = <div className="search-form-placeholder search-form-placeholder--bar" aria-busy="true" />;

/**
 * The site header, its look chosen from the route and window width (headerMode). The mobile menu
 * belongs to the location it was opened on, so any navigation collapses it.
 */
export function Header() {
  const location = useLocation();
  const width = useWindowWidth();
  const mode = headerMode(location.pathname, width);
  const step = useBookingStep();
  // A pre-rendered shell does not know the visitor's search: it holds the form's place.
  const shell = usePrerenderShell();
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
          shell ? (
            searchBarPlaceholder
          ) : (
            <Suspense fallback={searchBarPlaceholder}>
              <HeaderSearch />
            </Suspense>
          )
        ) : undefined
      }
    />
  );
}
