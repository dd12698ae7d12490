import { NavLink } from 'react-router';
import type { ConsolePage } from './console-pages';

/** Props of {@link ConsoleNav}. */
export type ConsoleNavProps = {
  /** The screens the signed-in person can use (`pagesFor`). */
  pages: readonly ConsolePage[];
};

/** The console's navigation; the current screen is marked `aria-current="page"`. */
export function ConsoleNav({ pages }: ConsoleNavProps) {
  return (
    <nav aria-label="Console" className="console-nav">
      <ul className="console-nav__list console-container">
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end className="console-nav__link">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
