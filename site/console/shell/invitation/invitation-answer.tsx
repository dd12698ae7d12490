import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useResetConsole } from '../console-providers';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { type Invitation, answerInvitation } from './invitation-api';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/** The invitation's role, inviter, address and deadline. */
function InvitationFacts({ invitation }: { invitation: Invitation }) {
  return (
    <dl className="console-facts">
      <div>
        <dt>Role</dt>
        <dd>{invitation.role}</dd>
      </div>
      <div>
        <dt>Invited by</dt>
        <dd>{invitation.inviterEmail}</dd>
      </div>
      <div>
        <dt>For</dt>
        <dd>{invitation.email}</dd>
      </div>
      <div>
        <dt>Answer by</dt>
        <dd>{formatDate(invitation.expiresAt)}</dd>
      </div>
    </dl>
  );
}

/** Props of {@link InvitationAnswer}. */
export type InvitationAnswerProps = { invitation: Invitation };

/**
 * The invitation (organisation, role, who invited, until when) and its two answers: "Accept" joins and
 * opens the organisation's console; "Decline" says so and stays.
 */
export function InvitationAnswer({ invitation }: InvitationAnswerProps) {
  const api = useConsoleApi();
  const reset = useResetConsole();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState<string>();
  const answer = async (accept: boolean) => {
    setPending(true);
    setError(undefined);
    try {
      await answerInvitation(api, invitation.id, accept);
    } catch (failure) {
      setError(failureMessage(failure, 'Your answer was not saved. Try again.'));
      setPending(false);
      return;
    }
    if (!accept) return setDeclined(true);
    reset();
    await navigate('/console', { replace: true });
  };
  if (declined)
    return (
      <p role="status">
        You declined the invitation to {invitation.organizationName}. <Link to="/console">Go to the console</Link>.
      </p>
    );
  return (
    <section className="console-card" aria-labelledby="invitation-details">
      <h2 id="invitation-details">Join {invitation.organizationName}</h2>
      <InvitationFacts invitation={invitation} />
      <div className="console-actions">
        <button type="button" className="btn btn--primary" disabled={pending} onClick={() => void answer(true)}>
          Accept
        </button>
        <button type="button" className="btn btn--outline" disabled={pending} onClick={() => void answer(false)}>
          Decline
        </button>
      </div>
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
    </section>
  );
}
