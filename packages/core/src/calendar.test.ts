import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  toLongDate,
  toLongLondonTime,
  isHhMm,
  isIsoDate,
  londonInstant,
  londonNow,
  londonWallTimeExists,
  toDisplayDate,
} from './calendar';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar', () => {
  it('accepts real dates and rejects impossible ones', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isHhMm('23:59')).toBe(true);
    expect(isHhMm('24:00')).toBe(false);
  });

  it('adds days across month, year and clock-change boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('addDays and daysBetween are inverse for any date and offset', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (date, n) => {
        expect(daysBetween(date, addDays(date, n))).toBe(n);
      }),
    );
  });

  it('reads the London wall clock from an instant in GMT and in BST', () => {
    expect(londonNow(new Date('2026-01-15T09:30:00Z'))).toEqual({ date: '2026-01-15', time: '09:30' });
    expect(londonNow(new Date('2026-07-01T23:30:00Z'))).toEqual({ date: '2026-07-02', time: '00:30' });
  });

  it('knows which wall-clock times do not exist on spring-forward days', () => {
    expect(londonWallTimeExists('2026-03-29', '01:00')).toBe(false);
    expect(londonWallTimeExists('2026-03-29', '01:45')).toBe(false);
    expect(londonWallTimeExists('2026-03-29', '02:00')).toBe(true);
    expect(londonWallTimeExists('2027-03-28', '01:30')).toBe(false);
    expect(londonWallTimeExists('2026-10-25', '01:30')).toBe(true);
  });

  it('turns a London wall time into the right instant', () => {
    expect(londonInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(londonInstant('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('shows dates as dd-mm-yyyy', () => {
    expect(toDisplayDate('2026-11-05')).toBe('05-11-2026');
  });
});

describe('toLongDate and toLongLondonTime', () => {
  it('names the weekday of a London date, with the time when given', () => {
    expect(toLongDate('2026-12-01')).toBe('Tue 1 Dec 2026');
    expect(toLongDate('2027-03-28', '01:30')).toBe('Sun 28 Mar 2027, 01:30');
  });

  it('reads an instant on the London clock, summer and winter', () => {
    expect(toLongLondonTime(new Date('2026-11-29T06:30:00Z'))).toBe('Sun 29 Nov 2026, 06:30');
    expect(toLongLondonTime(new Date('2026-07-01T23:30:00Z'))).toBe('Thu 2 Jul 2026, 00:30');
  });
});
