import { describe, expect, it } from 'vitest';
import { CouponCheckRequestSchema, CouponCheckResponseSchema } from './coupon';

describe('coupon check wire schemas', () => {
  it('reads a code as typed: trimmed, upper-cased, not empty', () => {
    expect(CouponCheckRequestSchema.parse({ code: ' cap15 ' })).toEqual({ code: 'CAP15' });
    expect(CouponCheckRequestSchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe('Enter a coupon code');
    expect(CouponCheckRequestSchema.safeParse({ code: 'CAP 15' }).success).toBe(false);
    expect(CouponCheckRequestSchema.safeParse({}).success).toBe(false);
  });

  it('describes the answer for an active code', () => {
    expect(CouponCheckResponseSchema.parse({ data: { code: 'CAP15', percentOff: 7.5 } }).data.percentOff).toBe(7.5);
    expect(CouponCheckResponseSchema.safeParse({ data: { code: 'CAP15', percentOff: 0 } }).success).toBe(false);
  });
});
