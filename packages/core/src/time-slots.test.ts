import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TIME_SLOTS, dropOffSlots, isSlotTime, pickUpSlots, slotsOn } from './time-slots';

describe('time slots', () => {
  it('has 96 slots every 15 minutes from 00:00 to 23:45', () => {
    expect(ALL_TIME_SLOTS).toHaveLength(96);
    expect(ALL_TIME_SLOTS[0]).toBe('00:00');
    expect(ALL_TIME_SLOTS[1]).toBe('00:15');
    expect(ALL_TIME_SLOTS.at(-1)).toBe('23:45');
    expect(isSlotTime('10:30')).toBe(true);
    expect(isSlotTime('10:20')).toBe(false);
  });

  it.each(['2026-03-29', '2027-03-28'])('leaves out 01:00–01:45 on the spring-forward day %s', (date) => {
    const slots = slotsOn(date);
    expect(slots).toHaveLength(92);
    expect(slots).not.toContain('01:00');
    expect(slots).not.toContain('01:45');
    expect(slots).toContain('00:45');
    expect(slots).toContain('02:00');
  });

  it.each(['2026-10-25', '2027-10-31', '2026-06-01'])('offers all 96 slots on %s', (date) => {
    expect(slotsOn(date)).toHaveLength(96);
  });

  it('disables today’s past drop-off slots, including the current one', () => {
    const slots = dropOffSlots('2026-11-22', { date: '2026-11-22', time: '10:07' });
    const disabled = slots.filter((s) => s.disabled).map((s) => s.value);
    expect(disabled.at(-1)).toBe('10:00');
    expect(slots.find((s) => s.value === '10:15')?.disabled).toBe(false);
  });

  it('enables every slot on a future date and none on a past date', () => {
    expect(dropOffSlots('2026-11-23', { date: '2026-11-22', time: '23:50' }).every((s) => !s.disabled)).toBe(true);
    expect(dropOffSlots('2026-11-21', { date: '2026-11-22', time: '00:00' }).every((s) => s.disabled)).toBe(true);
  });

  it('for any time today, a slot is enabled exactly when it is later than now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        for (const slot of dropOffSlots('2026-06-10', { date: '2026-06-10', time })) {
          const [h, m] = slot.value.split(':').map(Number) as [number, number];
          expect(slot.disabled).toBe(h * 60 + m <= minutes);
        }
      }),
    );
  });

  it('on the drop-off day, enables only pick-up times after the drop-off time', () => {
    const slots = pickUpSlots('2026-12-01', '2026-12-01', '09:00');
    expect(slots.find((s) => s.value === '09:00')?.disabled).toBe(true);
    expect(slots.find((s) => s.value === '09:15')?.disabled).toBe(false);
    expect(pickUpSlots('2026-12-02', '2026-12-01', '09:00').every((s) => !s.disabled)).toBe(true);
  });
});
