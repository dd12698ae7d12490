import type { StaffBookings, StaffOperators } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AIRPORTS_PATH } from '@parking/client';
import { expect, userEvent, within } from 'storybook/test';
import { STAFF_BOOKINGS_KEY } from '../../../../site/console/staff/bookings/bookings-api';
import { BookingsPage } from '../../../../site/console/staff/bookings/bookings-page';
import { STAFF_OPERATORS_KEY } from '../../../../site/console/kit/staff-operators-read';
import { STAFF_PARTNERS_KEY } from '../../../../site/console/kit/staff-partners-read';
import { meAs, withConsole } from '../../shell/with-console';

const row = (n: number) => ({
  reference: `CAP-00000${n}`,
  travellerName: 'Ada Lovelace',
  email: 'ada@example.com',
  airport: 'London Luton',
  carPark: 'Luton Park and Fly',
  entryDate: '2026-12-01',
  entryTime: '10:00',
  exitDate: '2026-12-03',
  exitTime: '10:00',
  status: 'confirmed' as const,
  amount: 3000,
  partner: n === 2 ? 'Holiday Deals' : null,
  test: n === 2,
});
const PAGE: StaffBookings = { bookings: [row(1), row(2)], nextCursor: 'next-1' };
const carPark = (id: string, name: string) => ({
  id,
  name,
  airportId: 'luton',
  type: 'park-ride' as const,
  active: true,
});
const OPERATORS: StaffOperators = {
  operators: [
    {
      organizationId: 'org-fly',
      name: 'Park and Fly Ltd',
      createdAt: '2026-10-01T10:00:00Z',
      members: 2,
      pendingInvitations: 0,
      carParks: [carPark('luton-park-fly', 'Luton Park and Fly')],
    },
  ],
  unlinked: [carPark('luton-old', 'Old Lot Luton')],
};

const known = {
  ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role: 'support' }, 'Sam Staff'),
  // The one airports read (the widget's useAirports) keeps the list of airports, as the search form does.
  [AIRPORTS_PATH]: [{ id: 'luton', name: 'London Luton', code: 'LTN', city: 'Luton', country: 'GB' }],
  [STAFF_PARTNERS_KEY]: { partners: [] },
  [STAFF_OPERATORS_KEY]: OPERATORS,
  [`${STAFF_BOOKINGS_KEY}?q=lovelace`]: PAGE,
  [`${STAFF_BOOKINGS_KEY}?carPark=luton-park-fly`]: PAGE,
  [`${STAFF_BOOKINGS_KEY}?q=ada`]: { bookings: [row(1)], nextCursor: null },
};

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Find a booking',
  component: BookingsPage,
  decorators: [withConsole],
  parameters: { console: { known, url: '/console/bookings?q=lovelace' } },
} satisfies Meta<typeof BookingsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A search from the URL: results link to each booking, a test booking is marked, and there is a next page. */
export const Results: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Bookings found' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent(/CAP-000002 TEST.*Holiday Deals/);
    await expect(within(table).getByRole('link', { name: 'CAP-000001' })).toHaveAttribute(
      'href',
      '/console/bookings/CAP-000001',
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/console/bookings?q=lovelace&cursor=next-1',
    );
    await expect(canvas.getByLabelText('Reference, email, name, phone or registration')).toHaveValue('lovelace');
  },
};

/** A range that ends before it starts is refused beside the field. */
export const BadRange: Story = {
  parameters: { console: { known, url: '/console/bookings' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Search by reference, email, name, phone or registration/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Arriving from (day)'), '2026-12-10');
    await userEvent.type(canvas.getByLabelText('Arriving to (day)'), '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByLabelText('Arriving to (day)')).toHaveAccessibleDescription(/on or after the from date/);
  },
};

/** The car park is picked by name from a searchable list (never typed as an id): the search sends its id. */
export const CarParkByName: Story = {
  parameters: { console: { known, url: '/console/bookings' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Car park' });
    await userEvent.type(box, 'Luton Park and Fly, London Luton');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('2 bookings on this page.');
    await expect(canvas.getByRole('combobox', { name: 'Car park' })).toHaveValue('Luton Park and Fly, London Luton');
  },
};

/** Words that name no car park are refused beside the field. */
export const UnknownCarPark: Story = {
  parameters: { console: { known, url: '/console/bookings' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Car park' }), 'Nowhere');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('combobox', { name: 'Car park' })).toHaveAccessibleDescription(
      /Choose a car park from the list/,
    );
  },
};

/** One result is counted in correct English: "1 booking", not "1 bookings". */
export const OneResult: Story = {
  parameters: { console: { known, url: '/console/bookings?q=ada' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('1 booking on this page.');
  },
};
