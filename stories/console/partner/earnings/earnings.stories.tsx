import type { EarningsBooking, EarningsReport, Statement } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EarningsPage } from '../../../../site/console/partner/earnings/earnings-page';
import {
  type EarningsChoice,
  STATEMENTS_KEY,
  earningsKey,
} from '../../../../site/console/partner/earnings/earnings-api';
import { meAs, withConsole } from '../../shell/with-console';

const LIVE: EarningsChoice = { from: '2026-11-01', to: '2026-11-30', key: '', mode: 'live' };
const KEYS: EarningsReport['keys'] = [
  { id: 'wk_live', name: 'Travel blog', mode: 'live' },
  { id: 'wk_test', name: 'Travel blog (test)', mode: 'test' },
];

const booking = (reference: string, over: Partial<EarningsBooking>): EarningsBooking => ({
  reference,
  bookedAt: '2026-11-02T10:00:00.000Z',
  bookedDate: '2026-11-02',
  airport: 'London Luton',
  carPark: 'Swift Meet & Greet',
  entryDate: '2026-11-10',
  exitDate: '2026-11-14',
  paid: 5000,
  refunded: 0,
  status: 'confirmed',
  commission: { amount: 400, status: 'approved', reason: null },
  statementMonth: '2026-11',
  key: { id: 'wk_live', name: 'Travel blog' },
  ...over,
});

const REPORT: EarningsReport = {
  ...LIVE,
  keys: KEYS,
  months: [
    { month: '2026-11', bookings: 3, paid: 8500, commission: { pending: 0, approved: 680, paid: 0, declined: 0 } },
  ],
  bookings: [
    booking('PK-AAA111', {}),
    booking('PK-BBB222', { refunded: 1500, commission: { amount: 280, status: 'approved', reason: null } }),
    booking('PK-CCC333', {
      status: 'cancelled',
      refunded: 5000,
      commission: { amount: 0, status: 'declined', reason: 'cancelled' },
    }),
  ],
};

const STATEMENTS: Statement[] = [
  { month: '2026-11', total: 680, bookings: 2, pending: 0, status: 'open', paidAt: null },
  { month: '2026-10', total: 1200, bookings: 3, pending: 0, status: 'paid', paidAt: '2026-11-05T10:00:00.000Z' },
];

const params = (choice: EarningsChoice, report: EarningsReport) => ({
  console: {
    known: {
      ...meAs({ id: 'org-blog', name: 'Travel Blog', kind: 'partner', role: 'member' }),
      [earningsKey(choice)]: report,
      [STATEMENTS_KEY]: { statements: STATEMENTS },
    },
    url: `/console/earnings?from=${choice.from}&to=${choice.to}&mode=${choice.mode}`,
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Partner/Earnings',
  component: EarningsPage,
  decorators: [withConsole],
} satisfies Meta<typeof EarningsPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A month of live bookings: totals, each commission with its status and reason, the CSV link, statements. */
export const WithBookings: Story = {
  parameters: params(LIVE, REPORT),
  play: async ({ canvas }) => {
    const months = await canvas.findByRole('table', { name: 'Totals by month booked' });
    await expect(within(months).getAllByRole('row')[1]).toHaveTextContent('November 20263£85.00£0.00£6.80£0.00');
    const rows = within(canvas.getByRole('table', { name: 'Bookings and commission' })).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent('£35.00');
    await expect(rows[2]).toHaveTextContent('£2.80 (Approved)');
    await expect(rows[3]).toHaveTextContent('£0.00 (Declined: the traveller cancelled)');
    await expect(canvas.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/v1/console/partner/earnings.csv?from=2026-11-01&to=2026-11-30&mode=live',
    );
    const statements = canvas.getByRole('table', { name: /Monthly statements/ });
    await expect(within(statements).getAllByRole('row')[2]).toHaveTextContent('Paid 05/11/2026');
    await expect(canvas.getByLabelText('Booked from (day)')).toHaveValue('2026-11-01');
    const key = canvas.getByLabelText('Key');
    await expect(
      within(key)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All keys', 'Travel blog']);
  },
};

/** Test mode: test bookings only, each marked TEST and earning nothing; the key choice lists the test keys. */
export const TestMode: Story = {
  parameters: params(
    { ...LIVE, mode: 'test' },
    {
      ...REPORT,
      mode: 'test',
      bookings: [
        booking('PK-TST001', {
          key: { id: 'wk_test', name: 'Travel blog (test)' },
          commission: { amount: 0, status: 'pending', reason: null },
        }),
      ],
    },
  ),
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /PK-TST001/ });
    await expect(row).toHaveTextContent('TEST');
    await expect(row).toHaveTextContent('None: a TEST booking');
    await expect(row).not.toHaveTextContent('Pending');
    await expect(canvas.getByRole('radio', { name: 'Test' })).toBeChecked();
    const key = canvas.getByLabelText('Key');
    await expect(
      within(key)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All keys', 'Travel blog (test)']);
  },
};
