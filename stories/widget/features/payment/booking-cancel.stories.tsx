import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BookingCancel } from '../../../../widget/features/payment/booking-cancel';
import { criteriaFixture } from '../../../../widget/testing/fixtures';
import { withFakeApi } from '../../fake-api-decorator';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Booking cancel',
  component: BookingCancel,
  decorators: [withFakeApi],
  args: { criteria: criteriaFixture, onShowResults: fn() },
} satisfies Meta<typeof BookingCancel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Checkout cancelled: nothing charged, the search kept. */
export const WithCriteria: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Nothing was charged/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to results' }));
    await expect(args.onShowResults).toHaveBeenCalledWith(criteriaFixture);
  },
};

/** No criteria came back with the cancel link. */
export const WithoutCriteria: Story = {
  args: { criteria: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to results' })).toBeNull();
  },
};
