import type { Statement } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatementsPanel, staffStatementsKey } from '../../../../site/console/staff/partners/statements-panel';
import { meAs, withConsole } from '../../shell/with-console';

const ORG = 'org-blog';
const STATEMENTS: Statement[] = [
  { month: '2026-12', total: 0, bookings: 0, pending: 320, status: 'open', paidAt: null },
  { month: '2026-11', total: 680, bookings: 2, pending: 0, status: 'open', paidAt: null },
  { month: '2026-10', total: 1200, bookings: 3, pending: 0, status: 'paid', paidAt: '2026-11-05T10:00:00.000Z' },
];

const params = (role: 'admin' | 'support') => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'Parking staff', kind: 'staff', role }),
      [staffStatementsKey(ORG)]: { statements: STATEMENTS },
    },
    posts: {
      [`${staffStatementsKey(ORG)}/2026-11/pay`]: {
        status: 200,
        body: { ...STATEMENTS[1], status: 'paid', paidAt: '2026-11-22T10:00:00.000Z' },
      },
    },
    url: '/console/partners',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Statements',
  component: StatementsPanel,
  decorators: [withConsole],
  args: { organizationId: ORG },
} satisfies Meta<typeof StatementsPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An admin marks an open month with a total paid, after confirming; empty and paid months have no button. */
export const AdminMarksPaid: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /Monthly statements/ });
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await expect(within(rows[3]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[2]!).getByRole('button', { name: 'Mark November 2026 paid' }));
    await expect(canvas.getByText('Pay £6.80 for 2 bookings? This freezes the statement.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, mark november 2026 paid' }));
    await expect(await canvas.findByText('November 2026 is marked paid: £6.80.')).toBeVisible();
  },
};

/** Support staff read the statements but cannot pay them. */
export const SupportReads: Story = {
  parameters: params('support'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: /Monthly statements/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Mark .* paid/ })).toBeNull();
  },
};
