import { describe, expect, it } from 'vitest';
import { flatDays, priceBreakdown, quoteDayPrices, stayPrice, subtotalBreakdown } from './quote';

describe('priceBreakdown', () => {
  it('names the per-vehicle price, the days and the vehicles whose product is the total', () => {
    expect(priceBreakdown(flatDays(1499, 8), 2)).toBe('£14.99 per vehicle per day × 8 days × 2 vehicles');
    expect(stayPrice(flatDays(1499, 8), 2)).toBe(23984);
  });

  it('drops the vehicle factor for one vehicle and says "1 day" for a one-day stay', () => {
    expect(priceBreakdown([899], 1)).toBe('£8.99 per day × 1 day');
    expect(priceBreakdown(flatDays(899, 4), 1)).toBe('£8.99 per day × 4 days');
  });

  it('gives the range and the total when day prices vary', () => {
    const days = [1200, 1200, 1500, 1500, 1200, 1200, 1200, 1300];
    expect(priceBreakdown(days, 1)).toBe('£12.00–£15.00 per day, 8 days, total £103.00');
    expect(priceBreakdown(days, 2)).toBe('£12.00–£15.00 per vehicle per day, 8 days × 2 vehicles, total £206.00');
  });
});

describe('stayPrice (the sum rule)', () => {
  it('sums the day prices, then multiplies by the vehicles', () => {
    expect(stayPrice([1000, 1500, 2000], 1)).toBe(4500);
    expect(stayPrice([1000, 1500, 2000], 3)).toBe(13500);
  });

  it('is the old price per day × days × vehicles when every day has the standard price', () => {
    for (const [price, days, n] of [
      [1299, 4, 2],
      [849, 1, 1],
      [1599, 45, 4],
    ] as const)
      expect(stayPrice(flatDays(price, days), n)).toBe(price * days * n);
  });
});

describe('breakdowns of stored prices and quotes', () => {
  it('shows the per-day line when a stored subtotal divides evenly, the total otherwise', () => {
    expect(subtotalBreakdown(23984, 8, 2)).toBe('£14.99 per vehicle per day × 8 days × 2 vehicles');
    expect(subtotalBreakdown(2701, 2, 1)).toBe('2 days at varying day prices, total £27.01');
    expect(subtotalBreakdown(5401, 2, 2)).toBe('2 days × 2 vehicles at varying day prices, total £54.01');
  });

  it("reads a quote's day prices, or the one price its total gives every day", () => {
    expect(quoteDayPrices({ days: 2, vehicles: 2, total: 4000 })).toEqual([1000, 1000]);
    const dayPrices = [
      { date: '2026-12-01', pricePerDay: 1000 },
      { date: '2026-12-02', pricePerDay: 1500 },
    ];
    expect(quoteDayPrices({ days: 2, vehicles: 1, total: 2500, dayPrices })).toEqual([1000, 1500]);
  });
});
