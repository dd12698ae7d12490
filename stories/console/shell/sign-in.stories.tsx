import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SignInPage } from '../../../site/console/shell/sign-in/sign-in-page';
import { SIGNED_OUT, withConsoleShell } from './console-shell-story';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Shell/Sign in',
  component: SignInPage,
  decorators: [withConsoleShell],
  parameters: {
    layout: 'fullscreen',
    url: '/console/sign-in?next=%2Fconsole%2Faccount',
    consoleApi: { ...SIGNED_OUT, 'POST /auth/sign-in/magic-link': { status: 200, body: { status: true } } },
  },
} satisfies Meta<typeof SignInPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Signed out: an email field for a sign-in link, and a passkey button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  },
};

/** After asking for a link: the same answer whether or not the address has an account. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Email address'), 'Olive@Swift.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(await canvas.findByText(/we sent a link to/)).toHaveTextContent(
      'Check your email: we sent a link to olive@swift.example. It works once, for 10 minutes.',
    );
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
  },
};

/** A link that expired or was used: better-auth sent the person back with ?error=. */
export const LinkError: Story = {
  parameters: { url: '/console/sign-in?error=INVALID_TOKEN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/expired or has already been used/);
  },
};

/** An address not checked yet: the summary takes the focus and the field says what to fix. */
export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Email address'), 'not an address');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(
      await canvas.findByText('Enter an email address like name@example.com', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** Too many links asked for: how long to wait. */
export const RateLimited: Story = {
  parameters: {
    consoleApi: {
      ...SIGNED_OUT,
      'POST /auth/sign-in/magic-link': {
        status: 429,
        body: {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
          },
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Email address'), 'olive@swift.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Email me a sign-in link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 15 minutes.');
  },
};
