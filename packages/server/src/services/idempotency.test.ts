import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency';

describe('requestHash', () => {
  it('ignores key order but not values', () => {
    expect(requestHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(requestHash({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(requestHash({ a: 1, b: { c: [2, 1] } })).not.toBe(requestHash({ a: 1, b: { c: [1, 2] } }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }));
  });
});
