import { describe, expect, it } from 'vitest';
import { londonToday, monthBounds } from './commission';
import type { ServiceContext } from './context';

const at = (iso: string) => ({ clock: () => new Date(iso) }) as unknown as ServiceContext;

describe('monthBounds', () => {
  it('gives the first day of the month and of the next one, across a year end', () => {
    expect(monthBounds('2026-11')).toEqual({ first: '2026-11-01', next: '2026-12-01' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
    expect(monthBounds('2027-01')).toEqual({ first: '2027-01-01', next: '2027-02-01' });
  });
});

describe('londonToday', () => {
  it('is the London day, not the UTC one (British Summer Time moves midnight)', () => {
    expect(londonToday(at('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(londonToday(at('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
