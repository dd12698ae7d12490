import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetProvider } from '@parking/widget';
import { MemoryRouter } from 'react-router';
import { PartnersPage } from '../../site/routes/partners-page';
import '../../site/styles/index.css';

/** No request leaves the story. */
const withSite: Decorator = (Story, context) => (
  <WidgetProvider key={context.id} fetcher={() => new Promise<Response>(() => undefined)} known={{}}>
    <MemoryRouter initialEntries={['/partners']}>
      <Story />
    </MemoryRouter>
  </WidgetProvider>
);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/For partners',
  component: PartnersPage,
  decorators: [withSite],
} satisfies Meta<typeof PartnersPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The terms, the snippet with its placeholder key (this site's address once running), and the form. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'For partners' })).toBeVisible();
    await expect(canvas.getByText(/8% of what the traveller paid, net of any refunds/)).toBeVisible();
    const snippet = canvas.getByLabelText('Embed snippet with a placeholder key');
    await waitFor(() => expect(snippet).toHaveTextContent(`${window.location.origin}/widget/parking-search.js`));
    await expect(snippet).toHaveTextContent('partner-key="pk_test_your_key"');
  },
};

/** Sent empty: the summary takes the focus, and each field says what it needs beside it. */
export const SignUpErrors: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Website')).toBeEnabled());
    await userEvent.type(canvas.getByLabelText('Website'), 'http://deals.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Enter your name' })).toBeVisible();
    await expect(canvas.getByLabelText('Website')).toHaveAccessibleDescription(
      /The https address that will show the widget.*Enter your site’s address starting https:\/\//,
    );
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  },
};
