import axe from 'axe-core';
import type { Board, BoardMovement } from '@parking/core';
import { ApiProvider, type Fetcher } from '@parking/client';
import { removeStored, writeStored } from '@parking/widget';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router';
import { CONSOLE_API } from '../../kit/console-api';
import { BoardPage } from './board-page';
import '../../../styles/index.css';

const DAY = '2026-11-24';
const VIEWED_KEY = `console:board-viewed:cp-luton:${DAY}`;
const HOME = {
  kind: 'operator',
  carParks: [{ id: 'cp-luton', name: 'Swift Luton', airport: 'London Luton' }],
  arrivalsToday: 0,
  returnsToday: 0,
};

const movement = (reference: string, time: string, changedAt: string, extra: Partial<BoardMovement> = {}) =>
  ({
    id: `${reference}:arrival`,
    kind: 'arrival',
    time,
    reference,
    status: 'confirmed',
    name: 'Ada Lovelace',
    phone: '07700 900123',
    vehicles: [{ registration: 'AB12 CDE', make: 'Ford', colour: 'Blue' }],
    flight: null,
    passengers: 1,
    notes: null,
    channel: 'site',
    changedAt,
    ...extra,
  }) satisfies BoardMovement;

const board = (at: string, movements: BoardMovement[]): Board => ({
  carPark: { id: 'cp-luton', name: 'Swift Luton', airport: 'London Luton' },
  date: DAY,
  at,
  movements,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * The browser's EventSource at the network edge: the test opens, breaks and feeds the board's stream.
 * Only the page's own code runs; what a server would send arrives as the browser would hand it over.
 */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  /** The server's `event: change` with its JSON data. */
  change(data: object) {
    this.dispatchEvent(new MessageEvent('change', { data: JSON.stringify(data) }));
  }
}

let reads = 0;
/** The board page at Luton on DAY, its reads answered in turn from `answers` (the last one repeats). */
async function open(answers: Board[]) {
  reads = 0;
  const fetcher: Fetcher = async (input) =>
    input.includes('/console/home') ? json(HOME) : json(answers[Math.min(reads++, answers.length - 1)]);
  return render(
    <ApiProvider {...CONSOLE_API} fetcher={fetcher}>
      <MemoryRouter initialEntries={[`/console/board?carPark=cp-luton&date=${DAY}`]}>
        <BoardPage />
      </MemoryRouter>
    </ApiProvider>,
  );
}

const rowOf = (reference: string) => page.getByRole('row').filter({ hasText: reference });

beforeEach(() => {
  FakeEventSource.last = undefined;
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  removeStored('local', VIEWED_KEY);
});

describe('the day board page', () => {
  test('marks the rows changed since this board was last viewed, then remembers this viewing; axe passes', async () => {
    writeStored('local', VIEWED_KEY, '2026-11-23T18:00:00.000Z');
    const screen = await open([
      board('2026-11-24T09:00:00.000Z', [
        movement('PK-OLD', '06:00', '2026-11-20T08:00:00.000Z'),
        movement('PK-NEW', '07:00', '2026-11-24T07:00:00.000Z'),
      ]),
    ]);
    await expect.element(rowOf('PK-NEW')).toHaveTextContent('Changed');
    await expect.element(rowOf('PK-OLD')).not.toHaveTextContent('Changed');
    const { readStored } = await import('@parking/widget');
    expect(readStored('local', VIEWED_KEY)).toBe('2026-11-24T09:00:00.000Z');
    const { violations } = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('marks nothing on a first viewing', async () => {
    await open([board('2026-11-24T09:00:00.000Z', [movement('PK-NEW', '07:00', '2026-11-24T07:00:00.000Z')])]);
    await expect.element(rowOf('PK-NEW')).toBeVisible();
    await expect.element(rowOf('PK-NEW')).not.toHaveTextContent('Changed');
  });

  test('shows a new and a cancelled booking at the next refresh, marked, and says so politely', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const first = [
      movement('PK-A', '06:00', '2026-11-20T08:00:00.000Z'),
      movement('PK-B', '08:00', '2026-11-20T08:00:00.000Z'),
    ];
    await open([
      board('2026-11-24T09:00:00.000Z', first),
      board('2026-11-24T09:00:30.000Z', [
        first[0]!,
        movement('PK-C', '07:00', '2026-11-24T09:00:10.000Z'),
        movement('PK-B', '08:00', '2026-11-24T09:00:20.000Z', { status: 'cancelled' }),
      ]),
    ]);
    await expect.element(rowOf('PK-B')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    vi.advanceTimersByTime(30_000);
    await expect.element(page.getByRole('status')).toHaveTextContent('2 new or changed');
    await expect.element(rowOf('PK-C')).toHaveTextContent('Changed');
    await expect.element(rowOf('PK-B')).toHaveTextContent('Cancelled');
    await expect.element(rowOf('PK-B')).toHaveTextContent('Changed');
    await expect.element(rowOf('PK-A')).not.toHaveTextContent('Changed');
    // Movements' rows (each named by its reference, a row header), across the hours' tables.
    const times = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all()
      .map((r) => r.element().textContent?.slice(0, 5));
    expect(times).toEqual(['06:00', '07:00', '08:00']);
  });

  test('goes live on its stream: a new booking appears without polling and "1 new booking" is said politely', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const first = [movement('PK-A', '06:00', '2026-11-20T08:00:00.000Z')];
    await open([
      board('2026-11-24T09:00:00.000Z', first),
      board('2026-11-24T09:00:05.000Z', [...first, movement('PK-NEW', '07:00', '2026-11-24T09:00:04.000Z')]),
    ]);
    await expect.element(rowOf('PK-A')).toBeVisible();
    const stream = FakeEventSource.last!;
    expect(stream.url).toBe('/api/v1/console/board/events?carPark=cp-luton');
    stream.dispatchEvent(new Event('open'));
    await expect.element(page.getByText('Live: changes appear as they happen')).toBeVisible();
    // Live: no polling (the first read only, even after 30 s).
    vi.advanceTimersByTime(30_000);
    expect(reads).toBe(1);
    stream.change({ type: 'booking.created', reference: 'PK-NEW', eventId: 'ev-1' });
    await expect.element(rowOf('PK-NEW')).toHaveTextContent('Changed');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 new booking');
    expect(reads).toBe(2);
  });

  test('falls back to polling every 30 s when its stream breaks, and ignores what is not a change', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const screen = await open([
      board('2026-11-24T09:00:00.000Z', [movement('PK-A', '06:00', '2026-11-20T08:00:00.000Z')]),
    ]);
    await expect.element(rowOf('PK-A')).toBeVisible();
    const stream = FakeEventSource.last!;
    stream.dispatchEvent(new Event('open'));
    await expect.element(page.getByText('Live: changes appear as they happen')).toBeVisible();
    stream.change({ type: 'booking.paid', reference: 'PK-A', eventId: 'ev-2' });
    stream.dispatchEvent(new Event('error'));
    await expect.element(page.getByText('Refreshed every 30 seconds')).toBeVisible();
    expect(reads).toBe(1);
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect(reads).toBe(2));
    screen.unmount();
    expect(stream.closed).toBe(true);
  });
});
