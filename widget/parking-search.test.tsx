import { decodeSearchParam, encodeSearchParam } from '@parking/core';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ParkingSearch, redirectUrl } from './parking-search';
import { axeViolations } from './testing/axe';
import { createFakeFetch } from './testing/fake-fetch';
import { bookingCreatedFixture, criteriaFixture } from './testing/fixtures';
import { FIXED_NOW, defaultRoutes } from './testing/render-widget';
import './styles/index.css';

const now = () => FIXED_NOW;

describe('ParkingSearch', () => {
  test('inline mode runs q → results → booking, with events carrying no personal data', async () => {
    const fetcher = createFakeFetch({
      ...defaultRoutes,
      'POST /bookings': { status: 201, body: bookingCreatedFixture },
    });
    const onSearch = vi.fn();
    const onQuoteSelect = vi.fn();
    const screen = await render(
      <ParkingSearch
        mode="inline"
        partnerKey="pk_demo_local"
        q={encodeSearchParam(criteriaFixture)}
        fetcher={fetcher}
        now={now}
        onSearch={onSearch}
        onQuoteSelect={onQuoteSelect}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    expect(onSearch).toHaveBeenCalledWith(criteriaFixture);
    expect(fetcher.calls.every((c) => c.headers['x-partner-key'] === 'pk_demo_local')).toBe(true);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: /Book now.*Budget Park & Ride/ }).click();
    await expect.element(page.getByRole('heading', { name: 'Place Booking' })).toBeVisible();
    expect(onQuoteSelect).toHaveBeenCalledWith({
      providerId: 'luton-budget-ride',
      total: 5600,
      criteria: criteriaFixture,
    });
    await page.getByRole('button', { name: '← Back to results' }).click();
    await expect.element(page.getByRole('heading', { name: 'Budget Park & Ride' })).toBeVisible();
  });

  test('two instances keep their own state', async () => {
    const a = createFakeFetch(defaultRoutes);
    const b = createFakeFetch(defaultRoutes);
    await render(
      <>
        <div data-testid="a">
          <ParkingSearch fetcher={a} now={now} q={encodeSearchParam(criteriaFixture)} />
        </div>
        <div data-testid="b">
          <ParkingSearch fetcher={b} now={now} label="Parking for your return trip" />
        </div>
      </>,
    );
    await expect.element(page.getByTestId('a').getByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    expect(page.getByTestId('b').getByRole('heading', { name: 'Swift Meet & Greet' }).elements()).toHaveLength(0);
    expect(b.calls.some((c) => c.path === '/search/packages')).toBe(false);
    // Distinct landmark names: the label given, and the default of the other.
    await expect
      .element(page.getByTestId('b').getByRole('form', { name: 'Parking for your return trip' }))
      .toBeVisible();
    await expect
      .element(page.getByTestId('a').getByRole('form', { name: 'Parking search', exact: true }))
      .toBeVisible();
  });

  test.each(['inline', 'redirect'] as const)(
    '%s mode: an airport load failure reaches onError as { code, message } only',
    async (mode) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const fetcher = createFakeFetch({
        ...defaultRoutes,
        'GET /airports': {
          status: 503,
          body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
        },
      });
      const onError = vi.fn();
      await render(
        <ParkingSearch
          mode={mode}
          siteUrl="https://parking.example"
          airport="LTN"
          fetcher={fetcher}
          now={now}
          onError={onError}
        />,
      );
      await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
      vi.restoreAllMocks();
    },
  );

  test('redirect mode builds the host search URL with q and partner', () => {
    const url = new URL(redirectUrl('https://parking.example/', criteriaFixture, 'pk_demo_local'));
    expect(url.origin + url.pathname).toBe('https://parking.example/search');
    expect(url.searchParams.get('partner')).toBe('pk_demo_local');
    expect(decodeSearchParam(url.searchParams.get('q'))).toEqual({ ok: true, criteria: criteriaFixture });
  });

  test('redirect mode shows only the form and does not search by itself', async () => {
    const fetcher = createFakeFetch(defaultRoutes);
    await render(
      <ParkingSearch
        mode="redirect"
        siteUrl="https://parking.example"
        airport="BRS"
        fetcher={fetcher}
        now={now}
        q={encodeSearchParam(criteriaFixture)}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect.element(page.getByLabelText('Airport', { exact: true })).toHaveValue('luton');
    expect(fetcher.calls.map((c) => c.path)).toEqual(['/airports']);
  });
});
