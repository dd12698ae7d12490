import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useConsoleTitle } from '../console-title';
import { SignedOutFrame } from '../layout/signed-out-frame';
import { safeNext } from '../session/auth-api';
import { useConsoleMe } from '../session/use-console-me';
import { MagicLinkForm } from './magic-link-form';
import { PasskeySignIn } from './passkey-sign-in';
import { StaffSignInRules } from './staff-sign-in-rules';
import { linkErrorMessage } from './sign-in-messages';

/** "Check your email": the same whether or not the address has an account; the heading takes the focus. */
function LinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="console-card" aria-labelledby="sign-in-sent">
      <h2 id="sign-in-sent" ref={heading} tabIndex={-1}>
        Check your email
      </h2>
      <p role="status">
        Check your email: we sent a link to <strong>{email}</strong>. It works once, for 10 minutes.
      </p>
      <button type="button" className="btn btn--outline" onClick={onAgain}>
        Use another address
      </button>
    </section>
  );
}

/**
 * /console/sign-in: a sign-in link by email, or a passkey. `?next=` is where to go after (a /console path);
 * `?error=` is why the last link did not sign the person in. Someone already signed in goes straight on.
 */
export function SignInPage() {
  useConsoleTitle('Sign in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const error = params.get('error');
  const me = useConsoleMe();
  const [sent, setSent] = useState<string>();
  if (me.data && !me.error) return <Navigate to={next} replace />;
  return (
    <SignedOutFrame>
      <h1>Sign in to the console</h1>
      <p>For car park operators, partners and our staff.</p>
      {error && (
        <div className="console-notice console-notice--error" role="alert">
          <p>{linkErrorMessage(error)}</p>
        </div>
      )}
      {sent ? (
        <LinkSent email={sent} onAgain={() => setSent(undefined)} />
      ) : (
        <section className="console-card" aria-labelledby="sign-in-link">
          <h2 id="sign-in-link">Sign in with a link</h2>
          <p>We email you a link that signs you in. For our staff, a link only lets you add your first passkey.</p>
          <MagicLinkForm next={next} onSent={setSent} />
        </section>
      )}
      <section className="console-card" aria-labelledby="sign-in-passkey">
        <h2 id="sign-in-passkey">Sign in with a passkey</h2>
        <p>If you added a passkey on this device, use it instead of a link. Staff must: it opens the staff console.</p>
        <PasskeySignIn next={next} />
      </section>
      <StaffSignInRules />
    </SignedOutFrame>
  );
}
