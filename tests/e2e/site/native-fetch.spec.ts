import { expect, test } from '@playwright/test';
import { skipCouponPopup } from './site-helpers';

declare global {
  interface Window {
    /** The browser's own fetch, kept by the init script before any page script runs. */
    browserFetch?: typeof fetch;
  }
}

test.beforeEach(async ({ page }) => skipCouponPopup(page));

/**
 * The global loader counts requests through the API client (docs/decisions/0010-one-api-client.md):
 * nothing on the page replaces `window.fetch`, neither at start nor once data has loaded.
 */
test('after the app has started and loaded data, window.fetch is still the browser’s own', async ({ page }) => {
  await page.addInitScript(() => {
    window.browserFetch = window.fetch;
  });
  // /reviews arrives pre-rendered and fetches its reviews again once the app has started.
  const reviews = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/reviews');
  await page.goto('/reviews');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect((await reviews).ok()).toBe(true);
  // Data read by a client-side navigation too: the blog list.
  const blogs = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/blogs');
  await page.getByRole('link', { name: 'Blogs' }).first().click();
  expect((await blogs).ok()).toBe(true);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
  const fetchState = await page.evaluate(() => ({
    same: window.fetch === window.browserFetch,
    source: String(window.fetch),
  }));
  expect(fetchState).toEqual({ same: true, source: 'function fetch() { [native code] }' });
});
