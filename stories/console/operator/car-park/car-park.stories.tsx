import type { CarParkSettings, ConsoleOrganization } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { CarParkPage } from '../../../../site/console/operator/car-park/car-park-page';
import { carParkKey } from '../../../../site/console/operator/car-park/use-car-park';
import { meAs, withConsole } from '../../shell/with-console';

const CAR_PARKS = [{ id: 'cp-luton', name: 'Swift Meet & Greet Luton', airport: 'London Luton' }];

const SETTINGS: CarParkSettings = {
  id: 'cp-luton',
  airport: 'London Luton',
  type: 'meet-greet',
  address: 'Terminal forecourt, Airport Way, Luton LU2 9LY',
  pricePerDay: 1299,
  listing: {
    name: 'Swift Meet & Greet Luton',
    description: 'Hand your keys to our driver at the terminal; we park your car in our secure compound.',
    features: ['Met at the terminal', 'Park Mark accredited'],
    transferMinutes: 0,
    arrivalInstructions: ['Call us 30 minutes before you reach the airport', 'Drive to the short stay car park'],
    returnInstructions: ['Call us once you have your luggage'],
    phone: '01632 960101',
    bookingsEmail: 'bookings@swift.example',
  },
  photos: [
    {
      id: 'ph-1',
      // A picture drawn inline: a story reaches no server.
      url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#2a6"/></svg>')}`,
      alt: 'Our driver meeting a car at the terminal',
      width: 320,
      height: 200,
    },
  ],
};

const params = (role: ConsoleOrganization['role']) => ({
  console: {
    known: {
      ...meAs({ id: 'org-swift', name: 'Swift Parking', kind: 'operator', role }),
      [CONSOLE_HOME_KEY]: { kind: 'operator', carParks: CAR_PARKS, arrivalsToday: 2, returnsToday: 1 },
      [carParkKey('cp-luton')]: SETTINGS,
    },
    url: '/console/car-park?carPark=cp-luton',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Car park settings',
  component: CarParkPage,
  decorators: [withConsole],
} satisfies Meta<typeof CarParkPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A manager sees the listing's form filled in, beside what travellers see now. */
export const ManagerEdits: Story = {
  parameters: params('manager'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Car park name')).toHaveValue('Swift Meet & Greet Luton');
    await expect(canvas.getByLabelText('Features (one a line)')).toHaveValue(
      'Met at the terminal\nPark Mark accredited',
    );
    await expect(canvas.getByLabelText('Transfer to the terminal (minutes)')).toHaveValue(0);
    const preview = canvas.getByRole('article', { name: /as travellers see it/ });
    await expect(preview).toHaveTextContent('Meet & Greet');
    await expect(preview).toHaveTextContent('Met at the terminal · from £12.99 a day');
    await expect(canvas.getByRole('link', { name: '01632 960101' })).toHaveAttribute('href', 'tel:01632960101');
    await expect(canvas.getByRole('heading', { name: 'Photos (1 of 8)' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Our driver meeting a car at the terminal' })).toHaveLength(1);
    await expect(canvas.getByText('Our driver meeting a car at the terminal', { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove photo: Our driver meeting a car at the terminal' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('What the photo shows (for people who cannot see it)')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'notifications page' })).toHaveAttribute(
      'href',
      '/console/notifications',
    );
  },
};

/** An empty name, a foreign phone number and a negative transfer time: each message beside its field. */
export const FormWithErrors: Story = {
  parameters: params('owner'),
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Car park name');
    await userEvent.clear(name);
    const phone = canvas.getByLabelText('Phone number travellers call');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+33 1 23 45 67 89');
    const transfer = canvas.getByLabelText('Transfer to the terminal (minutes)');
    await userEvent.clear(transfer);
    await userEvent.type(transfer, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save listing' }));
    await expect(name).toHaveAccessibleDescription('Enter the car park’s name');
    await expect(phone).toHaveAccessibleDescription('Enter a UK phone number, like 01632 960301');
    await expect(transfer).toHaveAccessibleDescription('Enter a transfer time of 0 minutes or more');
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
  },
};

/** The desk reads the listing and the preview, with no form, and is told who can change it. */
export const ReadOnlyForDesk: Story = {
  parameters: params('desk'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Owners and managers change the listing; your role can read it.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save listing' })).toBeNull();
    await expect(canvas.getByText('bookings@swift.example')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove photo/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add photo' })).toBeNull();
  },
};
