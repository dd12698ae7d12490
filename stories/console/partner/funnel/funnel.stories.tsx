import type { FunnelView } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FunnelPage } from '../../../../site/console/partner/funnel/funnel-page';
import { funnelKey } from '../../../../site/console/partner/funnel/use-funnel';
import { meAs, withConsole } from '../../shell/with-console';

const CHOICE = { from: '2026-11-01', to: '2026-11-07', key: '', mode: 'live' as const };

const VIEW: FunnelView = {
  from: CHOICE.from,
  to: CHOICE.to,
  mode: 'live',
  key: null,
  keys: [
    { id: 'wk_main', name: 'Main site' },
    { id: 'wk_blog', name: 'Blog' },
  ],
  origins: [
    {
      origin: 'https://deals.example',
      days: [
        { day: '2026-11-02', loaded: 100, searched: 40, results: 30, step1: 10, paid: 2 },
        { day: '2026-11-03', loaded: 50, searched: 0, results: 0, step1: 0, paid: 0 },
      ],
      totals: { loaded: 150, searched: 40, results: 30, step1: 10, paid: 2 },
      conversion: { searched: 26.7, results: 75, step1: 33.3, paid: 20 },
    },
  ],
  totals: { loaded: 150, searched: 40, results: 30, step1: 10, paid: 2 },
  conversion: { searched: 26.7, results: 75, step1: 33.3, paid: 20 },
};

const params = (view: FunnelView) => ({
  console: {
    known: {
      ...meAs({ id: 'org-deals', name: 'Holiday Deals', kind: 'partner', role: 'member' }),
      [funnelKey(CHOICE)]: view,
    },
    url: `/console/funnel?from=${CHOICE.from}&to=${CHOICE.to}&mode=live`,
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Partner/Funnel',
  component: FunnelPage,
  decorators: [withConsole],
} satisfies Meta<typeof FunnelPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** One origin: a row per day, the total and the share reaching each step. */
export const WithData: Story = {
  parameters: params(VIEW),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'https://deals.example' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('DayLoadedSearchedResultsStep 1Paid');
    await expect(rows[1]).toHaveTextContent('2026-11-021004030102');
    await expect(rows[3]).toHaveTextContent('Total1504030102');
    await expect(rows[4]).toHaveTextContent('Of the step before—26.7%75%33.3%20%');
    await expect(canvas.getByLabelText('Key')).toHaveDisplayValue('Every live key');
    await expect(canvas.getByRole('option', { name: 'Blog' })).toBeInTheDocument();
  },
};

/** Nothing counted yet: a sentence instead of tables. */
export const Empty: Story = {
  parameters: params({ ...VIEW, origins: [], totals: { loaded: 0, searched: 0, results: 0, step1: 0, paid: 0 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nothing was counted for these days/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
