import type { Board, BoardMovement } from '@parking/core';
import { removeStored, writeStored } from '@parking/widget';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { BoardPage } from '../../../../site/console/operator/board/board-page';
import { boardKey } from '../../../../site/console/operator/board/use-board';
import { meAs, withConsole } from '../../shell/with-console';

const ORG = { id: 'org-swift', name: 'Swift Parking', kind: 'operator', role: 'desk' } as const;
const CAR_PARKS = [
  { id: 'cp-luton', name: 'Swift Meet & Greet Luton', airport: 'London Luton' },
  { id: 'cp-stansted', name: 'Swift Park & Ride Stansted', airport: 'London Stansted' },
];
const DAY = '2026-11-24';
const VIEWED = '2026-11-23T18:00:00.000Z';

const movement = (reference: string, extra: Partial<BoardMovement>): BoardMovement => ({
  id: `${reference}:${extra.kind ?? 'arrival'}`,
  kind: 'arrival',
  time: '06:40',
  reference,
  status: 'confirmed',
  name: 'Ada Lovelace',
  phone: '07700 900123',
  vehicles: [{ registration: 'AB12 CDE', make: 'Ford', colour: 'Blue' }],
  flight: null,
  passengers: 2,
  notes: null,
  channel: 'site',
  changedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const MOVEMENTS: BoardMovement[] = [
  movement('CAP-7QK2M9', { flight: 'EZY1234', notes: 'Terminal: North', channel: 'Holiday Deals' }),
  movement('CAP-GONE11', {
    time: '09:00',
    name: 'Grace Hopper',
    status: 'cancelled',
    changedAt: '2026-11-23T20:00:00.000Z',
  }),
  movement('CAP-BACK22', {
    kind: 'return',
    time: '11:30',
    name: 'Dr Alan Turing',
    flight: 'BA2491',
    vehicles: [
      { registration: 'XY70 ZZZ', make: 'Tesla', colour: 'White' },
      { registration: 'CD34 EFG', make: 'Mini', colour: 'Red' },
    ],
  }),
  movement('CAP-MOVED3', {
    kind: 'return',
    time: '20:00',
    name: 'Mary Somerville',
    changedAt: '2026-11-24T07:15:00.000Z',
  }),
];

const board = (date: string, movements: BoardMovement[]): Board => ({
  carPark: CAR_PARKS[0]!,
  date,
  at: '2026-11-24T09:00:00.000Z',
  movements,
});

const params = (date: string, movements: BoardMovement[]) => ({
  console: {
    known: {
      ...meAs(ORG),
      [CONSOLE_HOME_KEY]: { kind: 'operator', carParks: CAR_PARKS, arrivalsToday: 2, returnsToday: 2 },
      [boardKey({ carPark: 'cp-luton', date })]: board(date, movements),
    },
    url: `/console/board?carPark=cp-luton&date=${date}`,
  },
});

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Day board',
  component: BoardPage,
  decorators: [withConsole],
  // This browser last viewed the Luton board of the day the evening before.
  beforeEach: () => {
    writeStored('local', `console:board-viewed:cp-luton:${DAY}`, VIEWED);
    return () => removeStored('local', `console:board-viewed:cp-luton:${DAY}`);
  },
} satisfies Meta<typeof BoardPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Arrivals and returns in time order, a table per hour; a cancelled booking struck through, two changed
 * since last viewed.
 */
export const BusyDay: Story = {
  parameters: params(DAY, MOVEMENTS),
  play: async ({ canvas }) => {
    // One table per hour, each named by its caption; the movements' rows in time order across them.
    const tables = await canvas.findAllByRole('table', { name: /:00 to \d\d:59 at Swift Meet & Greet Luton/ });
    await expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
      '06:00 to 06:59 at Swift Meet & Greet Luton on Tue 24 Nov 2026: 1 movement',
      '09:00 to 09:59 at Swift Meet & Greet Luton on Tue 24 Nov 2026: 1 movement',
      '11:00 to 11:59 at Swift Meet & Greet Luton on Tue 24 Nov 2026: 1 movement',
      '20:00 to 20:59 at Swift Meet & Greet Luton on Tue 24 Nov 2026: 1 movement',
    ]);
    // rows[0] is a header row; rows[1…4] the movements, each hour's header row left out.
    const [header] = within(tables[0]!).getAllByRole('row');
    const rows = [header, ...tables.flatMap((t) => within(t).getAllByRole('row').slice(1))];
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveTextContent('Cancelled');
    await expect(rows[2]).toHaveClass('board-row--cancelled');
    await expect(rows[2]).toHaveTextContent('Changed');
    await expect(rows[4]).toHaveTextContent('Changed');
    await expect(rows[1]).not.toHaveTextContent('Changed');
    await expect(rows[3]).toHaveTextContent('XY70 ZZZ Tesla, WhiteCD34 EFG Mini, Red');
    await expect(canvas.getByLabelText('Car park')).toHaveValue('cp-luton');
    await expect(canvas.getByLabelText('Day')).toHaveValue(DAY);
    await expect(canvas.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `/api/v1/console/board.csv?carPark=cp-luton&date=${DAY}`,
    );
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** A day with nothing booked: a sentence, no table. */
export const EmptyDay: Story = {
  parameters: params('2026-11-25', []),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No arrivals or returns at Swift Meet & Greet Luton on Wed 25 Nov 2026.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
