import type { ConsoleOrganization, RefusalList, WidgetKey, WidgetKeyList } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KEYS_KEY } from '../../../../site/console/kit/widget-keys-read';
import { REFUSALS_KEY } from '../../../../site/console/partner/keys/keys-api';
import { KeysPage } from '../../../../site/console/partner/keys/keys-page';
import { meAs, withConsole } from '../../shell/with-console';

const TEST_KEY: WidgetKey = {
  id: 'wk_test',
  name: 'Trying it out',
  key: 'pk_test_Q2FyUGFya1Rlc3RLZXkx',
  mode: 'test',
  allowedOrigins: ['http://localhost:*'],
  createdAt: '2026-11-01T10:00:00Z',
  previousKeyUntil: null,
  revokedAt: null,
  active: true,
};
const LIVE_KEY: WidgetKey = {
  id: 'wk_live',
  name: 'Travel blog',
  key: 'pk_live_TGl2ZUtleUZvckJsb2dz',
  mode: 'live',
  allowedOrigins: ['https://www.travelblog.example', 'https://*.travelblog.example'],
  createdAt: '2026-11-10T10:00:00Z',
  previousKeyUntil: '2026-11-27T14:00:00Z',
  revokedAt: null,
  active: true,
};
const NEW_LIVE: WidgetKey = {
  ...LIVE_KEY,
  id: 'wk_new',
  name: 'Airport guide',
  allowedOrigins: [],
  previousKeyUntil: null,
};
const REVOKED: WidgetKey = {
  ...TEST_KEY,
  id: 'wk_old',
  name: 'Old test key',
  key: 'pk_test_T2xkS2V5UmV2b2tlZDEy',
  active: false,
  revokedAt: '2026-11-15T09:30:00Z',
};

const REFUSALS: RefusalList = {
  refusals: [
    {
      keyId: 'wk_live',
      keyName: 'Travel blog',
      origin: 'https://copycat.example',
      count: 42,
      firstSeen: '2026-11-20T08:00:00Z',
      lastSeen: '2026-11-24T18:20:00Z',
    },
  ],
};

const params = (
  role: ConsoleOrganization['role'],
  list: WidgetKeyList,
  extra: { known?: Record<string, unknown>; posts?: Record<string, { status: number; body: unknown }> } = {},
) => ({
  console: {
    known: {
      ...meAs({ id: 'org-blog', name: 'Travel Blog Ltd', kind: 'partner', role }),
      [KEYS_KEY]: list,
      [REFUSALS_KEY]: REFUSALS,
      ...extra.known,
    },
    posts: extra.posts ?? {},
    url: '/console/keys',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Partner/Widget keys',
  component: KeysPage,
  decorators: [withConsole],
} satisfies Meta<typeof KeysPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An owner's keys: TEST and LIVE badges, a rotation's grace, a revoked key read-only, refused requests below. */
export const OwnerSeesKeys: Story = {
  parameters: params('owner', { keys: [LIVE_KEY, TEST_KEY, REVOKED], liveApproved: true }),
  play: async ({ canvas }) => {
    const live = await canvas.findByRole('article', { name: /Travel blog/ });
    await expect(within(live).getByText('LIVE')).toBeVisible();
    await expect(within(live).getByText(/old key works until 27 Nov 2026, 14:00/)).toBeVisible();
    await expect(within(live).getByLabelText('Address 2')).toHaveValue('https://*.travelblog.example');
    const revoked = canvas.getByRole('article', { name: /Old test key/ });
    await expect(within(revoked).getByText(/Revoked 15 Nov 2026/)).toBeVisible();
    await expect(within(revoked).queryByRole('button')).toBeNull();
    const table = canvas.getByRole('table', { name: 'Refused requests, most recent first' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('https://copycat.example42');
    await expect(canvas.getByRole('radio', { name: /Live: real bookings/ })).toBeEnabled();
  },
};

/** A key with no addresses says so; an address is checked as it is typed, the reason beside it. */
export const OriginsCheckedAsTyped: Story = {
  parameters: params('owner', { keys: [NEW_LIVE], liveApproved: true }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This key works on no site yet: add the addresses of the pages that embed it.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    const field = canvas.getByLabelText('Address 1');
    await userEvent.type(field, 'www.airportguide.example');
    await expect(field).toHaveAccessibleDescription('Start the address with https://, as in https://blog.example');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://www.airportguide.example/parking');
    await expect(field).toHaveAccessibleDescription(/Remove the path/);
    await userEvent.clear(field);
    await userEvent.type(field, 'http://localhost:*');
    await expect(field).toHaveAccessibleDescription(/work on test keys only/);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://www.airportguide.example');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Rotating: choose the grace, confirm, then the new key and when the old one stops. */
export const OwnerRotates: Story = {
  parameters: params(
    'owner',
    { keys: [{ ...LIVE_KEY, previousKeyUntil: null }], liveApproved: true },
    {
      posts: {
        '/console/partner/keys/wk_live/rotate': {
          status: 200,
          body: { ...LIVE_KEY, key: 'pk_live_TmV3S2V5QWZ0ZXJSb3RhdGU' },
        },
      },
    },
  ),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('When you rotate'),
      'Keep the old key working for 3 days',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate key' }));
    await expect(canvas.getByText(/Update your pages before the old one stops/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, rotate key' }));
    const done = await canvas.findByText(/New key:/);
    await expect(done).toHaveTextContent('pk_live_TmV3S2V5QWZ0ZXJSb3RhdGU');
    await expect(done).toHaveTextContent('The old key works until 27 Nov 2026, 14:00.');
  },
};

/** Revoking asks first. */
export const OwnerRevokes: Story = {
  parameters: params(
    'owner',
    { keys: [TEST_KEY], liveApproved: false },
    {
      posts: {
        '/console/partner/keys/wk_test/revoke': {
          status: 200,
          body: { ...TEST_KEY, active: false, revokedAt: '2026-11-25T10:00:00Z' },
        },
      },
    },
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke key' }));
    await expect(canvas.getByText(/cannot be switched back on/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, revoke key' }));
    await expect(await canvas.findByText(/Revoked 25 Nov 2026/)).toBeVisible();
  },
};

/** Before our team approves the account, only test keys can be made, and the page says why. */
export const LiveNeedsApproval: Story = {
  parameters: params('owner', { keys: [TEST_KEY], liveApproved: false }),
  play: async ({ canvas }) => {
    const live = await canvas.findByRole('radio', { name: /Live: real bookings/ });
    await expect(live).toBeDisabled();
    await expect(live).toHaveAccessibleDescription(/needs our team’s approval/);
    await expect(canvas.getByRole('radio', { name: /Test:/ })).toBeChecked();
  },
};

/** A member who is not an owner sees everything, changes nothing. */
export const MemberReadsOnly: Story = {
  parameters: params('member', { keys: [LIVE_KEY, { ...NEW_LIVE }], liveApproved: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only owners can change keys. You can see them all here.')).toBeVisible();
    await expect(canvas.getByText('https://*.travelblog.example')).toBeVisible();
    await expect(
      canvas.getByText('This key works on no site yet: add the addresses of the pages that embed it.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
