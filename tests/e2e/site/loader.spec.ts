import { expect, test } from '@playwright/test';
import { searchPath, skipCouponPopup } from './site-helpers';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

test('the loader shows while a request is slow and hides when it ends', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The search results' request (home and airport pages arrive with their airport list and ask nothing).
  await page.route('**/api/v1/search/packages', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(searchPath());
  const loader = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loader).toBeVisible();
  await page.waitForTimeout(500);
  await expect(loader).toBeVisible();
  release();
  await expect(loader).toBeHidden();
});

test('the loader shows while a route is loading', async ({ page }) => {
  await page.goto('/about');
  // A click before hydration is a plain page load, not an app navigation: wait for the app.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold the FAQ page's code so the navigation stays in progress.
  await page.route(/\/assets\/faq-page-.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ' })
    .click()
    .catch(() => undefined);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page).toHaveTitle(/^Frequently Ask Questions/);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
});
