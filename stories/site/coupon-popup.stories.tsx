import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { readStored, writeStored } from '@parking/widget';
import { MemoryRouter } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { CouponPopup } from '../../site/components/popup/coupon-popup';
import { CLOSED_AT_KEY } from '../../site/components/popup/popup-timing';
import { COUPON_CODE_KEY } from '../../site/lib/coupon-code';
import '../../site/styles/index.css';

/** The popup reads the route it is on; stories set it with `parameters.path` (default: a content page). */
const atPath: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/faq']}>
    <Story />
  </MemoryRouter>
);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/Coupon popup',
  component: CouponPopup,
  decorators: [atPath],
  // Every story starts as a first visit.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.clear();
  },
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
    await expect(readStored('session', COUPON_CODE_KEY)).toBe('CAP15');
    await new Promise((r) => setTimeout(r, 600));
    await expect(doc.querySelector('dialog')?.open).toBe(false);
  },
};

/** On the booking details and payment steps the offer never interrupts. */
export const NeverWhileBooking: Story = {
  parameters: { path: '/booking-details' },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 600));
    await expect(canvasElement.ownerDocument.querySelector('dialog')?.open).toBe(false);
  },
};

/** A close made in another tab counts here too: no popup until 30 s after it (0.4 s here). */
export const ClosedInAnotherTab: Story = {
  beforeEach: () => {
    writeStored('local', CLOSED_AT_KEY, String(Date.now()));
  },
  play: async ({ canvasElement }) => {
    const dialog = () => canvasElement.ownerDocument.querySelector('dialog');
    await expect(dialog()?.open).toBe(false);
    await waitFor(() => expect(dialog()?.open).toBe(true), { timeout: 2000 });
  },
};
