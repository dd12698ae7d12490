import type { ReactNode } from 'react';
import { SITE } from '../../../config';

/** Props of {@link ConsoleHeader}. */
export type ConsoleHeaderProps = {
  /** What the signed-in header adds: the organisation switcher, the person and "Sign out". */
  children?: ReactNode;
  /** The navigation row, below the bar. */
  nav?: ReactNode;
};

/** The console's banner: the product's name (a link to the public site) and "Console", then `children`. */
export function ConsoleHeader({ children, nav }: ConsoleHeaderProps) {
  return (
    <header className="console-header">
      <div className="console-header__bar console-container">
        <p className="console-brand">
          <a href="/">{SITE.brand}</a> <span className="console-brand__tag">Console</span>
        </p>
        {children}
      </div>
      {nav}
    </header>
  );
}
