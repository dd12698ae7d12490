import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetProvider } from '@parking/widget';
import { ContactForm } from '../../../site/components/content/contact-form';
import { ReviewForm } from '../../../site/components/content/review-form';
import { contentQueries } from '../../../site/lib/content-api';
import '../../../site/styles/index.css';

const TOKEN = 'signed.story-token';
const STAY = {
  reference: 'CAP-7QK2M9',
  carPark: 'Swift Meet & Greet Luton',
  airport: 'London Luton',
  from: { date: '2026-12-01', time: '10:00' },
  to: { date: '2026-12-04', time: '10:00' },
};

/** The invitation already known (as a pre-render would hand it over); no request leaves the story. */
const withApi: Decorator = (Story, context) => (
  <WidgetProvider
    key={context.id}
    fetcher={() => new Promise<Response>(() => undefined)}
    known={{ [contentQueries.reviewInvitation(TOKEN).key]: STAY }}
  >
    <div className="container narrow">
      <Story />
    </div>
  </WidgetProvider>
);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/Content forms',
  decorators: [withApi],
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Contact form sent empty: the error summary, focused, with a link to each field. */
export const ContactErrors: Story = {
  render: () => <ContactForm />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Your name')).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Enter your name' })).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Review form: names the stay; sent without a rating or words, the summary says what is missing. */
export const ReviewErrors: Story = {
  render: () => <ReviewForm token={TOKEN} onPosted={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Swift Meet & Greet Luton, London Luton/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Choose a rating from 1 to 5' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-invalid', 'true');
  },
};
