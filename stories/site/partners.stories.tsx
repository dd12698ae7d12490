import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetProvider } from '@parking/widget';
import { MemoryRouter } from 'react-router';
import { PartnersPage } from '../../site/routes/partners-page';
import '../../site/styles/index.css';

/** A story's address (`entry`, default the page's); no request leaves the story. */
const withSite: Decorator = (Story, context) => {
  const { entry = '/partners' } = context.parameters as { entry?: string };
  return (
    <WidgetProvider key={context.id} fetcher={() => new Promise<Response>(() => undefined)} known={{}}>
      <MemoryRouter initialEntries={[entry]}>
        <Story />
      </MemoryRouter>
    </WidgetProvider>
  );
};

const CONFIRM_LINK = '/partners#confirm=tok_story_0123456789abcdefghij';

/** The site's own API calls go through the page's fetch: answered here with `body` and `status`. */
const answering = (status: number, body: object) => () => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => Response.json(body, { status })) as typeof fetch;
  return () => {
    globalThis.fetch = realFetch;
  };
};

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

/** Opened from the confirmation email of an existing account: nothing is made until Confirm; then the key. */
export const ConfirmFromEmail: Story = {
  parameters: { entry: CONFIRM_LINK },
  beforeEach: answering(200, {
    data: {
      organisationName: 'Sunny Trips',
      testKey: 'pk_test_story0123456789abcdefgh',
      allowedOrigins: ['http://localhost:*', 'https://sunnytrips.example'],
      email: 'owner@sunnytrips.example',
    },
  }),
  play: async ({ canvas }) => {
    const question = await canvas.findByRole('heading', { level: 2, name: 'Confirm your partner account' });
    await waitFor(() => expect(question).toHaveFocus());
    await expect(canvas.getByText(/nothing is made until you do/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and become the owner' }));
    const done = await canvas.findByRole('heading', { level: 2, name: 'You’re the owner of Sunny Trips' });
    await waitFor(() => expect(done).toHaveFocus());
    await expect(canvas.getByText('pk_test_story0123456789abcdefgh')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to the console' })).toHaveAttribute('href', '/console');
  },
};

/** A link used already or run out: the server's reason, and nothing else changes. */
export const ConfirmExpired: Story = {
  parameters: { entry: CONFIRM_LINK },
  beforeEach: answering(410, {
    error: { code: 'LINK_EXPIRED', message: 'This confirmation link has expired (it lasts 24 hours): sign up again.' },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and become the owner' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/has expired \(it lasts 24 hours\)/);
    await expect(canvas.getByRole('button', { name: 'Confirm and become the owner' })).toBeEnabled();
  },
};
