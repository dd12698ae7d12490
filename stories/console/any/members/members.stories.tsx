import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MembersPage } from '../../../../site/console/any/members/members-page';
import { membersKey } from '../../../../site/console/kit/members-read';
import { invitationsKey } from '../../../../site/console/any/members/members-api';
import { meAs, withConsole } from '../../shell/with-console';

const ORG = { id: 'org-swift', name: 'Swift Parking', kind: 'operator', role: 'owner' } as const;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const member = (id: string, name: string, email: string, role: string) => ({
  id,
  userId: `u-${id}`,
  role,
  createdAt: '2026-10-01T09:00:00.000Z',
  user: { name, email },
});
const MEMBERS = {
  members: [
    member('m-1', 'Olive Owner', 'olive@swift.example', 'owner'),
    member('m-2', 'Manny Manager', 'manny@swift.example', 'manager'),
    member('m-3', 'Dee Desk', 'dee@swift.example', 'desk'),
  ],
  total: 3,
};
const invitation = (id: string, email: string, status: string, expiresAt: string) => ({
  id,
  email,
  role: 'desk',
  status,
  expiresAt,
});

const known = (role: 'owner' | 'desk', invitations: unknown[] = []) => ({
  ...meAs({ ...ORG, role }),
  [membersKey(ORG.id)]: MEMBERS,
  [invitationsKey(ORG.id)]: invitations,
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Members',
  component: MembersPage,
  decorators: [withConsole],
} satisfies Meta<typeof MembersPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An owner: every member with a role select and Remove, and the invite form. */
export const OwnerView: Story = {
  parameters: { console: { known: known('owner') } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Members of Swift Parking' });
    await expect(within(table).getAllByRole('button', { name: 'Save role' })).toHaveLength(3);
    await expect(canvas.getByRole('form', { name: 'Invite someone' })).toBeVisible();
    await expect(canvas.getByText('No invitations are waiting for an answer.')).toBeVisible();
  },
};

/** A desk member: the list only, and why. */
export const DeskReadOnly: Story = {
  parameters: { console: { known: known('desk') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only owners and managers can invite or change members.')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'dee@swift.example' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save role' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Invite someone' })).toBeNull();
  },
};

/** A pending invitation (accepted and expired ones are not listed); cancelling it is announced. */
export const WithPendingInvitation: Story = {
  parameters: {
    console: {
      known: known('owner', [
        invitation('i-1', 'new.desk@swift.example', 'pending', inDays(2)),
        invitation('i-2', 'joined@swift.example', 'accepted', inDays(2)),
        invitation('i-3', 'late@swift.example', 'pending', inDays(-1)),
      ]),
    },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invitations waiting for an answer' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: /Cancel the invitation to new.desk/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('The invitation to new.desk@swift.example was cancelled.'),
    );
  },
};

/** The invite form sent empty: the summary, focused, links to the address. */
export const InviteFormErrors: Story = {
  parameters: { console: { known: known('owner') } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Enter your email address' })).toBeVisible();
  },
};

/** The server refuses to demote the last owner (400): the refusal shows beside the row's buttons. */
export const LastOwnerRefused: Story = {
  parameters: {
    console: {
      known: known('owner'),
      posts: {
        '/auth/organization/update-member-role': {
          status: 400,
          body: {
            code: 'LAST_OWNER',
            message: "This is the organisation's only owner: make another member owner first",
          },
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Role of Olive Owner'), 'desk');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save role' })[0]!);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/at least one owner/));
  },
};

/** A role changed: the live region says so, for screen readers too. */
export const RoleChangeAnnounced: Story = {
  parameters: { console: { known: known('owner') } },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Role of Dee Desk'), 'manager');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save role' })[2]!);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Dee Desk is now Manager.'));
  },
};

/** Remove by keyboard: a confirm step takes the focus, Keep gives it back, "Yes, remove" is announced. */
export const RemoveWithConfirm: Story = {
  parameters: { console: { known: known('owner') } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Remove Dee Desk' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Yes, remove' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Dee Desk' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Dee Desk was removed and signed out.'));
  },
};
