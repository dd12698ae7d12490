import type { StaffReview } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STAFF_REVIEWS_KEY } from '../../../../site/console/staff/reviews/reviews-api';
import { ReviewsPage } from '../../../../site/console/staff/reviews/reviews-page';
import { meAs, withConsole } from '../../shell/with-console';

const RUDE: StaffReview = {
  id: 'rv-1',
  reference: 'PK-AB12CD',
  providerName: 'Park & Fly Luton',
  rating: 1,
  text: 'The driver, Bob Smith, was rude.',
  createdAt: '2026-11-20T10:00:00Z',
  hidden: null,
};
const HIDDEN: StaffReview = {
  ...RUDE,
  id: 'rv-2',
  reference: 'PK-EF34GH',
  rating: 5,
  text: 'Call 07700 900123 for cheaper parking',
  hidden: { at: '2026-11-21T10:00:00Z', reason: 'Advertising' },
};

const params = (role: 'admin' | 'support') => ({
  console: {
    known: {
      ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role }, 'Sam Staff'),
      [STAFF_REVIEWS_KEY]: { reviews: [RUDE, HIDDEN] },
    },
    posts: {
      [`${STAFF_REVIEWS_KEY}/rv-1/hide`]: {
        status: 200,
        body: { ...RUDE, hidden: { at: '2026-11-25T10:00:00Z', reason: 'Names a member of staff' } },
      },
    },
    url: '/console/reviews',
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Reviews',
  component: ReviewsPage,
  decorators: [withConsole],
} satisfies Meta<typeof ReviewsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An admin hides a review: asked for a reason (checked beside the field), then the row says why. */
export const Admin: Story = {
  parameters: params('admin'),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recent reviews' });
    const row = within(table).getAllByRole('row')[1]!;
    await userEvent.click(within(row).getByRole('button', { name: 'Hide review' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, hide review' }));
    const reason = within(row).getByLabelText('Reason');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Say why, in a few words/);
    await userEvent.type(reason, 'Names a member of staff');
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, hide review' }));
    await expect(await within(row).findByText('Hidden: Names a member of staff')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Show again' })).toBeVisible();
  },
};

/** Support reads the reviews and their state: no hide or show controls. */
export const Support: Story = {
  parameters: params('support'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hidden: Advertising')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hide review' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  },
};
