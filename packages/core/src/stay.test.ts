import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { chargeableDates, chargeableDays, isPickUpAfterDropOff, stayDates } from './stay';
import { ALL_TIME_SLOTS } from './time-slots';

const slot = fc.constantFrom(...ALL_TIME_SLOTS);

describe('chargeable days', () => {
  it('counts calendar days, plus one when pick-up is later in the day than drop-off', () => {
    expect(
      chargeableDays({ entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-04', exitTime: '10:00' }),
    ).toBe(3);
    expect(
      chargeableDays({ entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-04', exitTime: '10:15' }),
    ).toBe(4);
    expect(
      chargeableDays({ entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-04', exitTime: '09:45' }),
    ).toBe(3);
    expect(
      chargeableDays({ entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-01', exitTime: '12:00' }),
    ).toBe(1);
  });

  // Each clock change: 23- or 25-hour days must not add or remove a chargeable day.
  it.each([
    ['2026-03-29', 'spring forward 2026'],
    ['2026-10-25', 'fall back 2026'],
    ['2027-03-28', 'spring forward 2027'],
    ['2027-10-31', 'fall back 2027'],
  ])('is unchanged by the clock change on %s (%s)', (changeDay) => {
    const before = addDays(changeDay, -1);
    const after = addDays(changeDay, 1);
    expect(chargeableDays({ entryDate: before, entryTime: '10:00', exitDate: after, exitTime: '10:00' })).toBe(2);
    expect(chargeableDays({ entryDate: before, entryTime: '10:00', exitDate: after, exitTime: '10:15' })).toBe(3);
    expect(chargeableDays({ entryDate: changeDay, entryTime: '00:00', exitDate: changeDay, exitTime: '23:45' })).toBe(
      1,
    );
    expect(chargeableDays({ entryDate: before, entryTime: '23:45', exitDate: changeDay, exitTime: '03:00' })).toBe(1);
  });

  it('is always at least 1 and never depends on elapsed hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 45 }), slot, slot, (gap, entryTime, exitTime) => {
        const entryDate = '2026-03-20';
        const days = chargeableDays({ entryDate, entryTime, exitDate: addDays(entryDate, gap), exitTime });
        expect(days).toBeGreaterThanOrEqual(1);
        expect(days).toBe(Math.max(1, gap + (exitTime > entryTime ? 1 : 0)));
      }),
    );
  });

  it('lists every calendar date the stay occupies', () => {
    expect(
      stayDates({ entryDate: '2026-10-24', entryTime: '10:00', exitDate: '2026-10-26', exitTime: '09:00' }),
    ).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('prices each chargeable day on drop-off date + i: the pick-up date only when it adds a day', () => {
    const stay = { entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-03', exitTime: '09:00' };
    expect(chargeableDates(stay)).toEqual(['2026-12-01', '2026-12-02']);
    expect(chargeableDates({ ...stay, exitTime: '10:15' })).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(chargeableDates({ ...stay, exitDate: '2026-12-01', exitTime: '12:00' })).toEqual(['2026-12-01']);
  });

  it('has one date per chargeable day, each a date the stay occupies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 45 }), slot, slot, (gap, entryTime, exitTime) => {
        const stay = { entryDate: '2026-03-20', entryTime, exitDate: addDays('2026-03-20', gap), exitTime };
        const dates = chargeableDates(stay);
        expect(dates).toHaveLength(chargeableDays(stay));
        const occupied = stayDates(stay);
        for (const d of dates) expect(occupied).toContain(d);
      }),
    );
  });

  it('requires pick-up after drop-off', () => {
    expect(
      isPickUpAfterDropOff({ entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-01', exitTime: '10:00' }),
    ).toBe(false);
    expect(
      isPickUpAfterDropOff({ entryDate: '2026-12-01', entryTime: '10:00', exitDate: '2026-12-01', exitTime: '10:15' }),
    ).toBe(true);
    expect(
      isPickUpAfterDropOff({ entryDate: '2026-12-02', entryTime: '10:00', exitDate: '2026-12-01', exitTime: '11:00' }),
    ).toBe(false);
  });
});
