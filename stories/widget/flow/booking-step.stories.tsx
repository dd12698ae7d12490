import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { forgetBookingDrafts } from '../../../widget/features/booking/booking-store';
import { BookingStep } from '../../../widget/flow/booking-step';
import type { FakeCall } from '../../../widget/testing/fake-fetch';
import { bookingCreatedFixture, criteriaFixture } from '../../../widget/testing/fixtures';
import { withFakeApi } from '../fake-api-decorator';
import { fillBookingForm } from './fill-booking-form';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Booking step',
  component: BookingStep,
  decorators: [withFakeApi],
  // The form keeps what was typed in the tab's sessionStorage: each story starts from a blank form and
  // leaves none behind for the next story file.
  beforeEach: () => {
    forgetBookingDrafts();
    return forgetBookingDrafts;
  },
  args: { criteria: criteriaFixture, providerId: 'luton-swift-meet', onBack: fn(), onStepChange: fn() },
  parameters: {
    fakeApi: {
      'POST /bookings': { status: 201, body: bookingCreatedFixture },
      // POST /coupons/check as the server answers it: CAP15 is 7.5% off, any other code is not valid.
      'POST /coupons/check': (call: FakeCall) =>
        (call.body as { code: string }).code === 'CAP15'
          ? { status: 200, body: { data: { code: 'CAP15', percentOff: 7.5 } } }
          : { status: 404, body: { error: { code: 'COUPON_NOT_FOUND', message: 'That code is not valid' } } },
    },
  },
} satisfies Meta<typeof BookingStep>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1 "Place Booking", empty. */
export const Details: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Place Booking' })).toBeVisible();
    await expect(canvas.getByLabelText(/Send me offers/)).not.toBeChecked();
  },
};

/** On a host page that shows the steps itself (our site's header on /booking-details): no second indicator. */
export const HostShowsSteps: Story = {
  args: { showSteps: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Place Booking' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Booking steps' })).toBeNull();
  },
};

/** Two vehicles: one set of vehicle fields each. */
export const TwoVehicles: Story = {
  args: { criteria: { ...criteriaFixture, noOfVehicles: 2 }, providerId: 'luton-budget-ride' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Vehicle 2' })).toBeVisible();
  },
};

/** Submitting an empty form: the error summary lists every message from core's BookingDetailsSchema; each shows inline too. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place Booking' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent(/^Please correct the \d+ fields marked above/);
    await expect(within(summary).getByRole('link', { name: 'Enter your first name' })).toBeVisible();
    await expect(canvas.getByLabelText('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(summary).getByRole('link', { name: 'Accept the terms and conditions to continue' }),
    ).toBeVisible();
  },
};

/** The price rose since the search: old and new price, and a confirmation. */
export const PriceChanged: Story = {
  parameters: {
    fakeApi: {
      'POST /bookings': {
        status: 409,
        body: { error: { code: 'PRICE_CHANGED', message: 'The price has changed', newTotal: 11200 } },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Place Booking' });
    await fillBookingForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Booking' }));
    await expect(await canvas.findByRole('heading', { name: 'The price has changed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm new price' })).toBeVisible();
  },
};

/** The car park sold out between search and booking. */
export const SoldOut: Story = {
  parameters: {
    fakeApi: { 'POST /bookings': { status: 409, body: { error: { code: 'SOLD_OUT', message: 'Sold out' } } } },
  },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Place Booking' });
    await fillBookingForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Booking' }));
    await expect(await canvas.findByText(/just sold out/)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Back to results' }).at(-1)!);
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Step 2 "Payment" after a booking with the CAP15 coupon: the server's discounted amount. */
export const Payment: Story = {
  parameters: { fakeApi: { 'POST /bookings': { status: 201, body: { ...bookingCreatedFixture, amount: 9712 } } } },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Place Booking' });
    await fillBookingForm(canvas, userEvent, 'CAP15');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Code CAP15: 7.5% off. New total £97.12 (was £105.00).')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Booking' }));
    await expect(await canvas.findByRole('button', { name: 'Pay £97.12' })).toBeVisible();
    await expect(canvas.getByText('−£7.88')).toBeVisible();
    await expect(args.onStepChange).toHaveBeenLastCalledWith('payment');
  },
};

/** Apply with a code the server does not know: an inline error on the field, no new total. */
export const CouponRejected: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Place Booking' });
    await userEvent.type(canvas.getByLabelText(/Coupon code/), 'SUMMER20');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('That code is not valid')).toBeVisible();
    await expect(canvas.getByLabelText(/Coupon code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/New total/)).toBeNull();
  },
};

/** A code from a promotion (the site's popup) arrives filled in and is checked at once. */
export const CouponPrefilled: Story = {
  args: { couponCode: 'CAP15' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Code CAP15: 7.5% off. New total £97.12 (was £105.00).')).toBeVisible();
  },
};

/** The chosen provider is no longer bookable when the step opens. */
export const Unavailable: Story = {
  args: { providerId: 'luton-full-meet' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This car park is sold out for your dates.')).toBeVisible();
  },
};
