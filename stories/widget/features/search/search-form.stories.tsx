import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SearchForm } from '../../../../widget/features/search/search-form';
import { criteriaFixture } from '../../../../widget/testing/fixtures';
import { withFakeApi } from '../../fake-api-decorator';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Search form',
  component: SearchForm,
  decorators: [withFakeApi],
  args: { onSearch: fn(), layout: 'stacked' },
} satisfies Meta<typeof SearchForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Empty, as on a first visit. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('option', { name: 'London Luton (LTN)' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Vehicles')).toHaveValue('1');
  },
};

/** One row for wide pages (the host site's hero, partner banners). */
export const BarLayout: Story = { args: { layout: 'bar', airportCode: 'STN' } };

/** Pre-filled from `q`; with autoSubmit the criteria are published at once. */
export const PrefilledFromQ: Story = {
  args: { initialCriteria: criteriaFixture, autoSubmit: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Drop Off', { exact: true })).toHaveValue('10-12-2026');
    await expect(args.onSearch).toHaveBeenCalledWith(criteriaFixture);
  },
};

/** An incomplete form shows the inline alert (docs/product-rules.md#search-form), not a browser dialog. */
export const IncompleteAlert: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A time already past today: the error summary (focused, a link to the field) and the field's own message. */
export const ValidationErrors: Story = {
  args: { initialCriteria: { ...criteriaFixture, entryTime: '08:00' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'That drop-off time has already passed' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText('Drop Off Time')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Airports failed to load: logged, the list stays empty, a retry is offered. */
export const AirportsError: Story = {
  parameters: { fakeApi: { 'GET /airports': { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible());
  },
};

/** Airports still loading: the dropdown only has its placeholder. */
export const AirportsLoading: Story = {
  parameters: { fakeApi: { 'GET /airports': 'never' } },
  play: async ({ canvas }) => {
    await expect((canvas.getByLabelText('Airport') as HTMLSelectElement).options).toHaveLength(1);
  },
};
