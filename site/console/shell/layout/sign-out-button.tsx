import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useResetConsole } from '../console-providers';
import { failureMessage, useConsoleApi } from '../session/console-api';
import { signOut } from '../session/auth-api';

/** "Sign out": ends this browser's session, forgets what the console read and opens the sign-in page. */
export function SignOutButton() {
  const api = useConsoleApi();
  const reset = useResetConsole();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const onClick = async () => {
    setPending(true);
    setError(undefined);
    try {
      await signOut(api);
      reset();
      await navigate('/console/sign-in', { replace: true });
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
