import { FunnelEventSchema, encodeSearchParam } from '@parking/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ParkingSearch } from './parking-search';
import { createFakeFetch } from './testing/fake-fetch';
import { criteriaFixture } from './testing/fixtures';
import { FIXED_NOW, defaultRoutes } from './testing/render-widget';

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

describe('the widget reports its funnel', () => {
  test('loaded, searched, results and step1, each once, and no cookie or personal data', async () => {
    const fetcher = createFakeFetch(defaultRoutes);
    await render(
      <ParkingSearch
        apiBase="https://parking.example/api/v1"
        partnerKey="pk_test_flow"
        q={encodeSearchParam(criteriaFixture)}
        fetcher={fetcher}
        now={() => FIXED_NOW}
      />,
    );
    // The q search runs by itself: criteria published, then the results shown.
    await expect.element(page.getByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    await page.getByRole('button', { name: /Book now.*Budget Park & Ride/ }).click();
    await expect.element(page.getByRole('heading', { name: 'Place Booking' })).toBeVisible();
    // Back and forth again: every step was already reported in this page view.
    await page.getByRole('button', { name: '← Back to results' }).click();
    await page.getByRole('button', { name: /Book now.*Budget Park & Ride/ }).click();
    await expect.element(page.getByRole('heading', { name: 'Place Booking' })).toBeVisible();

    expect(sentBeacons()).toEqual(
      ['loaded', 'searched', 'results', 'step1'].map((s) => [
        'https://parking.example/api/v1/partner/events',
        { k: 'pk_test_flow', s },
      ]),
    );
    expect(beacon.mock.calls.every(([, body]) => typeof body === 'string')).toBe(true);
  });

  test('boot sends no beacon; loaded goes when the visitor leaves without searching', async () => {
    await render(
      <ParkingSearch
        apiBase="https://parking.example/api/v1"
        partnerKey="pk_test_leave"
        fetcher={createFakeFetch(defaultRoutes)}
        now={() => FIXED_NOW}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Update' })).toBeVisible();
    expect(beacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBeacons()).toEqual([
      ['https://parking.example/api/v1/partner/events', { k: 'pk_test_leave', s: 'loaded' }],
    ]);
  });

  test('no partner key: no beacon at all', async () => {
    await render(<ParkingSearch fetcher={createFakeFetch(defaultRoutes)} now={() => FIXED_NOW} />);
    await expect.element(page.getByRole('button', { name: 'Update' })).toBeVisible();
    expect(beacon).not.toHaveBeenCalled();
  });
});
