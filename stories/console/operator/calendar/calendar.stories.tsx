import { type Calendar, type CalendarDay, datesFrom } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { CalendarPage } from '../../../../site/console/operator/calendar/calendar-page';
import { calendarKey } from '../../../../site/console/operator/calendar/use-calendar';
import { meAs, withConsole } from '../../shell/with-console';

const CAR_PARKS = [
  { id: 'cp-luton', name: 'Swift Meet & Greet Luton', airport: 'London Luton' },
  { id: 'cp-stansted', name: 'Swift Park & Ride Stansted', airport: 'London Stansted' },
];
// A month ahead of any day the stories run on, so the form opens on the whole month.
const MONTH = '2030-12';

/** December: weekends at £15.00, Christmas Day closed, a sold-out Friday, some spaces taken. */
function december(): Calendar {
  const days = datesFrom('2030-12-01', '2030-12-31').map((date): CalendarDay => {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const closed = date === '2030-12-25';
    const booked = date === '2030-12-20' ? 40 : Number(date.slice(8)) % 7;
    const reason = closed ? 'Closed' : booked >= 40 ? 'Sold out' : null;
    return {
      date,
      pricePerDay: weekend ? 1500 : 1299,
      standardPrice: 1299,
      capacity: 40,
      booked,
      closed,
      bookable: reason === null,
      reason,
    };
  });
  return { carPark: CAR_PARKS[0]!, today: '2030-11-01', days };
}

const params = (role: 'owner' | 'manager' | 'desk') => ({
  console: {
    known: {
      ...meAs({ id: 'org-swift', name: 'Swift Parking', kind: 'operator', role }),
      [CONSOLE_HOME_KEY]: { kind: 'operator', carParks: CAR_PARKS, arrivalsToday: 0, returnsToday: 0 },
      [calendarKey({ carPark: 'cp-luton', month: MONTH })]: december(),
    },
    url: `/console/calendar?carPark=cp-luton&month=${MONTH}`,
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Rate calendar',
  component: CalendarPage,
  decorators: [withConsole],
} satisfies Meta<typeof CalendarPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A manager's month: each day's price (own prices marked), booked of capacity, and why a day is shut. */
export const Grid: Story = {
  parameters: params('manager'),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'December 2030 at Swift Meet & Greet Luton' });
    const cells = within(grid).getAllByRole('gridcell');
    const cell = (text: string) => cells.find((c) => c.textContent?.includes(text))!;
    await expect(cell('Wed 25 Dec 2030')).toHaveTextContent('Closed');
    await expect(cell('Fri 20 Dec 2030')).toHaveTextContent('40/40');
    await expect(cell('Fri 20 Dec 2030')).toHaveTextContent('Sold out');
    await expect(cell('Sat 7 Dec 2030')).toHaveTextContent('£15.00 (standard £12.99)');
    await expect(canvas.getByRole('heading', { name: 'Change days' })).toBeVisible();
  },
};

/** A price with a fraction of a penny, a negative capacity, an end before the start and no weekday. */
export const BulkEditWithErrors: Story = {
  parameters: params('owner'),
  play: async ({ canvas }) => {
    const price = await canvas.findByLabelText('Price per vehicle per day (£), empty to keep');
    await userEvent.type(price, '12.345');
    await userEvent.type(canvas.getByLabelText('Spaces per day, empty to keep'), '-3');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2030-11-30');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await userEvent.click(canvas.getByLabelText(day));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(price).toHaveAccessibleDescription('Enter a price in pounds and whole pence, like 12.50');
    await expect(canvas.getByLabelText('Spaces per day, empty to keep')).toHaveAccessibleDescription(
      'Capacity cannot be negative',
    );
    await expect(to).toHaveAccessibleDescription('The end date must be on or after the start date');
    await expect(canvas.getByText('Choose at least one weekday', { selector: 'p' })).toBeVisible();
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(4);
  },
};

/** The desk reads the month, with no form, and is told who can change it. */
export const ReadOnlyForDesk: Story = {
  parameters: params('desk'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await expect(canvas.getByText(/your role reads them/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
  },
};
