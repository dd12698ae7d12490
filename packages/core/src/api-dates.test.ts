import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { IsoDaySchema, dayRange, fromNotAfterTo, isoInstant, rangeDay } from './api-dates';
import { HandoverFieldsSchema } from './console/operator/handover';
import { NewCouponSchema } from './console/staff/coupons';

const messageOf = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe('isoDay', () => {
  it('takes a real calendar day from 2000 to 2100', () => {
    for (const day of ['2000-01-01', '2024-02-29', '2026-11-01', '2100-12-31'])
      expect(z.safeParse(IsoDaySchema, day).success, day).toBe(true);
  });

  it('refuses a day that does not exist, another shape, and years outside 2000–2100 (saying which)', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '1 Nov', '+020260-01-01', ''])
      expect(messageOf(IsoDaySchema, day), day).toBe('Use a real date written YYYY-MM-DD, for example 2026-11-01');
    for (const day of ['1999-12-31', '2101-01-01', '9999-12-31', '0000-01-01'])
      expect(messageOf(IsoDaySchema, day), day).toBe('Use a date from 2000 to 2100');
    expect(messageOf(rangeDay('from'), '2026-02-30')).toBe('Enter the from date as YYYY-MM-DD, for example 2026-11-01');
  });
});

describe('isoInstant', () => {
  const instant = isoInstant();
  it('takes an ISO instant with its offset', () => {
    for (const at of ['2026-11-01T10:00:00Z', '2026-11-01T10:00:00.000Z', '2026-06-01T10:00:00+01:00'])
      expect(z.safeParse(instant, at).success, at).toBe(true);
  });

  it('refuses expanded years, years outside 2000–2100, no offset, and what is not a date', () => {
    expect(messageOf(instant, '+020260-01-01T00:00:00Z')).toBe('Enter a date and time');
    expect(messageOf(instant, '2026-11-01T10:00:00')).toBe('Enter a date and time');
    expect(messageOf(instant, 'tomorrow')).toBe('Enter a date and time');
    expect(messageOf(instant, '9999-12-31T00:00:00Z')).toBe('Use a date from 2000 to 2100');
    expect(messageOf(instant, '1970-01-01T00:00:00Z')).toBe('Use a date from 2000 to 2100');
  });

  it("is the syntax of a coupon's window and a handover's time", () => {
    const far = '+020260-01-01T00:00:00Z';
    expect(z.safeParse(HandoverFieldsSchema, { kind: 'check-in', at: far }).success).toBe(false);
    expect(z.safeParse(HandoverFieldsSchema, { kind: 'check-in', at: '2026-11-01T10:00:00Z' }).success).toBe(true);
    expect(z.safeParse(NewCouponSchema, { code: 'ABC', percent: 5, activeFrom: far }).success).toBe(false);
    expect(z.safeParse(NewCouponSchema, { code: 'ABC', percent: 5, activeUntil: '2027-01-31T23:59:00Z' }).success).toBe(
      true,
    );
  });
});

describe('fromNotAfterTo', () => {
  const range = z.object({ from: z.optional(IsoDaySchema), to: z.optional(IsoDaySchema) }).check(fromNotAfterTo());
  it('refuses a reversed range naming `to`; one day, one end or none is fine', () => {
    const reversed = z.safeParse(range, { from: '2026-11-02', to: '2026-11-01' });
    expect(reversed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['to'], 'The to date must be on or after the from date'],
    ]);
    for (const q of [{ from: '2026-11-01', to: '2026-11-01' }, { from: '2026-11-01' }, { to: '2026-11-01' }, {}])
      expect(z.safeParse(range, q).success).toBe(true);
  });
});

describe('dayRange', () => {
  it('keeps both ends, reaches 30 days from or up to one end, and ends today with neither', () => {
    expect(dayRange({ from: '2026-03-01', to: '2026-03-05' }, '2026-11-28')).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(dayRange({ from: '2026-03-01' }, '2026-11-28')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(dayRange({ to: '2026-03-30' }, '2026-11-28')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(dayRange({}, '2026-11-28')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });
});
