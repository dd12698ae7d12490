import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useResetConsole } from '../console-providers';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { ceremonyMessage, signInWithPasskey } from '../session/passkeys-api';
import { isRateLimited, rateLimitMessage } from './sign-in-messages';

/** Props of {@link PasskeySignIn}. */
export type PasskeySignInProps = {
  /** Where to go once signed in (a /console path). */
  next: string;
  /** The button's words; "Sign in with a passkey" by default. */
  label?: string | undefined;
  /** What a browser without passkeys is told; by default, to sign in with a link instead. */
  unsupported?: string | undefined;
};

/** Why a passkey sign-in failed, in words. */
function passkeyFailure(error: unknown): string {
  if (isRateLimited(error)) return rateLimitMessage(error);
  return (
    ceremonyMessage(error) ??
    failureMessage(error, 'That passkey was not accepted. Try another one, or ask for a sign-in link instead.')
  );
}

/** "Sign in with a passkey": the browser asks for a passkey of this device; then the console opens `next`. */
export function PasskeySignIn({ next, label = 'Sign in with a passkey', unsupported }: PasskeySignInProps) {
  const api = useConsoleApi();
  const reset = useResetConsole();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!browserSupportsWebAuthn())
    return <p>{unsupported ?? 'This browser cannot use passkeys: sign in with a link instead.'}</p>;
  const onClick = async () => {
    setPending(true);
    setError(undefined);
    try {
      await signInWithPasskey(api);
    } catch (failure) {
      setError(passkeyFailure(failure));
      setPending(false);
      return;
    }
    reset();
    await navigate(next, { replace: true });
  };
  return (
    <div className="console-passkey">
      <button type="button" className="btn btn--outline" onClick={onClick} disabled={pending}>
        {pending ? 'Waiting for your passkey…' : label}
      </button>
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
    </div>
  );
}
