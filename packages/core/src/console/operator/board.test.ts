import { describe, expect, it } from 'vitest';
import { type BoardMovement, BoardQuerySchema, changedSince, newOrChanged } from './board';

const movement = (id: string, changedAt: string, extra: Partial<BoardMovement> = {}): BoardMovement => ({
  id,
  kind: 'arrival',
  time: '06:30',
  reference: id,
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
});

describe('changed since last viewed', () => {
  const board = [movement('A', '2026-11-24T08:00:00.000Z'), movement('B', '2026-11-24T09:30:00.000Z')];

  it('marks the movements changed after the last viewing, and only those', () => {
    expect([...changedSince(board, '2026-11-24T09:00:00.000Z')]).toEqual(['B']);
    expect([...changedSince(board, '2026-11-24T07:00:00.000Z')]).toEqual(['A', 'B']);
    expect([...changedSince(board, '2026-11-24T09:30:00.000Z')]).toEqual([]);
  });

  it('marks nothing on a first viewing (everything would be "changed")', () => {
    expect(changedSince(board, undefined).size).toBe(0);
  });

  it('counts new, amended and cancelled movements between two answers', () => {
    const next = [
      movement('A', '2026-11-24T08:00:00.000Z'),
      movement('B', '2026-11-24T10:00:00.000Z', { status: 'cancelled' }),
      movement('C', '2026-11-24T10:01:00.000Z'),
    ];
    expect(newOrChanged(board, next)).toBe(2);
    expect(newOrChanged(next, next)).toBe(0);
  });
});

describe('BoardQuerySchema', () => {
  it('takes a real London day and refuses anything else with a clear message', () => {
    expect(BoardQuerySchema.safeParse({ date: '2026-11-24', carPark: 'cp-1' }).success).toBe(true);
    const bad = BoardQuerySchema.safeParse({ date: '2026-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/YYYY-MM-DD/);
  });
});
