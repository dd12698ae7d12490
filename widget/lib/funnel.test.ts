import { FunnelEventSchema } from '@parking/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sendFunnelStep } from './funnel';

// Each test uses its own key: what was sent is remembered for the page view (this test file).
let beacon: ReturnType<typeof vi.fn<(url: string | URL, data?: BodyInit | null) => boolean>>;

beforeEach(() => {
  beacon = vi.fn(() => true);
  vi.spyOn(navigator, 'sendBeacon').mockImplementation(beacon);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The beacons sent, as `[url, parsed body]`, each body checked against the server's schema. */
const sentBeacons = () =>
  beacon.mock.calls.map(([url, body]) => [url, FunnelEventSchema.parse(JSON.parse(String(body)))]);

describe('sendFunnelStep', () => {
  test('posts { k, s } to <api>/partner/events once per key and step in a page view', () => {
    sendFunnelStep('https://parking.example/api/v1', 'pk_test_once', 'loaded');
    sendFunnelStep('https://parking.example/api/v1', 'pk_test_once', 'loaded');
    sendFunnelStep('https://parking.example/api/v1', 'pk_test_once', 'searched');
    sendFunnelStep('https://parking.example/api/v1', 'pk_test_other', 'loaded');
    expect(sentBeacons()).toEqual([
      ['https://parking.example/api/v1/partner/events', { k: 'pk_test_once', s: 'loaded' }],
      ['https://parking.example/api/v1/partner/events', { k: 'pk_test_once', s: 'searched' }],
      ['https://parking.example/api/v1/partner/events', { k: 'pk_test_other', s: 'loaded' }],
    ]);
  });

  test('sends nothing without a partner key (our own site) and defaults the API root', () => {
    sendFunnelStep('/api/v1', undefined, 'loaded');
    sendFunnelStep('/api/v1', '', 'loaded');
    sendFunnelStep(undefined, 'pk_test_default_base', 'results');
    expect(sentBeacons()).toEqual([['/api/v1/partner/events', { k: 'pk_test_default_base', s: 'results' }]]);
  });

  test('a sendBeacon that throws (a malformed api-base) does not break the caller', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('Failed to parse URL');
    });
    expect(() => sendFunnelStep('http://[', 'pk_test_throws', 'loaded')).not.toThrow();
  });
});
