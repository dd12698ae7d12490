import { encodeSearchParam } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ParkingSearch } from '../../widget/parking-search';
import { createFakeFetch } from '../../widget/testing/fake-fetch';
import { bookingCreatedFixture, criteriaFixture } from '../../widget/testing/fixtures';
import { FIXED_NOW, defaultRoutes } from '../../widget/testing/render-widget';
import '../../widget/styles/index.css';

const fetcher = createFakeFetch({ ...defaultRoutes, 'POST /bookings': { status: 201, body: bookingCreatedFixture } });

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/ParkingSearch (composition root)',
  component: ParkingSearch,
  args: {
    mode: 'inline',
    fetcher,
    now: () => FIXED_NOW,
    onSearch: fn(),
    onQuoteSelect: fn(),
    onBookingCreated: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof ParkingSearch>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Inline mode: the whole flow inside the widget. */
export const Inline: Story = { args: { airport: 'LTN' } };

/** Inline mode opened with `q`: results at once, then a provider chosen. */
export const InlineFromQ: Story = {
  args: { q: encodeSearchParam(criteriaFixture) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Book now.*Budget Park & Ride/ }));
    await expect(await canvas.findByRole('heading', { name: 'Place Booking' })).toBeVisible();
    await expect(args.onQuoteSelect).toHaveBeenCalledWith({
      providerId: 'luton-budget-ride',
      total: 5600,
      criteria: criteriaFixture,
    });
  },
};

/** Redirect mode: the form only; Update would open the host site's results. */
export const Redirect: Story = {
  args: { mode: 'redirect', siteUrl: 'https://parking.example', airport: 'BRS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
