import { describe, expect, it } from 'vitest';
import { RETRY, WEBHOOK_RETRY, retryWaits } from './retry-policy';

const HOUR = 3600;
const total = (waits: { min: number; max: number }[], end: 'min' | 'max') => waits.reduce((s, w) => s + w[end], 0);

describe('retry policies', () => {
  it('a webhook delivery keeps retrying for at least 24 hours, never more than an hour apart', () => {
    const waits = retryWaits(WEBHOOK_RETRY);
    expect(waits).toHaveLength(WEBHOOK_RETRY.retryLimit);
    // Even with every random fraction at 0, the last attempt starts at least 24 h after the first.
    expect(total(waits, 'min')).toBeGreaterThanOrEqual(24 * HOUR);
    // And at the most, not much over a day (26 h): the operator is told within a day or so.
    expect(total(waits, 'max')).toBeLessThanOrEqual(26 * HOUR);
    expect(Math.max(...waits.map((w) => w.max))).toBe(HOUR);
    // It starts within seconds (a node killed mid-delivery retries at once), then backs off.
    expect(waits[0]).toEqual({ min: 2, max: 4 });
    for (let i = 1; i < waits.length; i++) expect(waits[i]!.min).toBeGreaterThanOrEqual(waits[i - 1]!.min);
    // Hourly for most of the day.
    expect(waits.filter((w) => w.min === HOUR).length).toBeGreaterThanOrEqual(20);
  });

  it('every other job keeps the short policy: about half an hour in all, 10 minutes apart at most', () => {
    const waits = retryWaits(RETRY);
    expect(total(waits, 'min')).toBeGreaterThan(20 * 60);
    expect(total(waits, 'max')).toBeLessThan(45 * 60);
    expect(Math.max(...waits.map((w) => w.max))).toBe(600);
  });
});
