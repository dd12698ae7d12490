import { describe, expect, it } from 'vitest';
import { StaffCancelSchema, StaffContactSchema, StaffRefundSchema, reasonText } from './bookings-actions';

describe('staff action shapes', () => {
  it('a refund needs a positive whole amount and a reason; Other needs words; notify defaults on', () => {
    expect(StaffRefundSchema.parse({ amount: 500, reason: 'goodwill' })).toEqual({
      amount: 500,
      reason: 'goodwill',
      notifyTraveller: true,
    });
    expect(StaffRefundSchema.safeParse({ amount: 0, reason: 'goodwill' }).success).toBe(false);
    expect(StaffRefundSchema.safeParse({ amount: 5.5, reason: 'goodwill' }).success).toBe(false);
    expect(StaffRefundSchema.safeParse({ amount: 500 }).success).toBe(false);
    const other = StaffRefundSchema.safeParse({ amount: 500, reason: 'other', reasonText: ' ' });
    expect(other.error?.issues[0]?.path).toEqual(['reasonText']);
    expect(StaffRefundSchema.safeParse({ amount: 500, reason: 'other', reasonText: 'Lost keys' }).success).toBe(true);
  });

  it('a partial cancel needs its amount; the override defaults off', () => {
    expect(StaffCancelSchema.safeParse({ refund: 'partial', reason: 'goodwill' }).error?.issues[0]?.path).toEqual([
      'amount',
    ]);
    expect(StaffCancelSchema.parse({ refund: 'none', reason: 'duplicate' })).toMatchObject({ overrideCutoff: false });
  });

  it('contact needs an email or a phone; the reason reads as stored on the ledger', () => {
    expect(StaffContactSchema.safeParse({}).success).toBe(false);
    expect(StaffContactSchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(StaffContactSchema.safeParse({ phone: '07700 900123' }).success).toBe(true);
    expect(reasonText({ reason: 'price-match', reasonText: ' cheaper ' })).toBe('price-match: cheaper');
    expect(reasonText({ reason: 'goodwill' })).toBe('goodwill');
  });
});
