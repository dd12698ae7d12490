import { useState } from 'react';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { openSignInAfterSignOut, signOut } from '../session/auth-api';

/** "Sign out": ends this browser's session and opens the sign-in page afresh. */
export function SignOutButton() {
  const api = useConsoleApi();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const onClick = async () => {
    setPending(true);
    setError(undefined);
    try {
      await signOut(api);
      openSignInAfterSignOut();
    } catch (failure) {
      setError(failureMessage(failure, 'We could not sign you out. Try again.'));
      setPending(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn--outline console-btn--small" onClick={onClick} disabled={pending}>
        Sign out
      </button>
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
    </>
  );
}
