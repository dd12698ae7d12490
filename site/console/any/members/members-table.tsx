import type { ConsoleOrganization } from '@parking/core';
import type { Member } from '../../kit/members-read';
import { MemberRow, type MemberRowActions } from './member-row';
import { TableScroll } from '../../kit/table-scroll';

/** Props of MembersTable. */
export type MembersTableProps = {
  members: readonly Member[];
  /** The active organisation and the viewer's role in it. */
  org: Pick<ConsoleOrganization, 'name' | 'kind' | 'role'>;
  /** Present when the viewer may change members. */
  actions?: MemberRowActions | undefined;
};

/** The organisation's members: name, email, role, joined, and the changes the viewer may make. */
export function MembersTable({ members, org, actions }: MembersTableProps) {
  return (
    <TableScroll labelledBy="members-caption">
      <table className="console-table">
        <caption id="members-caption">Members of {org.name}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email address</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} org={org} actions={actions} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
