import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { Footer } from '../../site/components/footer/footer';
import '../../site/styles/index.css';

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/Footer',
  component: Footer,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Company links, policy pages, contact details and Back to Top. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const supplier = canvas.getByRole('link', { name: 'Supplier login' });
    await expect(supplier).toHaveAttribute('href', '/console/sign-in');
    await expect(supplier).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'Review Page' })).toHaveAttribute('href', '/reviews');
    for (const name of [
      'Privacy Policy',
      'Refund Policy',
      'Cancellation Policy',
      'Cookie Policy',
      'Terms And Conditions',
    ]) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(canvas.getByRole('button', { name: /Back to Top/ })).toBeVisible();
  },
};
