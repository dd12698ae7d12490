import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { apiActivity } from '@parking/client';
import { GlobalLoader, GlobalLoaderBar } from '../../site/components/loader/global-loader';
import { navigationActivity } from '../../site/components/loader/navigation-activity';
import '../../site/styles/index.css';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/Global loader',
  component: GlobalLoaderBar,
  args: { busy: true },
} satisfies Meta<typeof GlobalLoaderBar>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The top bar while requests or navigations run. */
export const Busy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

/** Nothing in progress: nothing shown. */
export const Idle: Story = {
  args: { busy: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Follows the client's request count and the navigations: shown while either is above zero. */
export const FollowsTheCounter: Story = {
  render: () => <GlobalLoader />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const endA = apiActivity.begin();
    const endB = navigationActivity.begin();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible());
    endA();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    endB();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
