import type { Board, BoardMovement } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CONSOLE_HOME_KEY } from '../../../../site/console/kit/use-console-home';
import { BoardPage } from '../../../../site/console/operator/board/board-page';
import { boardKey } from '../../../../site/console/operator/board/use-board';
import { meAs, withConsole } from '../../shell/with-console';

const ORG = { id: 'org-swift', name: 'Swift Parking', kind: 'operator', role: 'desk' } as const;
const CAR_PARK = { id: 'cp-luton', name: 'Swift Meet & Greet Luton', airport: 'London Luton' };
const DAY = '2026-11-24';

const movement = (reference: string, time: string, name: string): BoardMovement => ({
  id: `${reference}:arrival`,
  kind: 'arrival',
  time,
  reference,
  status: 'confirmed',
  name,
  phone: '07700 900123',
  vehicles: [{ registration: 'AB12 CDE', make: 'Ford', colour: 'Blue' }],
  flight: null,
  passengers: 2,
  notes: null,
  channel: 'site',
  changedAt: '2026-11-20T08:00:00.000Z',
});

const BOARD: Board = {
  carPark: CAR_PARK,
  date: DAY,
  at: '2026-11-24T09:00:00.000Z',
  movements: [movement('CAP-7QK2M9', '06:40', 'Ada Lovelace'), movement('CAP-JUST1N', '07:15', 'Grace Hopper')],
};

/**
 * The browser's EventSource at the network edge, for the story: it opens at once and, a moment later,
 * hands the page one `change` (a new booking), as the server's stream would.
 */
class StoryEventSource extends EventTarget {
  private readonly timers = [
    setTimeout(() => this.dispatchEvent(new Event('open')), 0),
    setTimeout(
      () =>
        this.dispatchEvent(
          new MessageEvent('change', {
            data: JSON.stringify({ type: 'booking.created', reference: 'CAP-JUST1N', eventId: 'ev-story' }),
          }),
        ),
      50,
    ),
  ];
  close() {
    this.timers.forEach(clearTimeout);
  }
}

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Day board (live)',
  component: BoardPage,
  decorators: [withConsole],
  beforeEach: () => {
    const real = globalThis.EventSource;
    globalThis.EventSource = StoryEventSource as unknown as typeof EventSource;
    return () => void (globalThis.EventSource = real);
  },
  parameters: {
    console: {
      known: {
        ...meAs(ORG),
        [CONSOLE_HOME_KEY]: { kind: 'operator', carParks: [CAR_PARK], arrivalsToday: 2, returnsToday: 0 },
        [boardKey({ carPark: CAR_PARK.id, date: DAY })]: BOARD,
      },
      url: `/console/board?carPark=${CAR_PARK.id}&date=${DAY}`,
    },
  },
} satisfies Meta<typeof BoardPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The board's stream is open ("Live"), and a booking just made is announced politely: "1 new booking". */
export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Live: changes appear as they happen')).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(await canvas.findByText('1 new booking')).toBe(status);
    await expect(canvas.getByRole('row', { name: /CAP-JUST1N/ })).toBeVisible();
  },
};
