import type { StaffMoneyEffect } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RefundDialog } from '../../../../site/console/staff/bookings/actions/refund-dialog';
import { STAFF_MONEY } from './staff-money';

const MONEY: StaffMoneyEffect = {
  ...STAFF_MONEY,
  refunded: 1000,
  refundable: 2000,
  cancel: { ...STAFF_MONEY.cancel, full: 2000, partialMax: 2000 },
};

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Refund dialog',
  component: RefundDialog,
  args: {
    money: MONEY,
    onClose: fn(),
    onRefund: fn(async () => ({
      done: 'Refund of £5.00 on its way',
      money: { ...MONEY, refunded: 1500, refundable: 1500 },
    })),
  },
} satisfies Meta<typeof RefundDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The money effect comes first; the amount, a reason and the notify choice (on) follow. */
export const Effect: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refundable now').nextElementSibling).toHaveTextContent('£20.00');
    await expect(canvas.getByLabelText('Email the traveller about it')).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Amount to refund (£)'), '5');
    await expect(canvas.getByText('Kept after this').nextElementSibling).toHaveTextContent('£15.00');
  },
};

/** Above what is refundable, or without a reason, is refused beside the field; nothing is sent. */
export const Refused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Amount to refund (£)'), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm refund' }));
    await expect(canvas.getByLabelText('Amount to refund (£)')).toHaveAccessibleDescription(/At most £20.00/);
    await userEvent.clear(canvas.getByLabelText('Amount to refund (£)'));
    await userEvent.type(canvas.getByLabelText('Amount to refund (£)'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm refund' }));
    await expect(canvas.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm refund' }));
    await expect(canvas.getByLabelText('Why (required)')).toHaveAccessibleDescription(/Say why/);
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** A confirmed refund is sent in pence with the dialog's one Idempotency-Key and says it is on its way. */
export const Confirmed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Amount to refund (£)'), '5.00');
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'goodwill');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm refund' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Refund of £5.00 on its way');
    await expect(args.onRefund).toHaveBeenCalledWith(
      { amount: 500, reason: 'goodwill', notifyTraveller: true },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  },
};
