import { describe, expect, it } from 'vitest';
import { priceBreakdown, stayPrice } from './quote';

describe('priceBreakdown', () => {
  it('names the per-vehicle price, the days and the vehicles whose product is the total', () => {
    expect(priceBreakdown(1499, 8, 2)).toBe('£14.99 per vehicle per day × 8 days × 2 vehicles');
    expect(stayPrice(1499, 8, 2)).toBe(23984);
  });

  it('drops the vehicle factor for one vehicle and says "1 day" for a one-day stay', () => {
    expect(priceBreakdown(899, 1, 1)).toBe('£8.99 per day × 1 day');
    expect(priceBreakdown(899, 4, 1)).toBe('£8.99 per day × 4 days');
  });
});
