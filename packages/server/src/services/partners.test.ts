import { describe, expect, it } from 'vitest';
import { type WidgetKey, keyNamed, originAllowed } from './partners';

const NOW = new Date('2026-11-22T09:00:00Z');
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const blog: WidgetKey = {
  id: 'wk_blog',
  key: 'pk_live_new',
  name: 'Blog',
  organizationId: 'org',
  mode: 'live',
  allowedOrigins: ['https://blog.example', 'https://*.travel.example'],
  previousKey: 'pk_live_old',
  previousKeyUntil: later(24),
};
const local: WidgetKey = {
  ...blog,
  id: 'wk_local',
  key: 'pk_test_local',
  mode: 'test',
  allowedOrigins: ['http://localhost:*'],
  previousKey: null,
  previousKeyUntil: null,
};
const list = [blog, local];

describe('keyNamed', () => {
  it('finds a key by its current string, and by its previous one only while the grace lasts', () => {
    expect(keyNamed(list, 'pk_live_new', NOW)?.id).toBe('wk_blog');
    expect(keyNamed(list, 'pk_live_old', NOW)?.id).toBe('wk_blog');
    expect(keyNamed(list, 'pk_live_old', later(24))).toBeUndefined();
    expect(keyNamed(list, 'pk_nope', NOW)).toBeUndefined();
  });
});

describe('originAllowed', () => {
  it("checks the origin against the named key's patterns only", () => {
    expect(originAllowed(list, 'https://blog.example', 'pk_live_new', NOW)).toBe(true);
    expect(originAllowed(list, 'https://www.travel.example', 'pk_live_old', NOW)).toBe(true);
    expect(originAllowed(list, 'https://travel.example', 'pk_live_new', NOW)).toBe(false);
    // Another key's origin does not open this key.
    expect(originAllowed(list, 'http://localhost:5173', 'pk_live_new', NOW)).toBe(false);
    expect(originAllowed(list, 'https://blog.example', 'pk_live_old', later(25))).toBe(false);
  });

  it("lets a preflight (no key) through for any active key's origin", () => {
    expect(originAllowed(list, 'http://localhost:5173', undefined, NOW)).toBe(true);
    expect(originAllowed(list, 'https://evil.example', undefined, NOW)).toBe(false);
  });
});
