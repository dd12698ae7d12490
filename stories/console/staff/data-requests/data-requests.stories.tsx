import type { DataRequestSummary } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DATA_REQUESTS_KEY } from '../../../../site/console/staff/data-requests/privacy-api';
import { DataRequestsPage } from '../../../../site/console/staff/data-requests/data-requests-page';
import { meAs, withConsole } from '../../shell/with-console';

const EMAIL = 'ada@example.com';
const HELD: DataRequestSummary = {
  email: EMAIL,
  bookings: [
    {
      reference: 'CAP-7K3M9Q',
      status: 'confirmed',
      entryDate: '2026-12-01',
      exitDate: '2026-12-04',
      anonymisedAt: null,
    },
    {
      reference: 'CAP-2B4C6D',
      status: 'cancelled',
      entryDate: '2025-06-01',
      exitDate: '2025-06-08',
      anonymisedAt: null,
    },
  ],
  contactMessages: 1,
};

const params = (role: 'admin' | 'support') => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role }, 'Sam Staff'),
      [`${DATA_REQUESTS_KEY}?email=ada%40example.com`]: HELD,
      [`${DATA_REQUESTS_KEY}/export?email=ada%40example.com`]: { email: EMAIL, bookings: [] },
    },
    posts: { [`${DATA_REQUESTS_KEY}/erase`]: { status: 200, body: { bookings: 2, contactMessages: 1 } } },
    url: '/console/data-requests',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Data requests',
  component: DataRequestsPage,
  decorators: [withConsole],
} satisfies Meta<typeof DataRequestsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * An admin finds a traveller (a bad address is refused beside the field), downloads the file (read through
 * the console's client, so a step-up can ask first) and erases (asked first).
 */
export const Admin: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText("The traveller's email address");
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(await canvas.findByText(/2 bookings and 1 contact message for ada@example.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download everything as JSON for ada@example.com' }));
    await expect(await canvas.findByText(/^Downloaded traveller-data-\d{4}-\d\d-\d\d\.json\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Erase personal data' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, erase personal data' }));
    await expect(await canvas.findByText(/Erased: 2 booking\(s\) and 1 message\(s\)/)).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** Support finds and exports, but cannot erase. */
export const Support: Story = {
  parameters: params('support'),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText("The traveller's email address"), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(await canvas.findByRole('table', { name: 'Bookings' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  },
};
