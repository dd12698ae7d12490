import type { ConsoleOrganization } from '@parking/core';
import { useState } from 'react';
import { useConsoleApi } from '../../kit/console-api';
import { useConsoleMe, useRevalidateMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import type { MemberRowActions } from './member-row';
import { canManageMembers } from '../../shell/layout/console-pages';
import { readOnlyReason, roleLabel } from './member-rules';
import { memberActions, resetPasskeys } from './members-api';
import { MembersTable } from './members-table';
import { QueryState } from '../../kit/query-state';
import { type Member, useMembers } from '../../kit/members-read';
import { useInvitations } from './use-members';
import { count } from '../../kit/count';

/** Props of MembersView. */
export type MembersViewProps = {
  /** The active organisation and the viewer's role in it. */
  org: ConsoleOrganization;
};

/**
 * What each member row can do, for a viewer who manages members (undefined otherwise): change the role,
 * remove, and for staff admins reset another staff member's passkeys; each says what it did in `say`.
 */
function useRowActions(
  org: ConsoleOrganization,
  manage: boolean,
  reload: () => Promise<void>,
  say: (notice: string) => void,
): MemberRowActions | undefined {
  const api = useConsoleApi();
  const actions = memberActions(api);
  const viewerId = useConsoleMe().data?.user.id;
  if (!manage) return undefined;
  const nameOf = (member: Member) => member.user.name || member.user.email;
  return {
    changeRole: async (member, role) => {
      await actions.changeRole(org.id, member.id, role);
      await reload();
      say(`${nameOf(member)} is now ${roleLabel(role)}.`);
    },
    remove: async (member) => {
      await actions.remove(org.id, member.id);
      await reload();
      say(`${nameOf(member)} was removed and signed out.`);
    },
    ...(org.kind === 'staff'
      ? {
          viewerId,
          resetPasskeys: async (member: Member, reason: string) => {
            const done = await resetPasskeys(api, member.id, reason);
            say(
              `The passkeys of ${nameOf(member)} were reset (${done.passkeysRemoved} deleted, ${count(done.sessionsEnded, 'session')} ended). They were emailed: they sign in with a link and add a new passkey.`,
            );
          },
        }
      : {}),
  };
}

/** The members page's body for one organisation: members, pending invitations and, for managers, the invite form. */
export function MembersView({ org }: MembersViewProps) {
  const actions = memberActions(useConsoleApi());
  const members = useMembers(org.id);
  const invitations = useInvitations(org.id);
  const [now] = useState(() => new Date());
  // What the last change did, read out by screen readers (a live region that is always there).
  const [notice, setNotice] = useState('');
  const manage = canManageMembers(org);
  // A change to one's own membership changes what the console shows (role, organisations, or signed out).
  const revalidateMe = useRevalidateMe();
  const reload = async () => {
    await Promise.all([members.retry(), revalidateMe()]);
  };
  const rowActions = useRowActions(org, manage, reload, setNotice);
  const cancel = async (invitation: { id: string; email: string }) => {
    await actions.cancelInvitation(invitation.id);
    await invitations.retry();
    setNotice(`The invitation to ${invitation.email} was cancelled.`);
  };
  return (
    <>
      <p role="status" className="console-status">
        {notice}
      </p>
      {!manage && <p className="notice">{readOnlyReason(org.kind)}</p>}
      <QueryState query={members} what="members">
        {(data) => <MembersTable members={data.members} org={org} actions={rowActions} />}
      </QueryState>
      <h2>Invitations</h2>
      <QueryState query={invitations} what="invitations">
        {(data) => <InvitationsTable invitations={data} org={org} now={now} onCancel={manage ? cancel : undefined} />}
      </QueryState>
      {manage && (
        <InviteForm
          org={org}
          onInvite={async (invite) => {
            await actions.invite(org.id, invite.email, invite.role);
            await invitations.retry();
          }}
          onInvited={(email) => setNotice(`An invitation was sent to ${email}.`)}
        />
      )}
    </>
  );
}
