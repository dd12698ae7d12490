import type { ConsoleOrganization } from '@parking/core';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import type { Invitation } from './members-api';
import { failureText, roleLabel } from './member-rules';
import { TableScroll } from '../../kit/table-scroll';

/** Props of InvitationsTable. */
export type InvitationsTableProps = {
  /** Every invitation of the organisation; only pending ones that have not run out show. */
  invitations: readonly Invitation[];
  /** The active organisation and the viewer's role in it. */
  org: Pick<ConsoleOrganization, 'kind' | 'role'>;
  /** Cancels one; absent when the viewer may not change members. */
  onCancel?: ((invitation: Invitation) => Promise<void>) | undefined;
  /** The time to compare expiry with. */
  now: Date;
};

/** Invitations still waiting for an answer. */
function pendingInvitations(invitations: readonly Invitation[], now: Date): Invitation[] {
  return invitations.filter((i) => i.status === 'pending' && new Date(i.expiresAt) > now);
}

/** One pending invitation, with Cancel and its failure beside it. */
function InvitationRow({ invitation, org, onCancel }: { invitation: Invitation } & InvitationsTableProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const cancel = async (send: (invitation: Invitation) => Promise<void>) => {
    setPending(true);
    setError(undefined);
    try {
      await send(invitation);
    } catch (failure) {
      setError(failureText(failure, org.kind, 'The server refused to cancel this invitation.'));
      setPending(false);
    }
  };
  return (
    <tr>
      <th scope="row">{invitation.email}</th>
      <td>{roleLabel(invitation.role)}</td>
      <td>{formatLongDate(invitation.expiresAt)}</td>
      {onCancel && (
        <td>
          <button type="button" className="btn btn--outline" disabled={pending} onClick={() => void cancel(onCancel)}>
            Cancel<span className="visually-hidden"> the invitation to {invitation.email}</span>
          </button>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
        </td>
      )}
    </tr>
  );
}

/** The pending invitations: email, role, expiry and Cancel; a sentence when there are none. */
export function InvitationsTable(props: InvitationsTableProps) {
  const pending = pendingInvitations(props.invitations, props.now);
  if (pending.length === 0) return <p>No invitations are waiting for an answer.</p>;
  return (
    <TableScroll labelledBy="invitations-caption">
      <table className="console-table">
        <caption id="invitations-caption">Invitations waiting for an answer</caption>
        <thead>
          <tr>
            <th scope="col">Email address</th>
            <th scope="col">Role</th>
            <th scope="col">Expires</th>
            {props.onCancel && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {pending.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} {...props} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
