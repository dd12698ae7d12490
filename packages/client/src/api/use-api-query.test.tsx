import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod/mini';
import { createFakeFetch } from '../../../../widget/testing/fake-fetch';
import { airportsResponse } from '../../../../widget/testing/fixtures';
import { apiActivity } from './activity';
import { useAirports } from './airports';
import { ApiProvider } from './api-provider';
import { AIRPORTS_PATH } from './cache-keys';
import { apiRequest } from './request';
import { useApiQuery } from './use-api-query';

function AirportCount({ label }: { label: string }) {
  const { airports, error, retry } = useAirports();
  return (
    <p>
      {label}: {error ? `failed (${error.code}, retryable ${String(error.retryable)})` : `${airports.length} airports`}
      {error && (
        <button type="button" onClick={() => void retry()}>
          Retry {label}
        </button>
      )}
    </p>
  );
}

function Blogs() {
  const { data } = useApiQuery('/blogs', (config) => apiRequest(config, '/blogs', { schema: z.array(z.string()) }));
  return <p>{data?.join(', ')}</p>;
}

describe('useApiQuery', () => {
  test('two readers of one key share one request, counted in apiActivity while it runs', async () => {
    const fetcher = createFakeFetch({ 'GET /airports': { status: 200, body: airportsResponse, delayMs: 50 } });
    const seen: number[] = [];
    const off = apiActivity.subscribe(() => seen.push(apiActivity.getSnapshot()));
    await render(
      <ApiProvider fetcher={fetcher}>
        <AirportCount label="form" />
        <AirportCount label="footer" />
      </ApiProvider>,
    );
    await expect.element(page.getByText('form: 3 airports')).toBeVisible();
    await expect.element(page.getByText('footer: 3 airports')).toBeVisible();
    off();
    expect(fetcher.calls).toHaveLength(1);
    expect(seen).toEqual([1, 0]);
  });

  test('known airports render at once and are kept: no request', async () => {
    const fetcher = createFakeFetch({ 'GET /airports': 'never' });
    const known = { [AIRPORTS_PATH]: airportsResponse.data.items.slice(0, 2) };
    await render(
      <ApiProvider fetcher={fetcher} known={known}>
        <AirportCount label="form" />
        <AirportCount label="footer" />
      </ApiProvider>,
    );
    await expect.element(page.getByText('form: 2 airports')).toBeVisible();
    await expect.element(page.getByText('footer: 2 airports')).toBeVisible();
    expect(fetcher.calls).toHaveLength(0);
  });

  test('other known data renders at once and is fetched again once in the background', async () => {
    const fetcher = createFakeFetch({ 'GET /blogs': { status: 200, body: ['fresh'], delayMs: 50 } });
    await render(
      <ApiProvider fetcher={fetcher} known={{ '/blogs': ['pre-rendered'] }}>
        <Blogs />
        <Blogs />
      </ApiProvider>,
    );
    await expect.element(page.getByText('pre-rendered').first()).toBeVisible();
    await expect.element(page.getByText('fresh').first()).toBeVisible();
    expect(fetcher.calls).toHaveLength(1);
  });

  test('a failure says whether a retry can help; the retry loads the data', async () => {
    const fetcher = createFakeFetch({
      'GET /airports': (_call, count) => (count === 1 ? 'network-error' : { status: 200, body: airportsResponse }),
    });
    await render(
      <ApiProvider fetcher={fetcher}>
        <AirportCount label="form" />
      </ApiProvider>,
    );
    await expect.element(page.getByText('form: failed (NETWORK, retryable true)')).toBeVisible();
    await page.getByRole('button', { name: 'Retry form' }).click();
    await expect.element(page.getByText('form: 3 airports')).toBeVisible();
    expect(fetcher.calls).toHaveLength(2);
  });
});
