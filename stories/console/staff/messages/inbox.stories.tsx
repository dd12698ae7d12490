import type { StaffMessage } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STAFF_MESSAGES_KEY, messagesKey } from '../../../../site/console/staff/messages/messages-api';
import { MessagesPage } from '../../../../site/console/staff/messages/messages-page';
import { meAs, withConsole } from '../../shell/with-console';

const LINKED: StaffMessage = {
  id: 'm-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Change my car',
  message: 'Hello,\nCan I change the car on CAP-7K3M9Q please?',
  createdAt: '2026-11-25T09:00:00Z',
  status: 'new',
  assignedTo: null,
  answeredAt: null,
  booking: { reference: 'CAP-7K3M9Q' },
  replies: [],
};
const PLAIN: StaffMessage = {
  ...LINKED,
  id: 'm-2',
  name: 'Alan Turing',
  email: 'alan@example.com',
  subject: 'Parking at Luton?',
  message: 'Do you have spaces at Luton at Christmas?',
  createdAt: '2026-11-25T10:00:00Z',
  booking: null,
};
const ASSIGNED: StaffMessage = { ...LINKED, status: 'assigned', assignedTo: { id: 'u-olive', name: 'Sam Staff' } };
const ANSWERED: StaffMessage = {
  ...ASSIGNED,
  status: 'answered',
  answeredAt: '2026-11-25T11:00:00Z',
  replies: [
    {
      id: 'r-1',
      author: 'Sam Staff',
      body: 'Done: your car is changed.',
      createdAt: '2026-11-25T11:00:00Z',
      sentAt: null,
    },
  ],
};

const params = (url: string) => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role: 'support' }, 'Sam Staff'),
      [messagesKey('new')]: { messages: [PLAIN, LINKED] },
      [messagesKey('assigned')]: { messages: [] },
      [messagesKey('answered')]: { messages: [ANSWERED] },
    },
    posts: {
      [`${STAFF_MESSAGES_KEY}/m-1/assign`]: { status: 200, body: ASSIGNED },
      [`${STAFF_MESSAGES_KEY}/m-1/reply`]: { status: 200, body: ANSWERED },
    },
    url,
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Inbox',
  component: MessagesPage,
  decorators: [withConsole],
} satisfies Meta<typeof MessagesPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** New messages: the one naming a booking links to it; support takes it, then replies (an empty reply is refused beside the field). */
export const NewMessage: Story = {
  parameters: params('/console/messages?status=new&message=m-1'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Messages' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'CAP-7K3M9Q' })).toHaveAttribute(
      'href',
      '/console/bookings/CAP-7K3M9Q',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
    await expect(await canvas.findByText(/Assigned to Sam Staff/)).toBeVisible();
    const reply = canvas.getByLabelText(/Your reply to Grace Hopper/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(reply).toHaveAttribute('aria-invalid', 'true');
    await expect(reply).toHaveAccessibleDescription('Write your reply');
    await userEvent.type(reply, 'Done: your car is changed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Reply queued/);
  },
};

/** The answered tab: the reply, waiting for the mail transport. */
export const Answered: Story = {
  parameters: params('/console/messages?status=answered&message=m-1'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Replies' })).toBeVisible();
    await expect(canvas.getByText(/Sam Staff, .* — waiting to send/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Answered' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An empty tab says so. */
export const EmptyTab: Story = {
  parameters: params('/console/messages?status=assigned'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages here.')).toBeVisible();
  },
};
