import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Luton Park & Fly: £8.99 a day (docs/product-rules.md#quotes-and-prices: price per day × calendar days × vehicles).
const PRICE = 899;

const search = (entryDate: string, entryTime: string, exitDate: string, exitTime: string, noOfVehicles = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/search/packages',
    payload: { airportId: 'luton', entryDate, entryTime, exitDate, exitTime, noOfVehicles },
  });

const CHANGES = [
  { date: '2026-03-29', kind: 'spring', now: '2026-03-01T12:00:00Z' },
  { date: '2026-10-25', kind: 'autumn', now: '2026-10-01T12:00:00Z' },
  { date: '2027-03-28', kind: 'spring', now: '2027-03-01T12:00:00Z' },
  { date: '2027-10-31', kind: 'autumn', now: '2027-10-01T12:00:00Z' },
] as const;

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(CHANGES)('clock change on $date ($kind)', ({ date, kind, now }) => {
  beforeAll(() => t.clock.set(now));

  it('10:00 → 10:00 two days later is 2 days, whatever the clocks did', async () => {
    const res = await search(shift(date, -1), '10:00', shift(date, 1), '10:00', 2);
    expect(res.statusCode).toBe(200);
    const { days, quotes } = res.json().data;
    expect(days).toBe(2);
    const quote = quotes.find((q: { provider: { id: string } }) => q.provider.id === 'luton-park-and-fly');
    expect(quote).toMatchObject({ days: 2, total: PRICE * 2 * 2 });
  });

  it('a later pick-up time adds one day: 10:00 → 10:15 is 3 days', async () => {
    const res = await search(shift(date, -1), '10:00', shift(date, 1), '10:15');
    expect(res.json().data.days).toBe(3);
    expect(
      res.json().data.quotes.find((q: { provider: { id: string } }) => q.provider.id === 'luton-park-and-fly').total,
    ).toBe(PRICE * 3);
  });

  it('a stay across the change on the day itself is 1 day', async () => {
    const res = await search(date, '00:30', date, '03:00');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days).toBe(1);
  });

  it(
    kind === 'spring'
      ? 'rejects a drop-off at 01:30, which does not exist'
      : 'accepts a drop-off at 01:30, which happens twice',
    async () => {
      const res = await search(date, '01:30', shift(date, 3), '09:00');
      if (kind === 'spring') {
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.entryTime).toMatch(/clocks go forward/);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.json().data.days).toBe(4);
      }
    },
  );
});

describe('clock-dependent rules use the injected clock', () => {
  it('the same stay is valid before the date and in the past after it', async () => {
    t.clock.set('2026-03-28T23:30:00Z');
    expect((await search('2026-03-29', '10:00', '2026-03-30', '10:00')).statusCode).toBe(200);
    t.clock.set('2026-03-30T00:00:00Z');
    const late = await search('2026-03-29', '10:00', '2026-03-30', '10:00');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.entryDate).toBe('Drop-off date cannot be in the past');
  });

  it('"today" is London\'s date: 23:30 UTC in summer is already tomorrow', async () => {
    t.clock.set('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London
    const res = await search('2026-06-30', '23:45', '2026-07-02', '10:00');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.entryDate).toBe('Drop-off date cannot be in the past');
  });
});
