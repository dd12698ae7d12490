import { describe, expect, test } from 'vitest';
import { ApiFailure } from '../../api';
import { type BookingAttempt, isRefusal, nextAttempt } from './booking-attempt';

const now = Date.parse('2026-12-10T09:20:00Z');
const later = new Date(now + 30 * 60_000).toISOString();
const earlier = new Date(now - 1_000).toISOString();
const booked: BookingAttempt = { body: 'A', key: 'k1', outcome: 'created', holdExpiresAt: later };

describe('nextAttempt', () => {
  test('the first attempt gets a key and replaces nothing', () => {
    const a = nextAttempt(undefined, 'A', now);
    expect(a).toMatchObject({ body: 'A', outcome: 'sent' });
    expect(a.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.replaces).toBeUndefined();
  });

  test('the same body reuses the key, whether it booked or its answer was lost', () => {
    expect(nextAttempt(booked, 'A', now)).toBe(booked);
    const lost: BookingAttempt = { body: 'A', key: 'k1', outcome: 'sent', replaces: 'k0' };
    expect(nextAttempt(lost, 'A', now)).toBe(lost);
  });

  test('a changed body gets a new key that replaces the booked one', () => {
    const b = nextAttempt(booked, 'B', now);
    expect(b.key).not.toBe('k1');
    expect(b).toMatchObject({ body: 'B', replaces: 'k1', outcome: 'sent' });
    // An attempt with no answer may have booked too: it is the one to release.
    expect(nextAttempt({ body: 'A', key: 'k1', outcome: 'sent' }, 'B', now).replaces).toBe('k1');
  });

  test('a refused attempt booked nothing: the next one still releases the booking before it', () => {
    const refused: BookingAttempt = { body: 'B', key: 'k2', replaces: 'k1', outcome: 'refused' };
    const c = nextAttempt(refused, 'C', now);
    expect(c).toMatchObject({ body: 'C', replaces: 'k1' });
    // Not even the same body reuses a refused key.
    expect(nextAttempt(refused, 'B', now)).toMatchObject({ body: 'B', replaces: 'k1' });
    expect(nextAttempt(refused, 'B', now).key).not.toBe('k2');
  });

  test('a booking whose hold has ended is not replayed and needs no release', () => {
    const ended: BookingAttempt = { ...booked, holdExpiresAt: earlier };
    const again = nextAttempt(ended, 'A', now);
    expect(again.key).not.toBe('k1');
    expect(again.replaces).toBeUndefined();
  });
});

describe('isRefusal', () => {
  test('a 4xx answer booked nothing; no answer, a 5xx or a key still in progress may have', () => {
    expect(isRefusal(new ApiFailure('PRICE_CHANGED', 'The price has changed', 409))).toBe(true);
    expect(isRefusal(new ApiFailure('VALIDATION_FAILED', 'Check the form', 400))).toBe(true);
    expect(isRefusal(new ApiFailure('CONFLICT', 'Still in progress', 409))).toBe(false);
    expect(isRefusal(new ApiFailure('NETWORK', 'Offline', 0))).toBe(false);
    expect(isRefusal(new ApiFailure('INTERNAL', 'Bad gateway', 502))).toBe(false);
  });
});
