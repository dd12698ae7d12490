import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingSuccess } from '../../../../widget/features/payment/booking-success';
import { confirmationFixture } from '../../../../widget/testing/fixtures';
import { withFakeApi } from '../../fake-api-decorator';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Booking success',
  component: BookingSuccess,
  decorators: [withFakeApi],
  args: { sessionId: 'sess_demo_1' },
  parameters: { fakeApi: { 'GET /checkout/sess_demo_1': { status: 200, body: { data: confirmationFixture } } } },
} satisfies Meta<typeof BookingSuccess>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Paid: reference, QR code, instructions, calendar file, amend/cancel policy. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your parking is booked' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'download',
      'parking-CAP-7K3M9Q.ics',
    );
  },
};

/** The payment event has not arrived yet. */
export const Pending: Story = {
  parameters: {
    fakeApi: {
      'GET /checkout/sess_demo_1': { status: 200, body: { data: { ...confirmationFixture, status: 'pending' } } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment being confirmed')).toBeVisible();
  },
};

/** Still loading. */
export const Loading: Story = {
  parameters: { fakeApi: { 'GET /checkout/sess_demo_1': 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your booking');
  },
};

/** An unknown session id. */
export const NotFound: Story = {
  parameters: {
    fakeApi: {
      'GET /checkout/sess_demo_1': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not find this booking');
  },
};

/** The server could not be reached: a retry. */
export const Failed: Story = {
  parameters: { fakeApi: { 'GET /checkout/sess_demo_1': 'network-error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
