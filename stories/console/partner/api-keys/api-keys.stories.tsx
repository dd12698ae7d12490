import type { ApiKey } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { API_KEYS_KEY } from '../../../../site/console/partner/api-keys/api-keys-api';
import { ApiKeysPage } from '../../../../site/console/partner/api-keys/api-keys-page';
import { meAs, withConsole } from '../../shell/with-console';

const KEY: ApiKey = {
  id: 'key-1',
  name: 'Finance export',
  prefix: 'psk_Ab3d',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
};
const SECRET = 'psk_Ab3dEfGhIjKlMnOpQrStUvWxYz012345';

const params = (role: 'owner' | 'member') => ({
  console: {
    known: {
      ...meAs({ id: 'org-blog', name: 'Travel Blog', kind: 'partner', role }),
      [API_KEYS_KEY]: { keys: [KEY] },
    },
    posts: {
      [API_KEYS_KEY]: {
        status: 201,
        body: { key: { ...KEY, id: 'key-2', name: 'Nightly sync', lastUsedAt: null }, secret: SECRET },
      },
      [`${API_KEYS_KEY}/key-1/revoke`]: { status: 200, body: { ...KEY, revokedAt: '2026-11-22T10:00:00.000Z' } },
    },
    url: '/console/api-keys',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Partner/API keys',
  component: ApiKeysPage,
  decorators: [withConsole],
} satisfies Meta<typeof ApiKeysPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The owner's list: name, first characters, created and last used, with Revoke asked first. */
export const OwnerList: Story = {
  parameters: params('owner'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your server keys' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Finance exportpsk_Ab3d…01/11/202620/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Finance export' }));
    await expect(canvas.getByText('Calls with this key are refused at once.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, revoke finance export' }));
    await expect(await canvas.findByText('Finance export is revoked.')).toBeVisible();
  },
};

/** Creating a key: a blank name is refused beside the field; then the secret shows once, with Copy and the warning. */
export const CreateShowsTheSecretOnce: Story = {
  parameters: params('owner'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }));
    const name = canvas.getByLabelText('Key name');
    await expect(name).toHaveAccessibleDescription(/Give the key a name/);
    await userEvent.type(name, 'Nightly sync');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const secret = await canvas.findByLabelText('Secret of “Nightly sync”');
    await expect(secret).toHaveValue(SECRET);
    await expect(secret).toHaveAttribute('readonly');
    await expect(secret).toHaveAccessibleDescription(/you will not see it again/);
    await expect(canvas.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved it' }));
    await expect(canvas.queryByLabelText(/Secret of/)).toBeNull();
  },
};

/** A member (not an owner) is told who can manage keys; no form, no list. */
export const Member: Story = {
  parameters: params('member'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Only an owner of your organisation can create or revoke keys.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create key' })).toBeNull();
  },
};
