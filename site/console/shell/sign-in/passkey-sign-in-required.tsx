import type { ConsoleMe } from '@parking/core';
import { useLocation } from 'react-router';
import { useConsoleTitle } from '../console-title';
import { ConsoleHeader } from '../layout/console-header';
import { SignOutButton } from '../layout/sign-out-button';
import { PasskeySignIn } from './passkey-sign-in';
import { StaffSignInRules } from './staff-sign-in-rules';

/**
 * What a staff session opened by an emailed link sees once the account has a passkey: nothing of the
 * console (the server answers its staff routes 403 PASSKEY_SIGN_IN_REQUIRED), only a passkey sign-in that
 * comes back to the same page, and "Sign out".
 */
export function PasskeySignInRequired({ me }: { me: ConsoleMe }) {
  useConsoleTitle('Sign in with your passkey');
  const { pathname, search } = useLocation();
  return (
    <>
      <ConsoleHeader>
        <div className="console-person">
          <span>
            Signed in by link as <strong>{me.user.name || me.user.email}</strong>
          </span>
          <SignOutButton />
        </div>
      </ConsoleHeader>
      <main id="console-main" tabIndex={-1} className="console-main console-main--narrow console-container">
        <h1>Sign in with your passkey</h1>
        <p>
          Your account has a passkey, so the staff console opens only when you sign in with it. The sign-in link you
          used lets you add your first passkey and nothing else.
        </p>
        <PasskeySignIn
          next={pathname + search}
          label="Sign in with your passkey"
          unsupported="This browser cannot use passkeys: open the console on the device or browser where you added yours."
        />
        <StaffSignInRules />
      </main>
    </>
  );
}
