import { useEffect, useRef } from 'react';
import { Link, Outlet, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ConsoleProviders } from './console-providers';
import { SignedOutFrame } from './layout/signed-out-frame';
import { useConsoleTitle } from './console-title';
import '../console.css';

/**
 * After a move to another console screen, the focus goes to the screen's main region (and the page to its
 * top), so a keyboard or screen reader user starts reading the new screen, not the link they left.
 */
function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('console-main')?.focus();
  }, [pathname]);
}

/** The root of the console's route group: its own client cache, a skip link and the screen. */
export function ConsoleRoot() {
  useFocusOnNavigate();
  return (
    <ConsoleProviders>
      <div className="console">
        <a className="skip-link" href="#console-main">
          Skip to content
        </a>
        <Outlet />
      </div>
    </ConsoleProviders>
  );
}

/** A console screen that failed to load (e.g. a deploy replaced its file): a clear message, never a stack. */
export function ConsoleError() {
  const error = useRouteError();
  console.error('Console screen failed', error);
  useConsoleTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}. ` : '';
  return (
    <div className="console">
      <SignedOutFrame>
        <h1>Something went wrong</h1>
        <p>{detail}This screen could not be loaded. Reload the page or try again in a moment.</p>
        <p>
          <a href="/console" className="btn btn--primary">
            Back to the console
          </a>
        </p>
      </SignedOutFrame>
    </div>
  );
}

/** A /console path that is no screen. */
export function ConsoleNotFound() {
  useConsoleTitle('Page not found');
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no such console page. <Link to="/console">Go to the console&apos;s home</Link>.
      </p>
    </>
  );
}
