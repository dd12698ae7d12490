import type { StaffAmendPreview } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AmendPanel } from '../../../../site/console/staff/bookings/actions/amend-panel';

const CURRENT = {
  entryDate: '2027-06-01',
  entryTime: '10:00',
  exitDate: '2027-06-05',
  exitTime: '10:00',
  noOfVehicles: 2,
};

const DEARER: StaffAmendPreview = {
  days: 7,
  currentAmount: 4000,
  amount: 5600,
  difference: 1600,
  breakdown: '7 days × 2 vehicles',
  refund: 0,
  extra: 1600,
  insideCutoff: true,
  amendUntil: '2027-05-31T09:00:00.000Z',
};
const CHEAPER: StaffAmendPreview = {
  ...DEARER,
  ...{ days: 3, amount: 2400, difference: -1600, refund: 1600, extra: 0, insideCutoff: false },
};

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Amend panel',
  component: AmendPanel,
  args: {
    current: CURRENT,
    onClose: fn(),
    onPreview: fn(async () => CHEAPER),
    onAmend: fn(async () => ({
      done: 'Amended; £16.00 to be refunded',
      money: {
        reference: 'CAP-7K3M9Q',
        status: 'confirmed',
        paid: 4000,
        refunded: 1600,
        refundable: 2400,
        cancel: {
          allowed: true,
          full: 2400,
          none: 0,
          partialMax: 2400,
          insideCutoff: false,
          freeCancellationUntil: '2027-05-30T09:00:00.000Z',
        },
        refunds: [],
      },
    })),
  },
} satisfies Meta<typeof AmendPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Cheaper: the money effect first, then a reason, and the change is sent with the difference it showed. */
export const Cheaper: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('Drop-off date')).toHaveValue('2027-06-01');
    await userEvent.clear(canvas.getByLabelText('Pick-up date'));
    await userEvent.type(canvas.getByLabelText('Pick-up date'), '2027-06-03');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the money effect' }));
    await expect(await canvas.findByText('Refunded to the traveller')).toBeVisible();
    await expect(canvas.getByText('Refunded to the traveller').nextElementSibling).toHaveTextContent('£16.00');
    await expect(canvas.getByLabelText('Email the traveller about it')).toBeChecked();
    // The preview's figures show before its action has settled (the button says "Working…" until then).
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm amendment' }));
    await expect(args.onPreview).toHaveBeenCalledTimes(1);
    await expect(args.onAmend).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'service-problem');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm amendment' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('£16.00 to be refunded');
    await expect(args.onAmend).toHaveBeenCalledWith(
      expect.objectContaining({ exitDate: '2027-06-03', reason: 'service-problem', expectedDifference: -1600 }),
    );
  },
};

/** Dearer inside 24 hours: the override and the goodwill waiver are both required, beside their boxes. */
export const DearerInsideCutoff: Story = {
  args: { onPreview: fn(async () => DEARER) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the money effect' }));
    await expect(await canvas.findByText('Costs more by')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Reason'), 'goodwill');
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm amendment' }));
    const override = canvas.getByLabelText('Override the 24-hour cut-off (the reason is recorded)');
    await expect(override).toHaveAccessibleDescription(/Tick this/);
    const waive = canvas.getByLabelText('Waive the difference as goodwill (nothing is charged)');
    await expect(waive).toHaveAccessibleDescription(/waive/);
    await expect(args.onAmend).not.toHaveBeenCalled();
    await userEvent.click(override);
    await userEvent.click(waive);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm amendment' }));
    await expect(args.onAmend).toHaveBeenCalledWith(
      expect.objectContaining({ overrideCutoff: true, waiveDifference: true, expectedDifference: 1600 }),
    );
  },
};

/** More vehicles than the booking has is refused beside the count (a new vehicle needs its details). */
export const TooManyVehicles: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText('Vehicles'));
    await userEvent.type(canvas.getByLabelText('Vehicles'), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the money effect' }));
    await expect(canvas.getByLabelText('Vehicles')).toHaveAccessibleDescription(/At most 2/);
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};
