import type { ReactNode } from 'react';
import { StepIndicator } from '@parking/widget';
import { Link, NavLink } from 'react-router';
import { SITE } from '../../config';
import { useHydrated } from '../../lib/use-hydrated';
import type { HeaderMode } from './header-mode';
import { AIRPORT_LINKS, DIRECT_LINKS, OTHER_LINKS } from './nav-links';
import { NavMenu } from './nav-menu';

/** The booking flow's two steps (docs/product-rules.md#audience-and-flow). */
const BOOKING_STEPS = ['Place Booking', 'Payment'] as const;

/** Props of {@link HeaderView}. */
export type HeaderViewProps = {
  /** The display mode for the current route and width (headerMode). */
  mode: HeaderMode;
  /** Whether the mobile menu is open. */
  menuOpen: boolean;
  /** Called when the hamburger button is pressed. */
  onToggleMenu: () => void;
  /** The active booking step in 'steps' mode. */
  step?: 1 | 2;
  /** The embedded search form in 'search' mode. */
  search?: ReactNode;
};

/** The header's markup for a given mode; {@link Header} feeds it from the route and window width. */
export function HeaderView({ mode, menuOpen, onToggleMenu, step = 1, search }: HeaderViewProps) {
  const variant = mode.kind === 'transparent' ? 'transparent' : 'solid';
  const hydrated = useHydrated();
  return (
    <header className={`site-header site-header--${variant}`} data-header-mode={mode.kind}>
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="36" height="36" className="brand__logo" />
          <span className="brand__name">{SITE.brand}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          disabled={!hydrated}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={onToggleMenu}
        >
          <span className="nav-toggle__icon" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav is-open' : 'site-nav'}>
          <ul className="site-nav__list">
            <li>
              <NavMenu label="Airports" links={AIRPORT_LINKS} />
            </li>
            <li>
              <NavMenu label="Others" links={OTHER_LINKS} />
            </li>
            {DIRECT_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/" className="btn btn--accent site-nav__cta">
                Book Now
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {mode.kind === 'title' && (
        <div className="site-header__extra container">
          <h1 className="title-pill">{mode.title}</h1>
        </div>
      )}
      {mode.kind === 'steps' && (
        <div className="site-header__extra container">
          <StepIndicator steps={BOOKING_STEPS} current={step - 1} appearance="site-header" />
        </div>
      )}
      {mode.kind === 'search' && <div className="site-header__extra site-header__search container">{search}</div>}
    </header>
  );
}
