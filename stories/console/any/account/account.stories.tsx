import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { AccountPage } from '../../../../site/console/any/account/account-page';
import { SignedInLayout } from '../../../../site/console/shell/layout/signed-in-layout';
import { SWIFT, me, withConsoleShell } from '../../shell/console-shell-story';

/** The account page in the console's layout, as /console/account shows it. */
function AccountScreen() {
  return (
    <Routes>
      <Route path="/console" element={<SignedInLayout />}>
        <Route path="account" element={<AccountPage />} />
      </Route>
    </Routes>
  );
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const session = (id: string, userAgent: string, ipAddress: string, createdAt: string) => ({
  id,
  token: `token-${id}`,
  userAgent,
  ipAddress,
  createdAt,
  updatedAt: createdAt,
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Shell/Account',
  component: AccountScreen,
  decorators: [withConsoleShell],
  parameters: {
    layout: 'fullscreen',
    url: '/console/account',
    consoleApi: {
      'GET /console/me': { status: 200, body: me([SWIFT]) },
      'GET /auth/passkey/list-user-passkeys': {
        status: 200,
        body: [{ id: 'pk-1', name: 'Work laptop', createdAt: '2026-11-20T10:15:00.000Z', deviceType: 'multiDevice' }],
      },
      'GET /auth/list-sessions': {
        status: 200,
        body: [
          session('s-1', CHROME_WINDOWS, '203.0.113.7', '2026-11-25T08:30:00.000Z'),
          session('s-2', SAFARI_IPHONE, '198.51.100.23', '2026-11-24T18:05:00.000Z'),
        ],
      },
      'GET /auth/get-session': { status: 200, body: { session: { id: 's-1' }, user: { id: 'u-olive' } } },
      'POST /auth/passkey/delete-passkey': { status: 200, body: { status: true } },
    },
  },
} satisfies Meta<typeof AccountScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Profile, one passkey and two sessions, this device's marked. */
export const WithPasskeysAndSessions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(canvas.getByText('olive@swift.example')).toBeVisible();
    const passkeys = within(await canvas.findByRole('list', { name: 'Your passkeys' }));
    await expect(passkeys.getByText('Work laptop')).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Your sessions' }));
    await expect(table.getByRole('rowheader', { name: /Chrome on Windows/ })).toHaveTextContent('This device');
    await expect(table.getByRole('rowheader', { name: 'Safari on iOS' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Sign out on this device' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    await expect(canvas.getByLabelText('Name of the new passkey')).toBeVisible();
  },
};

/** Deleting a passkey asks once more, then says it is done. */
export const DeletePasskey: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Work laptop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Work laptop' }));
    await expect(await canvas.findByText('Passkey Work laptop deleted.')).toBeVisible();
  },
};
