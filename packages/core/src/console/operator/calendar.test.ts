import { describe, expect, it } from 'vitest';
import { CalendarEditSchema, CalendarQuerySchema, datesFrom, dayReason, isoWeekday, poundsToPence } from './calendar';

const edit = { carPark: 'p1', from: '2026-12-01', to: '2026-12-31', weekdays: [1, 2, 3, 4, 5, 6, 7] };
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.'));

describe('rate calendar schemas', () => {
  it('accepts a bulk edit of price, capacity or close-out and refuses an empty one', () => {
    expect(CalendarEditSchema.safeParse({ ...edit, pricePerDay: 1250 }).success).toBe(true);
    expect(CalendarEditSchema.safeParse({ ...edit, closed: true }).success).toBe(true);
    expect(fieldsOf(CalendarEditSchema.safeParse(edit))).toEqual(['pricePerDay']);
  });

  it('refuses a price of 0 or below, a fraction of a penny, from after to and more than 366 days', () => {
    expect(fieldsOf(CalendarEditSchema.safeParse({ ...edit, pricePerDay: 0 }))).toEqual(['pricePerDay']);
    expect(fieldsOf(CalendarEditSchema.safeParse({ ...edit, pricePerDay: 12.5 }))).toEqual(['pricePerDay']);
    expect(fieldsOf(CalendarEditSchema.safeParse({ ...edit, to: '2026-11-30', closed: true }))).toEqual(['to']);
    expect(fieldsOf(CalendarEditSchema.safeParse({ ...edit, to: '2027-12-02', closed: true }))).toEqual(['to']);
    expect(CalendarEditSchema.safeParse({ ...edit, to: '2027-12-01', closed: true }).success).toBe(true);
    expect(fieldsOf(CalendarEditSchema.safeParse({ ...edit, weekdays: [], closed: true }))).toEqual(['weekdays']);
  });

  it('reads at most 92 days', () => {
    expect(CalendarQuerySchema.safeParse({ from: '2026-12-01', to: '2027-03-02' }).success).toBe(true);
    expect(fieldsOf(CalendarQuerySchema.safeParse({ from: '2026-12-01', to: '2027-03-03' }))).toEqual(['to']);
  });
});

describe('rate calendar rules', () => {
  it('names why a day cannot be booked, close-out first', () => {
    const day = { closed: false, pricePerDay: 1200, capacity: 5, booked: 2 };
    expect(dayReason(day)).toBeNull();
    expect(dayReason({ ...day, booked: 5 })).toBe('Sold out');
    expect(dayReason({ ...day, pricePerDay: 0 })).toBe('No price');
    expect(dayReason({ ...day, closed: true, booked: 5 })).toBe('Closed');
  });

  it('lists dates and ISO weekdays (Monday 1, Sunday 7)', () => {
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it('reads pounds as whole pence and refuses fractions of a penny', () => {
    expect(poundsToPence('12')).toBe(1200);
    expect(poundsToPence('£12.5')).toBe(1250);
    expect(poundsToPence(' 0.99 ')).toBe(99);
    expect(poundsToPence('12.345')).toBeUndefined();
    expect(poundsToPence('twelve')).toBeUndefined();
  });
});
