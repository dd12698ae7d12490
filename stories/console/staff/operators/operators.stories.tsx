import type { StaffOperators } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AIRPORTS_PATH } from '@parking/client';
import { STAFF_OPERATORS_KEY } from '../../../../site/console/kit/staff-operators-read';
import { OperatorsPage } from '../../../../site/console/staff/operators/operators-page';
import { meAs, withConsole } from '../../shell/with-console';

const LIST: StaffOperators = {
  operators: [
    {
      organizationId: 'org-swift',
      name: 'Swift Meet & Greet',
      createdAt: '2026-10-01T10:00:00Z',
      members: 3,
      pendingInvitations: 1,
      carParks: [
        { id: 'luton-swift', name: 'Swift Luton', airportId: 'luton', type: 'meet-greet', active: true },
        { id: 'bristol-swift', name: 'Swift Bristol', airportId: 'bristol', type: 'meet-greet', active: false },
      ],
    },
  ],
  unlinked: [{ id: 'luton-old', name: 'Old Lot Luton', airportId: 'luton', type: 'park-ride', active: true }],
};
// The one airports read (the widget's useAirports) keeps the list of airports, as the search form does.
const AIRPORTS = [{ id: 'luton', name: 'London Luton Airport', code: 'LTN', city: 'Luton', country: 'UK' }];

const params = (role: 'admin' | 'support') => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role }, 'Sam Staff'),
      [STAFF_OPERATORS_KEY]: LIST,
      [AIRPORTS_PATH]: AIRPORTS,
    },
    posts: {
      '/console/staff/car-parks/luton-swift/deactivate': {
        status: 200,
        body: { ...LIST.operators[0]!.carParks[0]!, active: false },
      },
    },
    url: '/console/operators',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Operators',
  component: OperatorsPage,
  decorators: [withConsole],
} satisfies Meta<typeof OperatorsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An admin: the forms check beside their fields, and taking a car park out of search asks for a reason. */
export const Admin: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    await expect(canvas.getByText(/3 members, 1 invitation waiting/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create and invite' }));
    await expect(canvas.getByLabelText("Owner's email")).toHaveAccessibleDescription(/Enter an email address/);
    await userEvent.click(canvas.getByRole('button', { name: 'Create car park' }));
    await expect(canvas.getByLabelText('Operator')).toHaveAccessibleDescription('Choose an operator');
    await expect(canvas.getByLabelText('Price per day (£)')).toHaveAccessibleDescription(/Enter a price per day/);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Swift Luton' }));
    await expect(canvas.getByText(/leaves search at once/)).toBeVisible();
    await expect(canvas.getByLabelText('Operator for Old Lot Luton')).toBeVisible();
  },
};

/** Support reads operators and car parks: no forms, no deactivation. */
export const Support: Story = {
  parameters: params('support'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Swift Bristol/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create and invite' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Deactivate/ })).toBeNull();
  },
};
