import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Board } from '@parking/core';
import { describe, expect, it } from 'vitest';
import { createBoardCache } from './board-cache';

const board = (date: string, references: string[]): Board => ({
  carPark: { id: 'cp', name: 'Car park', airport: 'Luton' },
  date,
  at: `${date}T09:00:00.000Z`,
  movements: references.map((reference) => ({
    id: `${reference}:arrival`,
    kind: 'arrival',
    time: '06:00',
    reference,
    status: 'confirmed',
    name: 'Ada Lovelace',
    phone: '07700 900123',
    vehicles: [],
    flight: null,
    passengers: 1,
    notes: null,
    channel: 'site',
    changedAt: `${date}T08:00:00.000Z`,
  })),
});

/** A build that counts its calls and answers `answer()`. */
function counted(answer: () => Board) {
  const build = async () => {
    build.calls += 1;
    return answer();
  };
  build.calls = 0;
  return build;
}

describe('the board cache', () => {
  it('builds a board once per version of its car park, and again when the version moves', async () => {
    const cache = createBoardCache();
    let refs = ['A'];
    const build = counted(() => board('2026-11-24', refs));
    expect((await cache.board('cp:2026-11-24', 3, build)).movements.map((m) => m.reference)).toEqual(['A']);
    refs = ['A', 'B'];
    expect((await cache.board('cp:2026-11-24', 3, build)).movements.map((m) => m.reference)).toEqual(['A']);
    expect(build.calls).toBe(1);
    expect((await cache.board('cp:2026-11-24', 4, build)).movements.map((m) => m.reference)).toEqual(['A', 'B']);
    expect(build.calls).toBe(2);
  });

  it('shares one build between reads arriving together', async () => {
    const cache = createBoardCache();
    const build = counted(() => board('2026-11-24', ['A']));
    await Promise.all([1, 2, 3].map(() => cache.encoded('cp:2026-11-24', 1, build, undefined)));
    expect(build.calls).toBe(1);
  });

  it('answers brotli, gzip or plain JSON as asked, each the same board', async () => {
    const cache = createBoardCache();
    const b = board('2026-11-24', ['A', 'B', 'C']);
    const build = counted(() => b);
    const br = await cache.encoded('k', 1, build, 'br, gzip');
    const gz = await cache.encoded('k', 1, build, 'gzip');
    const plain = await cache.encoded('k', 1, build, undefined);
    expect([br.encoding, gz.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(JSON.parse(brotliDecompressSync(br.payload).toString())).toEqual(b);
    expect(JSON.parse(gunzipSync(gz.payload).toString())).toEqual(b);
    expect(JSON.parse(plain.payload.toString())).toEqual(b);
  });

  it('keeps each day of each car park apart', async () => {
    const cache = createBoardCache();
    await cache.board(
      'cp:2026-11-24',
      1,
      counted(() => board('2026-11-24', ['A'])),
    );
    const other = await cache.board(
      'cp:2026-11-25',
      1,
      counted(() => board('2026-11-25', ['Z'])),
    );
    expect(other.movements.map((m) => m.reference)).toEqual(['Z']);
  });
});
