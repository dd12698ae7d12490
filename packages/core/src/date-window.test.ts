import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar';
import {
  BOOKING_HORIZON_DAYS,
  MAX_STAY_DAYS,
  dropOffRange,
  inRange,
  mustClearPickUp,
  pickUpRange,
} from './date-window';

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('date windows', () => {
  it('allows drop-off from today to the booking horizon', () => {
    expect(dropOffRange('2026-11-22')).toEqual({ min: '2026-11-22', max: '2027-11-22' });
    expect(BOOKING_HORIZON_DAYS).toBe(365);
  });

  it('allows pick-up from the drop-off date to 45 days after it', () => {
    expect(pickUpRange('2026-12-20')).toEqual({ min: '2026-12-20', max: '2027-02-03' });
    expect(MAX_STAY_DAYS).toBe(45);
  });

  it('clears a pick-up date before the new drop-off date or more than 45 days after it', () => {
    expect(mustClearPickUp('2026-12-10', '2026-12-09')).toBe(true);
    expect(mustClearPickUp('2026-12-10', '2026-12-10')).toBe(false);
    expect(mustClearPickUp('2026-12-10', '2027-01-24')).toBe(false);
    expect(mustClearPickUp('2026-12-10', '2027-01-25')).toBe(true);
    expect(mustClearPickUp('2026-12-10', undefined)).toBe(false);
  });

  it('keeps a pick-up date exactly when it lies in the pick-up range', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -100, max: 100 }), (entry, offset) => {
        const exit = addDays(entry, offset);
        expect(mustClearPickUp(entry, exit)).toBe(!inRange(exit, pickUpRange(entry)));
        expect(daysBetween(entry, pickUpRange(entry).max)).toBe(MAX_STAY_DAYS);
      }),
    );
  });
});
