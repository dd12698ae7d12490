import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceSummary } from './price-summary';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Foundation/Price summary',
  component: PriceSummary,
  args: { pricePerDay: 1250, days: 8, noOfVehicles: 1 },
} satisfies Meta<typeof PriceSummary>;

export default meta;

type Story = StoryObj<typeof meta>;

/** pricePerDay × days × vehicles, shown in GBP. */
export const NoCoupon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Parking (8 days, 1 vehicle)')).toBeVisible();
    await expect(canvas.getByTestId('total')).toHaveTextContent('£100.00');
    await expect(canvas.queryByText(/Coupon/)).toBeNull();
  },
};

/** CAP15 is 7.5% off, rounded to the penny. */
export const WithCoupon: Story = {
  args: { couponPercent: 7.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-£7.50')).toBeVisible();
    await expect(canvas.getByTestId('total')).toHaveTextContent('£92.50');
  },
};

/** Two vehicles pay twice. */
export const TwoVehicles: Story = {
  args: { days: 3, noOfVehicles: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Parking (3 days, 2 vehicles)')).toBeVisible();
    await expect(canvas.getByTestId('total')).toHaveTextContent('£75.00');
  },
};
