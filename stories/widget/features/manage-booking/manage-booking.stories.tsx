import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ManageBooking } from '../../../../widget/features/manage-booking/manage-booking';
import {
  cancelledBookingFixture,
  cheaperQuote,
  dearerQuote,
  lateBookingFixture,
  manageRoutes,
  managedBookingFixture,
} from '../../../../widget/testing/manage-fixtures';
import { withFakeApi } from '../../fake-api-decorator';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Manage booking',
  component: ManageBooking,
  decorators: [withFakeApi],
  args: { token: 'tok_1', onToken: fn() },
  parameters: { fakeApi: manageRoutes(managedBookingFixture) },
} satisfies Meta<typeof ManageBooking>;

export default meta;

type Story = StoryObj<typeof meta>;

/** No token yet: "Booking reference" and "Email", then "Find booking". */
export const LookUp: Story = {
  args: { token: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Booking reference')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find booking' })).toBeVisible();
  },
};

/** One answer for an unknown reference and a wrong email. */
export const LookUpNotFound: Story = {
  args: { token: undefined },
  parameters: {
    fakeApi: {
      'POST /manage/lookup': {
        status: 404,
        body: {
          error: { code: 'NOT_FOUND', message: 'We could not find a booking with that reference and email address.' },
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Booking reference'), 'CAP-ZZZZZZ');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Find booking' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not find a booking');
  },
};

/** An expired or altered link: said plainly, with the look-up form. */
export const ExpiredLink: Story = {
  parameters: {
    fakeApi: { 'GET /manage/booking': { status: 401, body: { error: { code: 'LINK_EXPIRED', message: 'Expired' } } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This manage link has expired/)).toBeVisible();
  },
};

/** Confirmed, more than 48 hours ahead: both actions open, the deadlines in London time. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Free cancellation until Fri 18 Dec 2026, 10:00')).toBeVisible();
  },
};

/** Cancel with a full refund, said before confirming. */
export const CancelWithRefund: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    await expect(canvas.getByText('You will get £97.12 back to the card you paid with.')).toBeVisible();
  },
};

/** Inside 48 hours: cancelling frees the space with no refund; changes closed with the reason. */
export const InsideFortyEightHours: Story = {
  parameters: { fakeApi: manageRoutes(lateBookingFixture) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking' }));
    await expect(canvas.getByText(/cancelling gives no refund/)).toBeVisible();
  },
};

/** Cancelled, with the refund in its history. */
export const Cancelled: Story = {
  parameters: { fakeApi: manageRoutes(cancelledBookingFixture) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Refund of £97.12 to the card you paid with/)).toBeVisible();
  },
};

/** The amend form, pre-filled, then a dearer quote: "You pay £27.75 more". */
export const AmendDearer: Story = {
  parameters: {
    fakeApi: manageRoutes(managedBookingFixture, {
      'POST /manage/amend/quote': { status: 200, body: { data: dearerQuote } },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check the new price' }));
    await expect(await canvas.findByText(/You pay £27.75 more/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm and pay £27.75' })).toBeVisible();
  },
};

/** A cheaper quote: "We refund £27.75". */
export const AmendCheaper: Story = {
  parameters: {
    fakeApi: manageRoutes(managedBookingFixture, {
      'POST /manage/amend/quote': { status: 200, body: { data: cheaperQuote } },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change booking' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check the new price' }));
    await expect(await canvas.findByText(/We refund £27.75/)).toBeVisible();
  },
};

/** A change waiting for its payment: a link back to its checkout. */
export const AwaitingPayment: Story = {
  parameters: {
    fakeApi: manageRoutes({
      ...managedBookingFixture,
      amend: { ...managedBookingFixture.amend, allowed: false, reason: 'Finish paying for your last change first.' },
      pendingAmendment: {
        amount: 2775,
        checkoutUrl: 'https://checkout.example/pay/cs_2',
        holdExpiresAt: '2026-12-10T09:50:00.000Z',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/waiting for its payment of £27.75/)).toBeVisible();
  },
};

/** Find booking with nothing typed: the error summary, focused, with a link to each field. */
export const LookUpErrors: Story = {
  args: { token: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find booking' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Amend with a bad email: caught before any request, in the summary and on the field. */
export const AmendErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change booking' }));
    const email = canvas.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the new price' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};
