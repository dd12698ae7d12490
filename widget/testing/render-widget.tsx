import type { ReactNode } from 'react';
import { WidgetProvider } from '../state';
import type { FakeRoutes } from './fake-fetch';
import { createFakeFetch } from './fake-fetch';
import { airportsResponse, searchResponse } from './fixtures';

/** 09:20 London on 10 Dec 2026 (GMT): the fixed "now" of tests and stories. */
export const FIXED_NOW = new Date('2026-12-10T09:20:00Z');

/** Default answers of the fake API: airports and search results load. */
export const defaultRoutes: FakeRoutes = {
  'GET /airports': { status: 200, body: airportsResponse },
  'POST /search/packages': { status: 200, body: searchResponse },
};

/** A WidgetProvider wired to a fake network and a fixed clock. */
export function withFakeApi(ui: ReactNode, routes: FakeRoutes = {}, now: Date = FIXED_NOW) {
  const fetcher = createFakeFetch({ ...defaultRoutes, ...routes });
  const element = (
    <WidgetProvider fetcher={fetcher} now={() => now}>
      <div className="ps-root">{ui}</div>
    </WidgetProvider>
  );
  return { element, fetcher };
}
