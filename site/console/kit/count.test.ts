import { describe, expect, it } from 'vitest';
import { count } from './count';

describe('count', () => {
  it('says "1 booking", "0 bookings" and "2 bookings", and takes an irregular plural', () => {
    expect([0, 1, 2].map((n) => count(n, 'booking'))).toEqual(['0 bookings', '1 booking', '2 bookings']);
    expect(count(3, 'person', 'people')).toBe('3 people');
  });
});
