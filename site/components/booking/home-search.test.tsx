import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import { WidgetProvider } from '@parking/widget';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HomeSearch } from './home-search';

/** A day `days` from today, as the search's `yyyy-mm-dd`. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const q = (criteria: SearchCriteria) => encodeURIComponent(encodeSearchParam(criteria));

const stay = (entryDate: string, exitDate: string): SearchCriteria => ({
  airportId: 'luton',
  entryDate,
  entryTime: '10:00',
  exitDate,
  exitTime: '10:00',
  noOfVehicles: 1,
});

/** The home page's search at `url` (after a page the visitor came from), with /search beside it. */
async function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeSearch /> },
      { path: '/search', element: <p>Results page</p> },
      { path: '/before', element: <p>Before</p> },
    ],
    { initialEntries: ['/before', url], initialIndex: 1 },
  );
  // Airports never arrive: this test is about where the page goes, not what the form shows.
  const screen = await render(
    <WidgetProvider fetcher={() => new Promise<Response>(() => undefined)}>
      <RouterProvider router={router} />
    </WidgetProvider>,
  );
  return { router, screen };
}

test('a valid q runs the search: /search?q=… replaces the home page in the history', async () => {
  const criteria = stay(day(10), day(14));
  const { router, screen } = await open(`/?q=${q(criteria)}`);
  await expect.element(screen.getByText('Results page')).toBeVisible();
  expect(router.state.location.pathname).toBe('/search');
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe(encodeSearchParam(criteria));
  // In place of the home page's entry: Back leaves for the page before, not a page that sends forward again.
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a q that broke a search rule, or none, stays on the home page with its form', async () => {
  for (const url of [`/?q=${q(stay('2020-01-01', '2020-01-04'))}`, '/']) {
    const { router, screen } = await open(url);
    // The form is there (its effects have run) and the page has not moved.
    await expect.poll(() => screen.container.querySelector('form')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
    screen.unmount();
  }
});
