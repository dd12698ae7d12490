import type { Report } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { ReportsPage } from '../../../../site/console/operator/reports/reports-page';
import { reportKey } from '../../../../site/console/operator/reports/use-reports';
import { meAs, withConsole } from '../../shell/with-console';

const CAR_PARKS = [{ id: 'cp-luton', name: 'Swift Meet & Greet Luton', airport: 'London Luton' }];
const CHOICE = { carPark: 'cp-luton', from: '2026-11-01', to: '2026-11-03' };

const report = (channels: Report['channels'], booked: number[]): Report => ({
  carPark: CAR_PARKS[0]!,
  from: CHOICE.from,
  to: CHOICE.to,
  days: booked.map((b, i) => ({ date: `2026-11-0${i + 1}`, booked: b, capacity: 40, closed: i === 2 })),
  channels,
});

const params = (data: Report) => ({
  console: {
    known: {
      ...meAs({ id: 'org-swift', name: 'Swift Parking', kind: 'operator', role: 'desk' }),
      [CONSOLE_HOME_KEY]: { kind: 'operator', carParks: CAR_PARKS, arrivalsToday: 2, returnsToday: 1 },
      [reportKey(CHOICE)]: data,
    },
    url: `/console/reports?carPark=cp-luton&from=${CHOICE.from}&to=${CHOICE.to}`,
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Reports',
  component: ReportsPage,
  decorators: [withConsole],
} satisfies Meta<typeof ReportsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Three days: bookings and revenue by channel with a total, occupancy with its bars, a CSV link. */
export const WithData: Story = {
  parameters: params(
    report(
      [
        { channel: 'site', bookings: 3, cancelled: 1, revenue: 10_000 },
        { channel: 'Holiday Deals', bookings: 1, cancelled: 1, revenue: 5_000 },
      ],
      [10, 30, 40],
    ),
  ),
  play: async ({ canvas }) => {
    const channels = await canvas.findByRole('table', { name: 'Bookings made and revenue by channel' });
    const rows = within(channels).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Our site31£100.00');
    await expect(rows[3]).toHaveTextContent('Total42£150.00');
    const occupancy = canvas.getByRole('table', { name: /Occupancy per day/ });
    const days = within(occupancy).getAllByRole('row');
    await expect(days).toHaveLength(4);
    await expect(days[2]).toHaveTextContent('75%');
    await expect(days[3]).toHaveTextContent('40 (closed)');
    await expect(canvas.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `/api/v1/console/reports.csv?carPark=cp-luton&from=${CHOICE.from}&to=${CHOICE.to}`,
    );
    await expect(canvas.getByLabelText('From (day)')).toHaveValue(CHOICE.from);
  },
};

/** A range with nothing booked: a sentence instead of the channel table, the days still listed. */
export const EmptyRange: Story = {
  parameters: params(report([], [0, 0, 0])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No bookings were made for these days.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: /by channel/ })).toBeNull();
    await expect(canvas.getAllByText('0%')).toHaveLength(3);
  },
};
