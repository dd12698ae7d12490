import { INCOMPLETE_SEARCH_MESSAGE } from '@parking/core';
import { describe, expect, test } from 'vitest';
import { applyChange, checkDraft, emptyDraft, entrySlots, exitSlots } from './search-draft';

const now = { date: '2027-03-20', time: '09:20' };
const filled = {
  airportId: 'luton',
  entryDate: '2027-03-28',
  entryTime: '10:00',
  exitDate: '2027-04-02',
  exitTime: '10:00',
  noOfVehicles: 1,
};

describe('search draft rules', () => {
  test('the spring-forward day offers no 01:00–01:45 slots', () => {
    const values = entrySlots({ ...emptyDraft, entryDate: '2027-03-28' }, () => now).map((s) => s.value);
    expect(values).not.toContain('01:00');
    expect(values).not.toContain('01:45');
    expect(values).toContain('02:00');
    expect(values).toHaveLength(92);
  });

  test('a later drop-off time on the pick-up day clears a pick-up time that is no longer after it', () => {
    const sameDay = { ...filled, exitDate: '2027-03-28', exitTime: '12:00' };
    expect(applyChange(sameDay, { entryTime: '11:00' }, now).exitTime).toBe('12:00');
    expect(applyChange(sameDay, { entryTime: '13:00' }, now).exitTime).toBe('');
    expect(exitSlots({ ...sameDay, entryTime: '13:00' }).find((s) => s.value === '13:00')?.disabled).toBe(true);
  });

  test('moving the drop-off date keeps a pick-up date inside 45 days and clears one outside', () => {
    expect(applyChange(filled, { entryDate: '2027-03-30' }, now).exitDate).toBe('2027-04-02');
    expect(applyChange(filled, { entryDate: '2027-04-03' }, now).exitDate).toBeUndefined();
    expect(
      applyChange({ ...filled, exitDate: '2027-05-10' }, { entryDate: '2027-03-21' }, now).exitDate,
    ).toBeUndefined();
  });

  test('an empty field gives the single alert; a full valid draft gives criteria', () => {
    expect(checkDraft({ ...filled, exitTime: '' }, now)).toEqual({
      ok: false,
      message: INCOMPLETE_SEARCH_MESSAGE,
      fields: {},
    });
    expect(checkDraft(filled, now)).toEqual({ ok: true, criteria: filled });
  });
});
