import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn } from 'storybook/test';
import { HeaderView } from '../../site/components/header/header-view';
import '../../site/styles/index.css';

const inRouter: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/faq']}>
    <Story />
  </MemoryRouter>
);

/** The transparent header floats over the dark hero band its pages start with. */
const overHero: Decorator = (Story) => (
  <div className="hero hero--tall" style={{ position: 'relative', minHeight: 320 }}>
    <Story />
  </div>
);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/Header',
  component: HeaderView,
  decorators: [inRouter],
  args: { mode: { kind: 'solid' }, menuOpen: false, onToggleMenu: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Home, airport pages and booking landings (and search routes below 952 px). */
export const Transparent: Story = {
  args: { mode: { kind: 'transparent' } },
  decorators: [overHero],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveClass('site-header--transparent');
    await expect(canvas.getByRole('link', { name: /ParkCompare UK/ })).toHaveAttribute('href', '/');
  },
};

/** Fixed-title pages: the link label in a pill. */
export const TitlePill: Story = {
  args: { mode: { kind: 'title', title: 'Frequently Ask Questions' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Ask Questions');
  },
};

/** /booking-details: step 1 "Place Booking" active. */
export const BookingSteps: Story = {
  args: { mode: { kind: 'steps' }, step: 1 },
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('list', { name: 'Booking steps' });
    await expect(steps).toHaveTextContent('Place Booking');
    await expect(canvas.getByText('Place Booking').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** The payment step, after the widget moves on. */
export const BookingStepsPayment: Story = {
  args: { mode: { kind: 'steps' }, step: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** Search routes from 952 px: solid, with the embedded search form. */
export const WithSearch: Story = {
  args: {
    mode: { kind: 'search' },
    search: (
      <button type="button" className="btn btn--outline change-search">
        Change search
      </button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-header-mode', 'search');
    await expect(canvas.getByRole('button', { name: 'Change search' })).toBeVisible();
  },
};

/** Every other route. */
export const Solid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveClass('site-header--solid');
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/');
  },
};

/** The mobile menu, opened. */
export const MobileMenuOpen: Story = {
  args: { menuOpen: true },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    const others = canvas.getByRole('button', { name: 'Others' });
    await userEvent.click(others);
    await expect(others).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Safer Parking Scheme' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(others).toHaveAttribute('aria-expanded', 'false');
  },
};
