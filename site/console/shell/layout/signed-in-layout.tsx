import type { ConsoleMe } from '@parking/core';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useConsoleMe } from '../session/use-console-me';
import { failureMessage } from '../../kit/console-api';
import { ConsoleHeader } from './console-header';
import { ConsoleNav } from './console-nav';
import { PasskeySignInRequired } from '../sign-in/passkey-sign-in-required';
import { needsPasskey, pagesFor } from './console-pages';
import { OrgSwitcher } from './org-switcher';
import { SignOutButton } from './sign-out-button';

/** Signed-out (or a staff session ended after 12 idle hours): the sign-in page, then back here. */
function signInPath(path: string, code: string | undefined): string {
  const query = new URLSearchParams({ next: path });
  if (code === 'SESSION_EXPIRED') query.set('error', code);
  return `/console/sign-in?${query}`;
}

/** What the console shows instead of a screen the person cannot use yet; undefined when it can show. */
function blocked(me: ConsoleMe, path: string) {
  if (path === '/console/account') return undefined;
  if (needsPasskey(me))
    return (
      <>
        <h1>Add a passkey first</h1>
        <p>
          The staff pages open once you have added a passkey and signed in with it.{' '}
          <Link to="/console/account">Go to your account</Link>.
        </p>
      </>
    );
  if (!me.active)
    return (
      <>
        <h1>No organisation yet</h1>
        <p>
          You are not a member of any organisation. If someone invited you, open the link in their invitation email.
        </p>
      </>
    );
  return undefined;
}

/** The frame of every signed-in screen: header, navigation by role, the passkey banner and the screen. */
function Frame({ me }: { me: ConsoleMe }) {
  const { pathname } = useLocation();
  const instead = blocked(me, pathname.replace(/\/$/, ''));
  return (
    <>
      <ConsoleHeader nav={<ConsoleNav pages={pagesFor(me)} />}>
        <OrgSwitcher me={me} />
        <div className="console-person">
          <span>
            Signed in as <strong>{me.user.name || me.user.email}</strong>
          </span>
          <SignOutButton />
        </div>
      </ConsoleHeader>
      {needsPasskey(me) && (
        <div className="console-banner console-container" role="region" aria-label="Passkey needed">
          <p>
            <Link to="/console/account">Add a passkey to use the staff console</Link>: staff sign in with a passkey; a
            sign-in link only lets you add your first one.
          </p>
        </div>
      )}
      <main id="console-main" tabIndex={-1} className="console-main console-container">
        {instead ? <div className="console-page">{instead}</div> : <Outlet />}
      </main>
    </>
  );
}

/**
 * Every console screen but sign-in and invitations: signed-out visitors go to the sign-in page (and come
 * back after), a staff link session of an account with a passkey sees only "Sign in with your passkey",
 * everyone else sees the screen in the console's frame.
 */
export function SignedInLayout() {
  const me = useConsoleMe();
  const location = useLocation();
  if (me.error?.status === 401)
    return <Navigate to={signInPath(location.pathname + location.search, me.error.code)} replace />;
  // A staff link session of an account with a passkey: only "Sign in with your passkey", no console.
  if (me.data?.passkeySignInRequired) return <PasskeySignInRequired me={me.data} />;
  if (me.data) return <Frame me={me.data} />;
  return (
    <>
      <ConsoleHeader />
      <main id="console-main" tabIndex={-1} className="console-main console-container">
        {me.error ? (
          <div role="alert">
            <p>{failureMessage(me.error, 'The console could not load. Try again.')}</p>
            <button type="button" className="btn btn--primary" onClick={() => void me.retry()}>
              Try again
            </button>
          </div>
        ) : (
          <p role="status">Loading the console…</p>
        )}
      </main>
    </>
  );
}
