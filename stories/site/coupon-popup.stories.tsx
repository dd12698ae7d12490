import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CouponPopup } from '../../site/components/popup/coupon-popup';
import '../../site/styles/index.css';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/Coupon popup',
  component: CouponPopup,
  // Every story starts as a first visit.
  beforeEach: () => sessionStorage.clear(),
  args: { reopenMs: 400 },
} satisfies Meta<typeof CouponPopup>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Opens on the first visit; closes; re-opens after the delay (30 s on the site, 0.4 s here). */
export const OpensAndReopens: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await waitFor(() => {
      const d = canvasElement.ownerDocument.querySelector('dialog');
      if (!d?.open) throw new Error('not open yet');
      return d;
    });
    await expect(dialog).toHaveAccessibleName('Book With Us & Save Upto 7.5%');
    await expect(dialog).toHaveTextContent('CAP15');
    await userEvent.click(dialog.querySelector('button[aria-label="Close"]') as HTMLButtonElement);
    await expect(dialog.open).toBe(false);
    await waitFor(() => expect(dialog.open).toBe(true), { timeout: 2000 });
  },
};

/** "Use code" keeps CAP15 for the booking form and ends the offers. */
export const UseCode: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.querySelector('dialog')?.open).toBe(true));
    const useCode = [...doc.querySelectorAll('dialog button')].find(
      (b) => b.textContent === 'Use code',
    ) as HTMLButtonElement;
    await userEvent.click(useCode);
    await expect(sessionStorage.getItem('parkcompare.couponCode')).toBe('CAP15');
    await new Promise((r) => setTimeout(r, 600));
    await expect(doc.querySelector('dialog')?.open).toBe(false);
  },
};
