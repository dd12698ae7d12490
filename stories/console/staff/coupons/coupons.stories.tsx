import type { StaffCoupon } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { STAFF_COUPONS_KEY } from '../../../../site/console/staff/coupons/coupons-api';
import { CouponsPage } from '../../../../site/console/staff/coupons/coupons-page';
import { meAs, withConsole } from '../../shell/with-console';

const WINTER: StaffCoupon = {
  code: 'WINTER10',
  percent: 10,
  activeFrom: '2026-11-01T00:00:00Z',
  activeUntil: '2027-01-31T23:59:00Z',
  state: 'active',
  uses: 12,
  maxUses: 50,
  activeUses: 10,
};
const SUMMER: StaffCoupon = {
  ...WINTER,
  code: 'SUMMER20',
  percent: 20,
  state: 'expired',
  uses: 40,
  maxUses: null,
  activeUses: 38,
};

const params = (role: 'admin' | 'support') => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role }, 'Sam Staff'),
      [STAFF_COUPONS_KEY]: { coupons: [WINTER, SUMMER] },
    },
    posts: {
      [`${STAFF_COUPONS_KEY}/WINTER10/expire`]: {
        status: 200,
        body: { ...WINTER, activeUntil: '2026-11-25T10:00:00Z', state: 'expired' },
      },
      [STAFF_COUPONS_KEY]: {
        status: 201,
        body: { ...WINTER, code: 'SPRING5', percent: 5, activeUntil: null, uses: 0, maxUses: 100, activeUses: 0 },
      },
    },
    url: '/console/coupons',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Coupons',
  component: CouponsPage,
  decorators: [withConsole],
} satisfies Meta<typeof CouponsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * An admin's checks beside the fields (a limit must be a whole number), a new coupon with a limit in the
 * table (used / limit), and an expiry asked first.
 */
export const Admin: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Coupons' });
    await userEvent.type(canvas.getByLabelText('Code'), 'x');
    await userEvent.type(canvas.getByLabelText('Percent off'), '150');
    await userEvent.type(canvas.getByLabelText('Limit (uses)'), '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(canvas.getByLabelText('Limit (uses)')).toHaveAccessibleDescription(/whole number of uses/);
    await expect(canvas.getByLabelText('Code')).toHaveAccessibleDescription(/Use 3 to 30 letters or digits/);
    await expect(canvas.getByLabelText('Percent off')).toHaveAccessibleDescription(/from 0.01 to 100/);
    await userEvent.clear(canvas.getByLabelText('Code'));
    await userEvent.type(canvas.getByLabelText('Code'), 'spring5');
    await userEvent.clear(canvas.getByLabelText('Percent off'));
    await userEvent.type(canvas.getByLabelText('Percent off'), '5');
    await userEvent.clear(canvas.getByLabelText('Limit (uses)'));
    await userEvent.type(canvas.getByLabelText('Limit (uses)'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Created SPRING5');
    await expect(canvas.getByRole('status')).toHaveTextContent('for up to 100 bookings');
    await expect(canvas.getByRole('cell', { name: 'SPRING5' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '0 / 100' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '10 / 50' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '38 (no limit)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expire WINTER10' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, expire winter10' }));
    await expect(canvas.queryByRole('button', { name: 'Expire WINTER10' })).toBeNull();
  },
};

/** Support reads the coupons: no form, no expiry. */
export const Support: Story = {
  parameters: params('support'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'WINTER10' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create coupon' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Expire WINTER10' })).toBeNull();
  },
};
