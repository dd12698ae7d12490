import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon } from './coupon';
import { formatGBP, percentOf } from './money';
import { stayPrice } from './quote';

describe('money', () => {
  it('formats pence as GBP', () => {
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(5)).toBe('£0.05');
    expect(formatGBP(123456)).toBe('£1,234.56');
  });

  it('takes 7.5% rounded to the nearest penny, half up', () => {
    expect(percentOf(10000, 7.5)).toBe(750);
    expect(percentOf(1234, 7.5)).toBe(93); // 92.55
    expect(percentOf(1230, 7.5)).toBe(92); // 92.25
    expect(percentOf(20, 7.5)).toBe(2); // 1.5 rounds up
  });

  it('applies a coupon so that discount + total is the original amount', () => {
    expect(applyCoupon(9999, 7.5)).toEqual({ discount: 750, total: 9249 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const { discount, total } = applyCoupon(pence, 7.5);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount + total).toBe(pence);
        expect(Math.abs(discount - pence * 0.075)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('prices a stay as per-day × days × vehicles', () => {
    expect(stayPrice([1299, 1299, 1299, 1299], 2)).toBe(10392);
  });
});
