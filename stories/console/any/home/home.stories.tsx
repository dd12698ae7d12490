import type { ConsoleHome, ConsoleRole } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleHomePage } from '../../../../site/console/any/home/console-home-page';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { meAs, withConsole } from '../../shell/with-console';

const home = (kind: ConsoleHome['kind'], role: ConsoleRole, name: string, figures: ConsoleHome) => ({
  console: {
    known: { ...meAs({ id: `org-${kind}`, name, kind, role }), [CONSOLE_HOME_KEY]: figures },
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Home',
  component: ConsoleHomePage,
  decorators: [withConsole],
} satisfies Meta<typeof ConsoleHomePage>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * An operator's owner: today's arrivals and returns, its car parks, and a link to each of its screens (no
 * "coming soon" beside a screen that exists: issue 33 inverted this story's check).
 */
export const Operator: Story = {
  parameters: home('operator', 'owner', 'Swift Parking', {
    kind: 'operator',
    carParks: [
      { id: 'cp-1', name: 'Swift Meet & Greet Luton', airport: 'London Luton' },
      { id: 'cp-2', name: 'Swift Park & Ride Stansted', airport: 'London Stansted' },
    ],
    arrivalsToday: 14,
    returnsToday: 9,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Arrivals today').parentElement).toHaveTextContent('14');
    await expect(canvas.getByText('Swift Meet & Greet Luton, London Luton')).toBeVisible();
    await expect(canvas.queryByText(/coming soon/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Set your prices' })).toHaveAttribute('href', '/console/calendar');
    await expect(canvas.getByRole('link', { name: 'Read the audit log' })).toHaveAttribute('href', '/console/audit');
  },
};

/** A desk member of an operator: no audit log link (the server would refuse it). */
export const OperatorDesk: Story = {
  parameters: home('operator', 'desk', 'Swift Parking', {
    kind: 'operator',
    carParks: [],
    arrivalsToday: 0,
    returnsToday: 0,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No car parks belong to this organisation yet/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Read the audit log' })).toBeNull();
  },
};

/** A partner: its keys with their status, and the embed snippet for the first active one. */
export const Partner: Story = {
  parameters: home('partner', 'owner', 'Holiday Deals Ltd', {
    kind: 'partner',
    keys: [
      { key: 'pk_demo_holidays', name: 'Main site', active: true },
      { key: 'pk_demo_old', name: 'Old blog', active: false },
    ],
  }),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your widget keys' });
    await expect(within(table).getByText('Switched off')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Show the widget on your site' })).toHaveTextContent(
      'partner-key="pk_demo_holidays"',
    );
  },
};

/** Our staff: bookings today and organisations. */
export const Staff: Story = {
  parameters: home('staff', 'admin', 'ParkCompare staff', { kind: 'staff', bookingsToday: 1234, organizations: 7 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bookings made today').parentElement).toHaveTextContent('1,234');
    await expect(canvas.getByText('Organisations').parentElement).toHaveTextContent('7');
    await expect(canvas.queryByText(/coming soon/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Find a booking' })).toHaveAttribute('href', '/console/bookings');
  },
};
