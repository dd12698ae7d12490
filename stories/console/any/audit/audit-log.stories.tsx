import type { AuditEntry } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditLogPage } from '../../../../site/console/any/audit/audit-log-page';
import { membersKey } from '../../../../site/console/kit/members-read';
import { meAs, withConsole } from '../../shell/with-console';

const ORG = { id: 'org-swift', name: 'Swift Parking', kind: 'operator', role: 'manager' } as const;
const OLIVE = { kind: 'member', id: 'u-olive', name: 'Olive Owner' } as const;
const MEMBERS = {
  members: [
    {
      id: 'm-1',
      userId: 'u-olive',
      role: 'owner',
      createdAt: '2026-10-01T09:00:00.000Z',
      user: { name: 'Olive Owner', email: 'olive@swift.example' },
    },
  ],
};
const ENTRIES: AuditEntry[] = [
  {
    id: '3',
    at: '2026-11-24T16:05:00.000Z',
    actor: OLIVE,
    action: 'member.role-changed',
    target: { type: 'member', id: 'm-3' },
    changes: { role: { before: 'desk', after: 'manager' } },
    requestId: 'req-3',
  },
  {
    id: '2',
    at: '2026-11-24T10:00:00.000Z',
    actor: { kind: 'traveller', id: null, name: null },
    action: 'booking.details-changed',
    target: { type: 'booking', id: 'CAP-7QK2M9' },
    changes: { phone: { changed: true }, carParkId: { before: 'luton-1', after: 'luton-2' } },
    requestId: 'req-2',
  },
  {
    id: '1',
    at: '2026-07-01T12:30:00.000Z',
    actor: OLIVE,
    action: 'member.invited',
    target: { type: 'invitation', id: 'inv-1' },
    changes: { role: { before: null, after: 'desk' }, email: { changed: true } },
    requestId: 'req-1',
  },
];

const known = (query: string, page: { entries: AuditEntry[]; next: string | null }) => ({
  ...meAs(ORG),
  [membersKey(ORG.id)]: MEMBERS,
  [`/console/audit${query}`]: page,
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Audit log',
  component: AuditLogPage,
  decorators: [withConsole],
} satisfies Meta<typeof AuditLogPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Entries newest first, a traveller's personal field only as "changed", and a link to older entries. */
export const WithEntries: Story = {
  parameters: { console: { known: known('', { entries: ENTRIES, next: '1' }), url: '/console/audit' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /newest first/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('phone: changed')).toBeVisible();
    await expect(within(table).getByText('carParkId: luton-1 → luton-2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Older entries' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?before=1$/),
    );
    await expect(canvas.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/v1/console/audit.csv',
    );
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { console: { known: known('', { entries: [], next: null }), url: '/console/audit' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been recorded yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Older entries' })).toBeNull();
  },
};

/** Filtered by action and person (from the URL); the CSV link carries the same filters. */
export const Filtered: Story = {
  parameters: {
    console: {
      known: known('?action=member.invited&actor=u-olive', { entries: [ENTRIES[2]!], next: null }),
      url: '/console/audit?action=member.invited&actor=u-olive',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Action')).toHaveValue('member.invited');
    await waitFor(() => expect(canvas.getByLabelText('Person')).toHaveValue('u-olive'));
    await expect(canvas.getByText('email: changed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/v1/console/audit.csv?action=member.invited&actor=u-olive',
    );
  },
};

/** Applying a filter puts it in the URL query and reads that page: nothing matches. */
export const FilterApplied: Story = {
  parameters: {
    console: {
      known: {
        ...known('', { entries: ENTRIES, next: null }),
        '/console/audit?action=member.removed': { entries: [], next: null },
      },
      url: '/console/audit',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'member.removed');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(canvas.getByText('No entries match these filters.')).toBeVisible());
    await expect(canvas.getByLabelText('Action')).toHaveValue('member.removed');
  },
};
