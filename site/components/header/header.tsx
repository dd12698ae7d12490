import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SITE } from '../../config';
import { useBookingStep } from '../../lib/booking-step-store';
import { useWindowWidth } from '../../lib/use-window-width';
import { HeaderSearch } from '../booking/header-search';
import { headerMode } from './header-mode';
import { AIRPORT_LINKS, DIRECT_LINKS, OTHER_LINKS } from './nav-links';
import { NavMenu } from './nav-menu';
import { StepIndicator } from './step-indicator';

/**
 * The site header: logo, Airports and Others menus, direct links and "Book Now". Its look follows the
 * route (see headerMode). The mobile menu belongs to the location it was opened on, so any navigation
 * collapses it.
 */
export function Header() {
  const location = useLocation();
  const width = useWindowWidth();
  const mode = headerMode(location.pathname, width);
  const step = useBookingStep();
  const [menu, setMenu] = useState({ open: false, key: location.key });
  const menuOpen = menu.open && menu.key === location.key;
  const variant = mode.kind === 'transparent' ? 'transparent' : 'solid';

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
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenu({ open: !menuOpen, key: location.key })}
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
          <StepIndicator active={step} />
        </div>
      )}
      {mode.kind === 'search' && (
        <div className="site-header__extra site-header__search container">
          <HeaderSearch />
        </div>
      )}
    </header>
  );
}
