import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MembersPage } from '../../../../site/console/any/members/members-page';
import { STAFF, me, withConsoleShell } from '../../shell/console-shell-story';

const member = (id: string, userId: string, name: string, email: string, role: string) => ({
  id,
  userId,
  role,
  createdAt: '2026-10-01T09:00:00.000Z',
  user: { name, email },
});

const RESET = 'POST /console/staff/members/m-sam/reset-passkeys';
const STALE = {
  status: 403,
  body: { error: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you with your passkey, then try again' } },
};

/** A staff admin (Olive, whose own row has no reset) and a support member, Sam, who lost their passkeys. */
const routes = (reset: { status: number; body: unknown }) => ({
  'GET /console/me': { status: 200, body: me([STAFF]) },
  'GET /auth/organization/list-members': {
    status: 200,
    body: {
      members: [
        member('m-olive', 'u-olive', 'Olive Owner', 'olive@parkcompare.example', 'admin'),
        member('m-sam', 'u-sam', 'Sam Support', 'sam@parkcompare.example', 'support'),
      ],
      total: 2,
    },
  },
  'GET /auth/organization/list-invitations': { status: 200, body: [] },
  [RESET]: reset,
});

/** Opens Sam's reset, gives a reason and confirms it. */
async function resetSam(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('table', { name: 'Members of ParkCompare staff' });
  await expect(within(table).getAllByRole('button', { name: /^Reset passkeys/ })).toHaveLength(1);
  await userEvent.click(within(table).getByRole('button', { name: 'Reset passkeys of Sam Support' }));
  await userEvent.type(canvas.getByLabelText('Reason'), 'Lost their phone');
  await userEvent.click(canvas.getByRole('button', { name: 'Yes, reset passkeys' }));
}

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Members/Staff passkey reset',
  component: MembersPage,
  decorators: [withConsoleShell],
  parameters: { url: '/console/members' },
} satisfies Meta<typeof MembersPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A staff admin resets another member's passkeys with a reason; the page says what was done. */
export const Reset: Story = {
  parameters: { consoleApi: routes({ status: 200, body: { passkeysRemoved: 2, sessionsEnded: 1 } }) },
  play: async ({ canvas }) => {
    await resetSam(canvas);
    await expect(
      await canvas.findByText(/The passkeys of Sam Support were reset \(2 deleted, 1 session ended\)/),
    ).toHaveAttribute('role', 'status');
  },
};

/** The server asks for the admin's passkey again (step-up): Cancel leaves the passkeys as they were, and says so. */
export const StepUpCancelled: Story = {
  parameters: { consoleApi: routes(STALE) },
  play: async ({ canvas }) => {
    await resetSam(canvas);
    const dialog = await canvas.findByRole('dialog', { name: "Confirm it's you with your passkey" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText(/You did not confirm it was you with your passkey/)).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
