import { useApiQuery } from '@parking/client';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useConsoleTitle } from '../console-title';
import { SignedOutFrame } from '../layout/signed-out-frame';
import { SignOutButton } from '../layout/sign-out-button';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { MagicLinkForm } from '../sign-in/magic-link-form';
import { InvitationAnswer } from './invitation-answer';
import { getInvitation, invitationKey } from './invitation-api';

/** Signed out: a sign-in link that brings the invitee back to this invitation. */
function SignInFirst({ next }: { next: string }) {
  const [sent, setSent] = useState<string>();
  if (sent)
    return (
      <p role="status">
        Check your email: we sent a link to <strong>{sent}</strong>. It works once, for 10 minutes, and brings you back
        to this invitation.
      </p>
    );
  return (
    <section className="console-card" aria-labelledby="invitation-sign-in">
      <h2 id="invitation-sign-in">Sign in to answer</h2>
      <p>Use the email address the invitation was sent to; we email you a link that signs you in.</p>
      <MagicLinkForm next={next} onSent={setSent} />
    </section>
  );
}

/** Why the invitation cannot be shown to the signed-in person. */
function refusal(status: number | undefined, error: unknown): string {
  if (status === 403) return 'This invitation was sent to another email address. Sign out, then sign in with that one.';
  if (status === 410 || status === 400 || status === 404)
    return 'This invitation has expired, was cancelled or was already answered. Ask whoever invited you for a new one.';
  return failureMessage(error, 'The invitation could not be loaded. Try again.');
}

/**
 * /console/invitation/:id, the link in an invitation email: the organisation, role and who invited, to
 * accept or decline; a signed-out invitee signs in by link first and comes back here.
 */
export function InvitationPage() {
  useConsoleTitle('Invitation');
  const id = useParams().id ?? '';
  const api = useConsoleApi();
  const invitation = useApiQuery(invitationKey(id), () => getInvitation(api, id));
  const status = invitation.error?.status;
  let body;
  if (invitation.data) body = <InvitationAnswer invitation={invitation.data} />;
  else if (status === 401) body = <SignInFirst next={`/console/invitation/${encodeURIComponent(id)}`} />;
  else if (invitation.error)
    body = (
      <div role="alert" className="console-notice console-notice--error">
        <p>{refusal(status, invitation.error)}</p>
        {status === 403 && <SignOutButton />}
      </div>
    );
  else body = <p role="status">Loading the invitation…</p>;
  return (
    <SignedOutFrame>
      <h1>You have been invited to the console</h1>
      {body}
    </SignedOutFrame>
  );
}
