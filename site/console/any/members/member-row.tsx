import type { ConsoleOrganization } from '@parking/core';
import { useRef, useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import type { Member } from '../../kit/members-read';
import { assignableRoles, failureText, roleLabel } from './member-rules';
import { ResetPasskeysAction } from './reset-passkeys-action';

/** What a row can do to its member; each resolves once the server agreed. */
export type MemberRowActions = {
  changeRole: (member: Member, role: string) => Promise<void>;
  remove: (member: Member) => Promise<void>;
  /** Staff admins, for another staff member: reset their passkeys with a reason. */
  resetPasskeys?: ((member: Member, reason: string) => Promise<void>) | undefined;
  /** The viewer's own user id: their own row has no reset. */
  viewerId?: string | undefined;
};

/** Props of MemberRow. */
export type MemberRowProps = {
  member: Member;
  /** The active organisation and the viewer's role in it. */
  org: Pick<ConsoleOrganization, 'kind' | 'role'>;
  /** Present when the viewer may change members; a read-only row otherwise. */
  actions?: MemberRowActions | undefined;
};

// better-auth's 400 reaches the client without its message (see failureText): say the usual reason.
const REFUSED =
  'The server refused this change. An organisation keeps at least one owner: if this is the only one, make someone else an owner first.';

/** Runs one change of a row: pending while it runs, its failure as text beside the buttons. */
function useRowChange(kind: ConsoleOrganization['kind']) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (change: () => Promise<void>) => {
    setPending(true);
    setError(undefined);
    try {
      await change();
    } catch (failure) {
      setError(failureText(failure, kind, REFUSED));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}

/** The role cell: a select and Save for a role the viewer may change, the role's name otherwise. */
function RoleCell({ member, org, actions, change }: MemberRowProps & { change: ReturnType<typeof useRowChange> }) {
  const roles = assignableRoles(org);
  const [role, setRole] = useState(member.role);
  if (!actions || !roles.includes(member.role)) return <td>{roleLabel(member.role)}</td>;
  const id = `role-${member.id}`;
  return (
    <td>
      <label htmlFor={id} className="visually-hidden">
        Role of {member.user.name || member.user.email}
      </label>
      <select id={id} value={role} onChange={(ev) => setRole(ev.target.value)}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {roleLabel(r)}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="btn btn--outline"
        disabled={change.pending || role === member.role}
        onClick={() => void change.run(() => actions.changeRole(member, role))}
      >
        Save role
      </button>
    </td>
  );
}

/** "Remove", then a confirm step naming the person; the row's failure shows here. */
function RemoveAction({ member, actions, change }: MemberRowProps & { change: ReturnType<typeof useRowChange> }) {
  const [confirming, setConfirming] = useState(false);
  // The button pressed goes away: the focus moves to the step's first choice, and back to Remove on Keep.
  const moveFocus = useRef(false);
  const focusOnMount = (element: HTMLButtonElement | null) => {
    if (element && moveFocus.current) {
      moveFocus.current = false;
      element.focus();
    }
  };
  const toggle = (next: boolean) => {
    moveFocus.current = true;
    setConfirming(next);
  };
  const who = member.user.name || member.user.email;
  if (!actions) return null;
  return (
    <>
      {confirming ? (
        <span role="group" aria-label={`Remove ${who}?`}>
          Remove {who}? They are signed out at once.{' '}
          <button
            ref={focusOnMount}
            type="button"
            className="btn btn--primary"
            disabled={change.pending}
            onClick={() =>
              void change.run(async () => {
                await actions.remove(member);
                setConfirming(false);
              })
            }
          >
            Yes, remove
          </button>{' '}
          <button type="button" className="btn btn--outline" onClick={() => toggle(false)}>
            Keep
          </button>
        </span>
      ) : (
        <button ref={focusOnMount} type="button" className="btn btn--outline" onClick={() => toggle(true)}>
          Remove<span className="visually-hidden"> {who}</span>
        </button>
      )}
      {change.error && (
        <p className="field__error" role="alert">
          {change.error}
        </p>
      )}
    </>
  );
}

/** One member: name, email, role (changeable), joined, remove with a confirm step and, for staff, reset passkeys. */
export function MemberRow(props: MemberRowProps) {
  const { member } = props;
  const change = useRowChange(props.org.kind);
  return (
    <tr>
      <th scope="row">{member.user.name || '—'}</th>
      <td>{member.user.email}</td>
      <RoleCell {...props} change={change} />
      <td>{formatLongDate(member.createdAt)}</td>
      {props.actions && (
        <td>
          <RemoveAction {...props} change={change} />
          {props.actions.resetPasskeys && member.userId !== props.actions.viewerId && (
            <ResetPasskeysAction member={member} onReset={props.actions.resetPasskeys} />
          )}
        </td>
      )}
    </tr>
  );
}
