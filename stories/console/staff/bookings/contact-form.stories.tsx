import { ApiFailure } from '@parking/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm } from '../../../../site/console/staff/bookings/actions/contact-forms';
import { STAFF_MONEY } from './staff-money';

const MONEY = STAFF_MONEY;

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Change contact form',
  component: ContactForm,
  args: {
    onClose: fn(),
    onSave: fn(async () => ({ done: 'Contact details changed', money: MONEY })),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A new email alone (the phone left blank keeps it) is saved, and the form says so. */
export const Change: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('New email (blank: keep)'), ' ada.new@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Contact details changed');
    await expect(args.onSave).toHaveBeenCalledWith({ email: 'ada.new@example.com' });
  },
};

/** Nothing to change, then a bad email and phone: refused in the summary and beside each field; nothing sent. */
export const Refused: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Change the email or the phone');
    await userEvent.type(canvas.getByLabelText('New email (blank: keep)'), 'ada@');
    await userEvent.type(canvas.getByLabelText('New phone (blank: keep)'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(canvas.getByLabelText('New email (blank: keep)')).toHaveAccessibleDescription(/valid email address/);
    await expect(canvas.getByLabelText('New phone (blank: keep)')).toHaveAccessibleDescription(/6 to 20 digits/);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses: the summary says nothing was changed, and why. */
export const ServerError: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiFailure('NOT_FOUND', 'Booking not found', 404);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New phone (blank: keep)'), '07700 900999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Nothing was changed. Booking not found');
    await expect(summary).toHaveFocus();
  },
};
