import type { PartnerSignUpConfirmed } from '@parking/core';
import { ApiFailure } from '@parking/client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { confirmPartnerSignUp } from './partner-signup-api';
import { PartnerSnippet } from './partner-snippet';

/** The token of a confirmation link (`/partners#confirm=…`): in the fragment, so it never reaches a server log. */
const tokenOf = (hash: string) => (hash.startsWith('#confirm=') ? hash.slice('#confirm='.length) : '');

/** What the person sees once confirmed: the organisation, its test key and where to sign in. */
function Confirmed({ result }: { result: PartnerSignUpConfirmed }) {
  return (
    <>
      <h2 tabIndex={-1}>You’re the owner of {result.organisationName}</h2>
      <p>
        Your test key is <code>{result.testKey}</code>. Bookings through it are marked TEST and take no money.
      </p>
      <PartnerSnippet partnerKey={result.testKey} label="Your embed snippet" />
      <p>
        <a href="/console">Sign in to the console</a> as {result.email} to ask for live keys.
      </p>
    </>
  );
}

/**
 * The confirmation an existing account was emailed after a partner sign-up with its address: nothing is
 * made until the person presses Confirm (docs/product-rules.md, Partner keys). Shown only when the page was
 * opened from that link, once the app owns the page (the fragment is not in the pre-rendered HTML).
 */
export function PartnerConfirm() {
  const hydrated = useHydrated();
  const token = tokenOf(useLocation().hash);
  const [result, setResult] = useState<PartnerSignUpConfirmed>();
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLElement>(null);
  // Opened from the email: the question is what the person came for, so it takes the focus.
  useEffect(() => box.current?.querySelector<HTMLElement>('h2')?.focus(), [hydrated, result]);
  if (!hydrated || !token) return null;
  const confirm = () => {
    setPending(true);
    setProblem('');
    confirmPartnerSignUp(token)
      .then(setResult)
      .catch((e: unknown) => setProblem(e instanceof ApiFailure ? e.message : 'Something went wrong: try again.'))
      .finally(() => setPending(false));
  };
  return (
    <section ref={box} className={`notice ${result ? 'notice--success' : ''}`} aria-live="polite">
      {result ? (
        <Confirmed result={result} />
      ) : (
        <>
          <h2 tabIndex={-1}>Confirm your partner account</h2>
          <p>
            Someone asked to open a partner account with your email address. Confirm to become its owner: nothing is
            made until you do. If it was not you, close this page.
          </p>
          {problem && (
            <p className="field__error" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="btn btn--primary" disabled={pending} onClick={confirm}>
            {pending ? 'Confirming…' : 'Confirm and become the owner'}
          </button>
        </>
      )}
    </section>
  );
}
