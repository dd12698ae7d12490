import { ApiFailure } from '@parking/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StepUpDialog } from '../../../site/console/shell/step-up/step-up-dialog';
import '../../../site/styles/index.css';
import '../../../site/console/console.css';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Shell/Step-up dialog',
  component: StepUpDialog,
  args: { open: true, confirm: fn(async () => undefined), onDone: fn() },
} satisfies Meta<typeof StepUpDialog>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An action needs the passkey again: a modal dialog says why; "Use my passkey" runs the ceremony, then goes on. */
export const Asks: Story = {
  play: async ({ args, canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: "Confirm it's you with your passkey" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/need your passkey again/);
    await userEvent.click(canvas.getByRole('button', { name: 'Use my passkey' }));
    await expect(args.confirm).toHaveBeenCalledTimes(1);
    await expect(args.onDone).toHaveBeenCalledWith(true);
  },
};

/** A passkey the server does not accept: the reason shows in the dialog, which stays open to try again. */
export const PasskeyRefused: Story = {
  args: {
    confirm: fn(async () => {
      throw new ApiFailure('VALIDATION_FAILED', 'That passkey answer was not accepted. Try again.', 400);
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use my passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That passkey answer was not accepted.');
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Cancel (or Escape, by keyboard) leaves the action undone. */
export const Cancelled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Use my passkey' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDone).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDone).toHaveBeenCalledTimes(2);
    await expect(args.confirm).not.toHaveBeenCalled();
  },
};
