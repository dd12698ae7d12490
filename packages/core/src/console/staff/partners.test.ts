import { describe, expect, it } from 'vitest';
import { CommissionChangeSchema, bpsToPercent, percentToBps } from './partners';

describe('commission rates', () => {
  it('turns percent into basis points and back, without float drift', () => {
    expect(percentToBps(8)).toBe(800);
    expect(percentToBps(8.25)).toBe(825);
    expect(percentToBps(0.29)).toBe(29);
    expect(percentToBps(30)).toBe(3000);
    expect(bpsToPercent(825)).toBe(8.25);
  });

  it('accepts 0 to 30 with at most two decimals', () => {
    for (const percent of [0, 8, 8.5, 8.25, 0.01, 30])
      expect(CommissionChangeSchema.safeParse({ percent }).success, String(percent)).toBe(true);
  });

  it('refuses rates out of range or too precise, saying why', () => {
    const message = (percent: number) => CommissionChangeSchema.safeParse({ percent }).error?.issues[0]?.message;
    expect(message(-1)).toBe('Enter a rate from 0 to 30 percent');
    expect(message(30.01)).toBe('Enter a rate from 0 to 30 percent');
    expect(message(8.125)).toBe('Use at most two decimals, like 8.25');
    expect(CommissionChangeSchema.safeParse({ percent: '8' }).success).toBe(false);
  });
});
