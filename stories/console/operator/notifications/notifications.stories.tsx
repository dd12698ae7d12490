import type { ConsoleOrganization, NotificationsPage, WebhookSettings } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { logKey, webhookKey } from '../../../../site/console/operator/notifications/notifications-api';
import { NotificationsPage as Page } from '../../../../site/console/operator/notifications/notifications-page';
import { meAs, withConsole } from '../../shell/with-console';

const CAR_PARKS = [{ id: 'cp-luton', name: 'Swift Meet & Greet Luton', airport: 'London Luton' }];
const CAR_PARK = { id: 'cp-luton', name: 'Swift Meet & Greet Luton' };

const LOG: NotificationsPage = {
  carPark: CAR_PARK,
  next: null,
  events: [
    {
      eventId: 'ev-3',
      type: 'booking.cancelled',
      reference: 'CAP-AB12CD',
      created: '2026-11-24T18:20:00Z',
      channels: [
        {
          channel: 'email',
          status: 'delivered',
          attempts: 1,
          responseCode: null,
          error: null,
          at: '2026-11-24T18:20:02Z',
        },
        {
          channel: 'webhook',
          status: 'failed',
          attempts: 30,
          responseCode: 500,
          error: 'HTTP 500',
          at: '2026-11-25T19:24:00Z',
        },
      ],
    },
    {
      eventId: 'ev-2',
      type: 'booking.amended',
      reference: 'CAP-AB12CD',
      created: '2026-11-22T09:00:00Z',
      channels: [
        {
          channel: 'email',
          status: 'delivered',
          attempts: 1,
          responseCode: null,
          error: null,
          at: '2026-11-22T09:00:02Z',
        },
        {
          channel: 'webhook',
          status: 'retrying',
          attempts: 2,
          responseCode: null,
          error: 'ECONNREFUSED',
          at: '2026-11-22T09:03:00Z',
        },
      ],
    },
    {
      eventId: 'ev-1',
      type: 'booking.created',
      reference: 'CAP-AB12CD',
      created: '2026-11-20T08:00:00Z',
      channels: [
        {
          channel: 'email',
          status: 'delivered',
          attempts: 1,
          responseCode: null,
          error: null,
          at: '2026-11-20T08:00:02Z',
        },
        {
          channel: 'webhook',
          status: 'delivered',
          attempts: 1,
          responseCode: 200,
          error: null,
          at: '2026-11-20T08:00:03Z',
        },
      ],
    },
  ],
};

const WEBHOOK: WebhookSettings = {
  carPark: CAR_PARK,
  webhook: { url: 'https://bookings.swift.example/parking', createdAt: '2026-11-01T10:00:00Z', rotatedAt: null },
};

const params = (role: ConsoleOrganization['role'], webhook: WebhookSettings = WEBHOOK) => ({
  console: {
    known: {
      ...meAs({ id: 'org-swift', name: 'Swift Parking', kind: 'operator', role }),
      [CONSOLE_HOME_KEY]: { kind: 'operator', carParks: CAR_PARKS, arrivalsToday: 2, returnsToday: 1 },
      [logKey('cp-luton')]: LOG,
      [webhookKey('cp-luton')]: webhook,
    },
    posts: {
      '/console/webhook/rotate': {
        status: 200,
        body: {
          ...WEBHOOK,
          webhook: { ...WEBHOOK.webhook!, rotatedAt: '2026-11-25T09:00:00Z' },
          secret: 'whsec_0f1e2d3c4b5a',
        },
      },
      '/console/notifications/ev-3/redeliver': { status: 202, body: { eventId: 'ev-3', channel: 'webhook' } },
    },
    url: '/console/notifications?carPark=cp-luton',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Booking notifications',
  component: Page,
  decorators: [withConsole],
} satisfies Meta<typeof Page>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A manager reads the log (a webhook failed for good after its 24 hours of retries, one still retrying,
 * delivered ones) and sends the failed one again.
 */
export const ManagerRedelivers: Story = {
  parameters: params('manager'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Booking notifications, newest first' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Booking cancelled');
    await expect(rows[1]).toHaveTextContent(
      'Failed30 attempts, response 500, HTTP 500, no more retries: redeliver once it is fixed',
    );
    await expect(rows[2]).toHaveTextContent('Retrying2 attempts, ECONNREFUSED');
    await expect(rows[3]).toHaveTextContent('Delivered1 attempt, response 200');
    await userEvent.click(canvas.getByRole('button', { name: 'Redeliver webhook for CAP-AB12CD, booking cancelled' }));
    await expect(await canvas.findByText('Sending again by webhook.')).toBeVisible();
  },
};

/** Rotating asks first, then shows the new secret once, in a read-only field, with the warning. */
export const RotateShowsTheSecretOnce: Story = {
  parameters: params('owner'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('https://bookings.swift.example/parking')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate secret' }));
    await expect(canvas.getByText('Make a new signing secret? The old one stops working at once.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, rotate secret' }));
    const secret = await canvas.findByLabelText('Signing secret');
    await expect(secret).toHaveValue('whsec_0f1e2d3c4b5a');
    await expect(secret).toHaveAttribute('readonly');
    await expect(secret).toHaveAccessibleDescription(/you will not see this again/);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved it' }));
    await expect(canvas.queryByLabelText('Signing secret')).toBeNull();
  },
};

/** Plain http is refused beside the field before anything is sent. */
export const UrlMustBeHttps: Story = {
  parameters: params('owner', { carPark: CAR_PARK, webhook: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webhook yet: bookings go by email only.')).toBeVisible();
    const url = canvas.getByLabelText('Webhook URL (https)');
    await userEvent.type(url, 'http://bookings.swift.example/parking');
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(url).toHaveAccessibleDescription('The address must start with https:// (plain http is not sent)');
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
  },
};

/** The desk reads the log and the address, with no buttons that change anything. */
export const DeskReadsOnly: Story = {
  parameters: params('desk'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Booking notifications, newest first' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Redeliver/ })).toBeNull();
    await expect(canvas.queryByLabelText('Webhook URL (https)')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Rotate secret' })).toBeNull();
    await expect(canvas.getByText('Owners and managers can add, change or remove the webhook.')).toBeVisible();
  },
};
