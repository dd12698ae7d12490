import { FunnelEventSchema } from '@parking/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { reportLoadedLater, sendFunnelStep } from './funnel';

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
    // A later step reports loaded first: the funnel's order holds.
    expect(sentBeacons()).toEqual([
      ['/api/v1/partner/events', { k: 'pk_test_default_base', s: 'loaded' }],
      ['/api/v1/partner/events', { k: 'pk_test_default_base', s: 'results' }],
    ]);
  });

  test('a sendBeacon that throws (a malformed api-base) does not break the caller', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('Failed to parse URL');
    });
    expect(() => sendFunnelStep('http://[', 'pk_test_throws', 'loaded')).not.toThrow();
  });
});

describe('reportLoadedLater', () => {
  const api = 'https://parking.example/api/v1';

  test('sends nothing at boot; loaded goes once when the page is left', () => {
    const stop = reportLoadedLater(api, 'pk_test_pagehide');
    expect(beacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(sentBeacons()).toEqual([[`${api}/partner/events`, { k: 'pk_test_pagehide', s: 'loaded' }]]);
  });

  test('the page being hidden (a tab switch, a phone locked) sends it; visible again does not', () => {
    const stop = reportLoadedLater(api, 'pk_test_hidden');
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sentBeacons()).toEqual([[`${api}/partner/events`, { k: 'pk_test_hidden', s: 'loaded' }]]);
    stop();
  });

  test('the widget removed sends it, and stops listening; without a key nothing at all', () => {
    reportLoadedLater(api, 'pk_test_removed')();
    reportLoadedLater(api, undefined)();
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBeacons()).toEqual([[`${api}/partner/events`, { k: 'pk_test_removed', s: 'loaded' }]]);
  });
});
