import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { SignedInLayout } from '../../../site/console/shell/layout/signed-in-layout';
import { PARK_FLY, STAFF, SWIFT, me, withConsoleShell } from './console-shell-story';

/** The layout as the console's routes use it, with a stand-in screen. */
function LayoutWithScreen() {
  return (
    <Routes>
      <Route path="/console" element={<SignedInLayout />}>
        <Route index element={<h1>Home screen</h1>} />
        <Route path="account" element={<h1>Your account</h1>} />
      </Route>
    </Routes>
  );
}

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Shell/Layout',
  component: LayoutWithScreen,
  decorators: [withConsoleShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LayoutWithScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An operator owner who belongs to two organisations: the switcher, and every screen their role allows. */
export const OperatorWithSwitcher: Story = {
  parameters: { consoleApi: { 'GET /console/me': { status: 200, body: me([SWIFT, PARK_FLY]) } } },
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Console' }));
    const links = nav.getAllByRole('link').map((l) => l.textContent);
    await expect(links).toEqual([
      'Home',
      'Day board',
      'Rate calendar',
      'Car park',
      'Reports',
      'Notifications',
      'Members',
      'Audit log',
      'Account',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText('Organisation')).toHaveValue(SWIFT.id);
    await expect(canvas.getByRole('button', { name: 'Switch' })).toBeVisible();
    await expect(canvas.getByText(/Signed in as/)).toHaveTextContent('Signed in as Olive Owner');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** A desk member: every operator screen (changes read-only) and the members (read-only), no audit log. */
export const DeskMember: Story = {
  parameters: { consoleApi: { 'GET /console/me': { status: 200, body: me([PARK_FLY]) } } },
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Console' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Home',
      'Day board',
      'Rate calendar',
      'Car park',
      'Reports',
      'Notifications',
      'Members',
      'Account',
    ]);
    await expect(canvas.getByText('Park & Fly')).toBeVisible();
  },
};

/** Staff without a passkey: the banner to add one, and only their account until then. */
export const StaffWithoutPasskey: Story = {
  parameters: {
    consoleApi: {
      'GET /console/me': { status: 200, body: me([STAFF], { hasPasskey: false, passkeyRequired: true }) },
    },
  },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Passkey needed' });
    await expect(within(banner).getByRole('link', { name: 'Add a passkey to use the staff console' })).toHaveAttribute(
      'href',
      '/console/account',
    );
    const nav = within(canvas.getByRole('navigation', { name: 'Console' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Account']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a passkey first' })).toBeVisible();
    await expect(canvas.queryByText('Home screen')).toBeNull();
  },
};

/**
 * A staff session opened by an emailed link, for an account that has a passkey: no console at all (no
 * navigation, no screen, not even the account page), only "Sign in with your passkey", the rules and "Sign out".
 */
export const StaffLinkSessionWithPasskey: Story = {
  parameters: {
    url: '/console/account',
    consoleApi: {
      'GET /console/me': {
        status: 200,
        body: me([STAFF], { passkeyRequired: true, signInMethod: 'link', passkeySignInRequired: true }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in with your passkey' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with your passkey' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How staff sign in' })).toBeVisible();
    await expect(canvas.getByText(/A sign-in link only lets you add your first passkey/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Console' })).toBeNull();
    await expect(canvas.queryByText('Your account')).toBeNull();
  },
};
