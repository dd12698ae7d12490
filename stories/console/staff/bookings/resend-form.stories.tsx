import { ApiFailure } from '@parking/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResendForm } from '../../../../site/console/staff/bookings/actions/contact-forms';
import { STAFF_MONEY } from './staff-money';

const MONEY = STAFF_MONEY;

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Resend form',
  component: ResendForm,
  args: {
    onClose: fn(),
    onResend: fn(async () => ({ done: 'The amendment email is on its way again', money: MONEY })),
  },
} satisfies Meta<typeof ResendForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The confirmation is chosen first, among every email we send a traveller; another email is sent again
 * and the form says it is on its way.
 */
export const Resend: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue('confirmation');
    const options = within(canvas.getByLabelText('Email')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Booking confirmation',
      'Latest amendment',
      'Cancellation',
      'Payment refunded (no spaces left)',
      'Latest refund by our staff',
      'Latest check-in',
      'Latest check-out',
      'Invitation to review',
      'Review hidden',
      'Latest reply to a contact message',
    ]);
    await userEvent.selectOptions(canvas.getByLabelText('Email'), 'Latest amendment');
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('The amendment email is on its way again');
    await expect(args.onResend).toHaveBeenCalledWith({ email: 'amendment' });
    await userEvent.selectOptions(canvas.getByLabelText('Email'), 'Latest check-out');
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onResend).toHaveBeenLastCalledWith({ email: 'checked-out' });
  },
};

/** The server refuses an email the booking never had: the summary says nothing was sent, and why. */
export const Refused: Story = {
  args: {
    onResend: fn(async () => {
      throw new ApiFailure('CHANGE_NOT_ALLOWED', 'This booking is not cancelled.', 409);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Email'), 'Cancellation');
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Nothing was sent. This booking is not cancelled.');
    await expect(summary).toHaveFocus();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
