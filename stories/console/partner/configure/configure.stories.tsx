import type { WidgetKey, WidgetKeyList } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { KEYS_KEY } from '../../../../site/console/kit/widget-keys-read';
import { ConfigurePage as Page } from '../../../../site/console/partner/configure/configure-page';
import { createFakeFetch } from '../../../../widget/testing/fake-fetch';
import { defaultRoutes } from '../../../../widget/testing/render-widget';
import { meAs, withConsole } from '../../shell/with-console';
// Defines <parking-search> (the file the partner bundle is built from), so the preview needs no script.
import '../../../../widget/element';

const key = (over: Partial<WidgetKey>): WidgetKey => ({
  id: 'wk-1',
  name: 'Travel blog',
  key: 'pk_test_travelblog01',
  mode: 'test',
  allowedOrigins: ['https://travel-blog.example'],
  createdAt: '2026-11-01T10:00:00Z',
  previousKeyUntil: null,
  revokedAt: null,
  active: true,
  ...over,
});

const KEYS: WidgetKeyList = {
  keys: [
    key({}),
    key({ id: 'wk-2', name: 'Live blog', key: 'pk_live_travelblog02', mode: 'live' }),
    key({ id: 'wk-3', name: 'Old key', key: 'pk_test_revoked03', active: false, revokedAt: '2026-11-10T10:00:00Z' }),
  ],
  liveApproved: true,
};

const params = (keys?: WidgetKeyList) => ({
  console: {
    known: {
      ...meAs({ id: 'org-pt-demo-travel-blog', name: 'Demo Travel Blog', kind: 'partner', role: 'owner' }),
      ...(keys ? { [KEYS_KEY]: keys } : {}),
    },
    url: '/console/configure',
  },
});

const fakeApi = createFakeFetch(defaultRoutes);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Partner/Configure the widget',
  component: Page,
  decorators: [withConsole],
  // The element fetches with the page's fetch (partners cannot inject one): answer /api/v1 from fixtures.
  beforeEach: () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      return new URL(url, location.href).pathname.startsWith('/api/v1/') ? fakeApi(url, init) : realFetch(input, init);
    }) as typeof fetch;
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => {
      globalThis.fetch = realFetch;
    };
  },
} satisfies Meta<typeof Page>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The live key comes first; the snippet carries it, the airport and the mode, and Copy says it copied. */
export const ChooseAndCopy: Story = {
  parameters: params(KEYS),
  play: async ({ canvas }) => {
    const keySelect = await canvas.findByLabelText('Widget key');
    await expect(within(keySelect).getAllByRole('option')).toHaveLength(2);
    await expect(keySelect).toHaveValue('pk_live_travelblog02');
    await userEvent.selectOptions(canvas.getByLabelText('Default airport'), 'London Stansted');
    await userEvent.click(canvas.getByLabelText(/Redirect/));
    const snippet = canvas.getByRole('region', { name: 'HTML snippet' });
    await expect(snippet).toHaveTextContent(
      '<parking-search partner-key="pk_live_travelblog02" mode="redirect" airport="STN"></parking-search>',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy HTML' }));
    await expect(await canvas.findByText('Copied')).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(snippet.textContent);
  },
};

/** A pale accent under white button text: the warning names the pairs and their ratios in words. */
export const ContrastWarning: Story = {
  parameters: params(KEYS),
  play: async ({ canvas, canvasElement }) => {
    const accent = await canvas.findByLabelText('Accent colour (buttons, links)');
    const warning = canvasElement.querySelector('#configure-contrast')!;
    await expect(warning).toHaveTextContent('Every colour pair meets WCAG AA contrast (4.5:1).');
    fireEvent.input(accent, { target: { value: '#ffb020' } });
    await expect(warning).toHaveTextContent('Button text on the accent colour: 1.83:1');
    await expect(warning).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('region', { name: 'HTML snippet' })).toHaveTextContent('--ps-accent: #ffb020');
    // The real element takes the colour at once.
    const element = canvasElement.querySelector('parking-search') as HTMLElement;
    await waitFor(() => expect(element.style.getPropertyValue('--ps-accent')).toBe('#ffb020'));
    // A darker accent passes again (and leaves the page for axe as a partner would publish it).
    fireEvent.input(accent, { target: { value: '#7a1fa2' } });
    await expect(warning).toHaveTextContent('Every colour pair meets WCAG AA contrast (4.5:1).');
  },
};

/** The same choices as a typed React component that loads the script once. */
export const ReactComponent: Story = {
  parameters: params(KEYS),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('React component'));
    const snippet = canvas.getByRole('region', { name: 'React component snippet (TypeScript)' });
    await expect(snippet).toHaveTextContent('export function ParkingSearch()');
    await expect(snippet).toHaveTextContent('partner-key="pk_live_travelblog02"');
    await expect(canvas.getByRole('button', { name: 'Copy React component' })).toBeVisible();
  },
};

/** The keys could not be read (or none yet): the partner types the key, and the snippet follows. */
export const KeysUnavailable: Story = {
  parameters: params(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We could not load your keys/)).toBeVisible();
    const snippet = canvas.getByRole('region', { name: 'HTML snippet' });
    await expect(snippet).toHaveTextContent('partner-key="pk_test_yourkey"');
    await userEvent.type(canvas.getByLabelText('Widget key'), 'pk_test_typed04');
    await expect(snippet).toHaveTextContent('partner-key="pk_test_typed04"');
  },
};
