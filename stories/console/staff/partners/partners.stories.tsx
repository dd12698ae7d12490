import type { StaffKey, StaffPartner } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STAFF_KEYS_KEY } from '../../../../site/console/staff/partners/keys-panel';
import { STAFF_PARTNERS_KEY } from '../../../../site/console/kit/staff-partners-read';
import { PartnersPage } from '../../../../site/console/staff/partners/partners-page';
import { meAs, withConsole } from '../../shell/with-console';

const DEALS: StaffPartner = {
  organizationId: 'org-deals',
  name: 'Holiday Deals',
  website: 'https://deals.example',
  createdAt: '2026-11-02T10:00:00Z',
  liveRequestedAt: '2026-11-03T10:00:00Z',
  liveApproved: null,
  commissionPercent: 8,
  commissionBps: 800,
  keys: { live: 0, test: 1 },
  confirmedBookings: 0,
};
const BLOG: StaffPartner = {
  ...DEALS,
  organizationId: 'org-blog',
  name: 'Travel Blog',
  website: 'https://blog.example',
  liveApproved: { at: '2026-10-01T09:00:00Z', by: 'Sam Staff' },
  commissionPercent: 9.5,
  commissionBps: 950,
  keys: { live: 2, test: 1 },
  confirmedBookings: 41,
};

const KEY: StaffKey = {
  id: 'wk_deals',
  name: 'Main site',
  mode: 'test',
  organizationId: 'org-deals',
  organizationName: 'Holiday Deals',
  active: true,
  suspendedAt: null,
};
const KEYS: StaffKey[] = [
  KEY,
  { ...KEY, id: 'wk_deals_old', name: 'Old site', active: false },
  { ...KEY, id: 'wk_blog', name: 'Blog widget', organizationId: 'org-blog', organizationName: 'Travel Blog' },
];
const SUSPENDED = { ...KEY, suspendedAt: '2026-11-25T10:00:00Z' };

const params = (role: 'admin' | 'support') => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role }, 'Sam Staff'),
      [STAFF_PARTNERS_KEY]: { partners: [DEALS, BLOG] },
      [STAFF_KEYS_KEY]: { keys: KEYS },
    },
    posts: {
      [`${STAFF_PARTNERS_KEY}/org-deals/approve-live`]: {
        status: 200,
        body: { ...DEALS, liveApproved: { at: '2026-11-25T10:00:00Z', by: 'Sam Staff' } },
      },
      [`${STAFF_KEYS_KEY}/wk_deals/suspend`]: { status: 200, body: SUSPENDED },
      [`${STAFF_KEYS_KEY}/wk_deals/unsuspend`]: { status: 200, body: KEY },
    },
    url: '/console/partners?partner=org-deals',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Partners',
  component: PartnersPage,
  decorators: [withConsole],
} satisfies Meta<typeof PartnersPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An admin approves live keys (asked first) and gets the commission form's message beside the field. */
export const Admin: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Partner organisations' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent(/Travel Blog.*Approved 01\/10\/2026 by Sam Staff.*9.5%2 \/ 141/);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve live' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, approve live' }));
    await expect(await canvas.findByText(/Live keys: Approved 25\/11\/2026 by Sam Staff/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve live' })).toBeNull();
    const rate = canvas.getByLabelText('Commission (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rate' }));
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(rate).toHaveAccessibleDescription(/Enter a rate from 0 to 30 percent/);
    await expect(canvas.getByText(/Applies to bookings made after the change/)).toBeVisible();
  },
};

/** Support reads the terms: no approval button, no rate form. */
export const Support: Story = {
  parameters: params('support'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Holiday Deals' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve live' })).toBeNull();
    await expect(canvas.queryByLabelText('Commission (%)')).toBeNull();
    await expect(canvas.getByText(/Commission: 8% of what the traveller paid/)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Widget keys' })).toHaveTextContent(/Main site/);
    await expect(canvas.queryByRole('button', { name: /Suspend/ })).toBeNull();
  },
};

/** An admin suspends the partner's key (asked first), then lifts the suspension; a revoked key has no button. */
export const SuspendKey: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Widget keys' });
    const rows = within(table).getAllByRole('row');
    // The partner's own two keys only, not another partner's.
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(/Main site.*Test.*In use/);
    await expect(rows[2]).toHaveTextContent(/Old site.*Revoked by the partner/);
    await expect(within(rows[2]!).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Main site' }));
    await expect(canvas.getByText(/will be refused at once/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, suspend main site' }));
    await expect(await canvas.findByText('Main site is suspended.')).toBeVisible();
    const keyRow = () => within(canvas.getByRole('table', { name: 'Widget keys' })).getAllByRole('row')[1];
    await expect(keyRow()).toHaveTextContent(/Suspended since 25\/11\/2026/);
    await userEvent.click(canvas.getByRole('button', { name: 'Lift suspension of Main site' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, lift suspension of main site' }));
    await expect(await canvas.findByText('Main site works again.')).toBeVisible();
    await expect(keyRow()).toHaveTextContent(/In use/);
  },
};
