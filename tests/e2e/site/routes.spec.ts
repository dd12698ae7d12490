import { expect, test } from '@playwright/test';
import { BRAND, ROUTE_TITLES, skipCouponPopup } from './site-helpers';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

test('every route renders its own title and meta description', async ({ page }) => {
  const seen = new Set<string>();
  for (const { path, title } of ROUTE_TITLES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} | ${BRAND}`);
    const description = await page.locator('meta[name="description"]').last().getAttribute('content');
    expect(description, path).toBeTruthy();
    seen.add(await page.title());
  }
  expect(seen.size).toBe(ROUTE_TITLES.length);
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(`Compare Airport Parking | ${BRAND}`);
});

test('navigation starts at the top of the new page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/terms-and-conditions');
  await expect(page).toHaveTitle(/^Terms And Conditions/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveTitle(/^Privacy Policy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back to Top scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/terms-and-conditions');
  const button = page.getByRole('button', { name: /Back to Top/ });
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the policy pages state the policy numbers', async ({ page }) => {
  await page.goto('/cancellation-policy');
  await expect(page.getByText(/up to 48 hours before your drop-off time/)).toBeVisible();
  await expect(page.getByText(/up to 24 hours before drop-off/)).toBeVisible();
  await page.goto('/terms-and-conditions');
  await expect(page.getByText(/CAP15 takes 7.5% off/)).toBeVisible();
  await expect(page.getByText(/held for 30 minutes/)).toBeVisible();
});

test('a blog id that does not exist gets a clear message', async ({ page }) => {
  await page.goto('/blogs/no-such-post');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that post' })).toBeVisible();
});
