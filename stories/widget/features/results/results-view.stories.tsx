import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ResultsView } from '../../../../widget/features/results/results-view';
import { criteriaFixture, quotesFixture, searchResponse } from '../../../../widget/testing/fixtures';
import { withFakeApi } from '../../fake-api-decorator';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Results',
  component: ResultsView,
  decorators: [withFakeApi],
  args: { criteria: criteriaFixture, onSelect: fn() },
} satisfies Meta<typeof ResultsView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Quotes loaded: recommended first, sold out last. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    await expect(canvas.getByText('Booked 58 times')).toBeVisible();
  },
};

/** Filter to park-and-ride, cheapest first. */
export const FilteredAndSorted: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Swift Meet & Greet' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Park & Ride' }));
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'price');
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual(['Budget Park & Ride', 'Premium Park & Ride']);
  },
};

/** Skeleton cards while the search runs. */
export const Loading: Story = {
  parameters: { fakeApi: { 'POST /search/packages': 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No car park has space. */
export const Empty: Story = {
  parameters: {
    fakeApi: { 'POST /search/packages': { status: 200, body: { data: { ...searchResponse.data, quotes: [] } } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No parking matches' })).toBeVisible();
  },
};

/** Every car park sold out for the stay. */
export const SoldOut: Story = {
  parameters: {
    fakeApi: {
      'POST /search/packages': {
        status: 200,
        body: {
          data: { ...searchResponse.data, quotes: quotesFixture.map((q) => ({ ...q, soldOut: true, spacesLeft: 0 })) },
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Swift Meet & Greet' });
    for (const button of canvas.getAllByRole('button', { name: 'Sold out' })) await expect(button).toBeDisabled();
  },
};

/** The search failed: the message and a retry. */
export const Failed: Story = {
  parameters: {
    fakeApi: {
      'POST /search/packages': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Drop-off date cannot be in the past' } },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Drop-off date cannot be in the past');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
