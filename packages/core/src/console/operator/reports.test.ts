import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { issuesToFields } from '../../errors';
import { ReportsQuerySchema, occupancyPercent, reportTotals } from './reports';

const fieldsOf = (value: unknown) => {
  const parsed = z.safeParse(ReportsQuerySchema, value);
  return parsed.success ? {} : issuesToFields(parsed.error.issues);
};

describe('ReportsQuerySchema', () => {
  it('accepts a range of up to 366 days, both ends included', () => {
    expect(fieldsOf({ from: '2028-01-01', to: '2028-12-31' })).toEqual({});
    expect(fieldsOf({})).toEqual({});
  });

  it('refuses 367 days, a range backwards and a date that is not one, beside the field', () => {
    expect(fieldsOf({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ to: 'A report covers at most 366 days' });
    expect(fieldsOf({ from: '2026-02-02', to: '2026-02-01' })).toEqual({
      to: 'The to date must be on or after the from date',
    });
    expect(fieldsOf({ from: '2026-02-30' })).toEqual({
      from: 'Enter the from date as YYYY-MM-DD, for example 2026-11-01',
    });
  });
});

describe('report figures', () => {
  it('rounds occupancy to a whole percentage, 0 with no spaces', () => {
    expect(occupancyPercent({ booked: 1, capacity: 3 })).toBe(33);
    expect(occupancyPercent({ booked: 0, capacity: 0 })).toBe(0);
  });

  it('adds up the channels', () => {
    expect(
      reportTotals([
        { channel: 'site', bookings: 2, cancelled: 1, revenue: 5000 },
        { channel: 'Holiday Deals', bookings: 1, cancelled: 0, revenue: 1500 },
      ]),
    ).toEqual({ bookings: 3, cancelled: 1, revenue: 6500 });
  });
});
