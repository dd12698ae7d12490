import type { StaffMoneyEffect } from '@parking/core';
import { ApiFailure } from '@parking/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CancelDialog } from '../../../../site/console/staff/bookings/actions/cancel-dialog';
import { STAFF_MONEY } from './staff-money';

const MONEY = STAFF_MONEY;
const INSIDE_CUTOFF: StaffMoneyEffect = { ...MONEY, cancel: { ...MONEY.cancel, full: 0, insideCutoff: true } };

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Cancel dialog',
  component: CancelDialog,
  args: {
    money: MONEY,
    onClose: fn(),
    onCancel: fn(async () => ({
      done: 'Cancelled; £30.00 to be refunded',
      money: { ...MONEY, status: 'cancelled', refunded: 3000, refundable: 0 },
    })),
  },
} satisfies Meta<typeof CancelDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The money effect first (a full refund by default), then a reason; the cancellation says it is done. */
export const FullRefund: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('This gives back').nextElementSibling).toHaveTextContent('£30.00');
    await expect(canvas.getByLabelText('Full refund')).toBeChecked();
    await expect(canvas.getByLabelText('Email the traveller about it')).toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'service-problem');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm cancellation' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cancelled; £30.00 to be refunded');
    await expect(args.onCancel).toHaveBeenCalledWith({
      refund: 'full',
      overrideCutoff: false,
      reason: 'service-problem',
      notifyTraveller: true,
    });
  },
};

/** A part refund above what is refundable, or no reason, is refused beside its field; nothing is sent. */
export const Refused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByLabelText('Part refund'));
    await userEvent.type(canvas.getByLabelText('Amount to refund (£)'), '31');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm cancellation' }));
    await expect(canvas.getByLabelText('Amount to refund (£)')).toHaveAccessibleDescription(/up to what is refundable/);
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await userEvent.clear(canvas.getByLabelText('Amount to refund (£)'));
    await userEvent.type(canvas.getByLabelText('Amount to refund (£)'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm cancellation' }));
    await expect(canvas.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Inside 48 hours of drop-off: the override is required, beside its box, before anything is sent. */
export const InsideCutoff: Story = {
  args: { money: INSIDE_CUTOFF },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/less than 48 hours away/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'goodwill');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm cancellation' }));
    const override = canvas.getByLabelText('Override the 48-hour rule (the reason is recorded)');
    await expect(override).toHaveAccessibleDescription(/Tick this/);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The server refuses (the booking changed meanwhile): the summary says it was not cancelled, and why. */
export const ServerError: Story = {
  args: {
    onCancel: fn(async () => {
      throw new ApiFailure('CONFLICT', 'This booking changed meanwhile. Reload it and try again.', 409);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'duplicate');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm cancellation' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(
      'The booking was not cancelled. This booking changed meanwhile. Reload it and try again.',
    );
    await expect(summary).toHaveFocus();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A booking that cannot be cancelled any more says why instead of the form. */
export const NotAllowed: Story = {
  args: {
    money: {
      ...MONEY,
      status: 'cancelled',
      cancel: { ...MONEY.cancel, allowed: false, reason: 'This booking is already cancelled.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This booking is already cancelled.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm cancellation' })).toBeNull();
  },
};
